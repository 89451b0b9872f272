import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../shop';
import { ajaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const TOKEN = 'fake-recaptcha-ok-9f8e7d6c';

function setup() {
  const shop = createFakeShop();
  const wordpress = createFakeWordPress(shop);
  const verify = async (captcha_res?: string) => {
    const params: Record<string, string> = { action: 'verifyFormCaptcha' };
    if (captcha_res !== undefined) params.captcha_res = captcha_res;
    const response = await wordpress.handle(ajaxPost(params));
    return { status: response?.status, type: response?.headers.get('Content-Type'), text: await response?.text() };
  };
  const save = (token: string) =>
    wordpress.handle(
      ajaxPost({
        action: 'Save_Form_Data',
        _wpnonce: 'e4a7c1d9b3',
        fdata: `name_1=A&email_2=a%40example.com&term_accept_10=1&hidden_field=302&g-recaptcha-response=${token}`,
      }),
    );
  return { verify, save };
}

describe('§7 Lead forms: verifyFormCaptcha', () => {
  it("answers 'Yes' as text/html for a token the fake reCAPTCHA issued, and does not spend it", async () => {
    const { verify } = setup();
    expect(await verify(TOKEN)).toEqual({ status: 200, type: 'text/html; charset=UTF-8', text: 'Yes' });
    expect((await verify(TOKEN)).text).toBe('Yes');
  });

  it.each([[undefined], [''], ['fake-recaptcha-ok-'], ['03AGdBq26real-google-token'], ['fake-recaptcha-ok-<script>']])("answers 'No' for %j", async (token) => {
    expect((await setup().verify(token)).text).toBe('No');
  });

  it("answers 'No' once a saved lead has used the token", async () => {
    const { verify, save } = setup();
    expect(await (await save(TOKEN))?.text()).toBe('inserted');
    expect((await verify(TOKEN)).text).toBe('No');
  });
});
