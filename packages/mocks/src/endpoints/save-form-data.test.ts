import { describe, expect, it } from 'vitest';
import { savedLeads } from '../lead-form/save-lead';
import { createFakeShop } from '../shop';
import { ajaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const NONCE = 'e4a7c1d9b3';
const TOKEN = 'fake-recaptcha-ok-0a1b2c3d4e5f';

/** What jQuery's serialize() sends for the footer form (301) and the quote form (302). */
const footer = (extra = ''): string =>
  `name_1=${encodeURIComponent('สมหญิง รักดี')}&email_2=somying%40example.com&date_3=06%2F15%2F2026&dob_4=&term_accept_5=1&hidden_field=301${extra}`;
const quote = (extra: string): string =>
  'name_1=Somchai+Jaidee&email_2=somchai%40example.co.th&number_3=500&date_4=&dob_5=&textarea_6=' +
  encodeURIComponent('ขอราคาขวดยาดม 500 ใบ') +
  '&radio_7=' + encodeURIComponent('ร้านค้าปลีก') +
  '&checkbox_8%5B%5D=' + encodeURIComponent('ขวดยาดม') + '&checkbox_8%5B%5D=' + encodeURIComponent('ตลับครีม') +
  '&upload_9_name=logo.png&term_accept_10=1&hidden_field=302' + extra;

function setup() {
  const shop = createFakeShop();
  const wordpress = createFakeWordPress(shop);
  /** `nonce: null` sends none. */
  const save = async (fdata: string, nonce: string | null = NONCE) => {
    const params: Record<string, string> = { action: 'Save_Form_Data', fdata };
    if (nonce !== null) params._wpnonce = nonce;
    const response = await wordpress.handle(ajaxPost(params));
    return { status: response?.status, type: response?.headers.get('Content-Type'), text: await response?.text() };
  };
  return { shop, save };
}

describe('§7 Lead forms: Save_Form_Data', () => {
  it("stores a lead of a form without captcha and answers 'inserted' as plain text", async () => {
    const { shop, save } = setup();
    expect(await save(footer())).toEqual({ status: 200, type: 'text/html; charset=UTF-8', text: 'inserted' });
    expect(savedLeads(shop)).toEqual([
      { formId: 301, fields: { name_1: 'สมหญิง รักดี', email_2: 'somying@example.com', date_3: '06/15/2026', dob_4: '', term_accept_5: '1' } },
    ]);
  });

  it("reads jQuery's '+' as a space and keeps [] fields as lists", async () => {
    const { shop, save } = setup();
    expect((await save(quote(`&g-recaptcha-response=${TOKEN}`))).text).toBe('inserted');
    expect(savedLeads(shop)[0]).toEqual({
      formId: 302,
      fields: expect.objectContaining({ name_1: 'Somchai Jaidee', checkbox_8: ['ขวดยาดม', 'ตลับครีม'], upload_9_name: 'logo.png' }),
    });
    expect(savedLeads(shop)[0]?.fields).not.toHaveProperty('g-recaptcha-response');
    expect(savedLeads(shop)[0]?.fields).not.toHaveProperty('hidden_field');
  });

  it('refuses a wrong or missing nonce with -1 and 403, storing nothing', async () => {
    const { shop, save } = setup();
    expect(await save(footer(), 'stale')).toMatchObject({ status: 403, text: '-1' });
    expect(await save(footer(), null)).toMatchObject({ status: 403, text: '-1' });
    expect(savedLeads(shop)).toEqual([]);
  });

  it.each([
    ['an unknown form', footer().replace('hidden_field=301', 'hidden_field=999')],
    ['no form id', footer().replace('&hidden_field=301', '')],
    ['a missing name', footer().replace(/name_1=[^&]*/, 'name_1=+++')],
    ['an invalid e-mail', footer().replace(/email_2=[^&]*/, 'email_2=somying%40example')],
    ['no e-mail', footer().replace(/email_2=[^&]*&/, '')],
    ['no fdata at all', ''],
  ])("answers 'INVAILD' (the plugin's spelling) for %s", async (_, fdata) => {
    const { shop, save } = setup();
    expect(await save(fdata)).toEqual({ status: 200, type: 'text/html; charset=UTF-8', text: 'INVAILD' });
    expect(savedLeads(shop)).toEqual([]);
  });

  it("answers 'invalidcaptcha' when a captcha form comes without a good token, before storing anything", async () => {
    const { shop, save } = setup();
    for (const extra of ['', '&g-recaptcha-response=', '&g-recaptcha-response=real-google-token', '&g-recaptcha-response=fake-recaptcha-ok-']) {
      expect((await save(quote(extra))).text, extra).toBe('invalidcaptcha');
    }
    expect(savedLeads(shop)).toEqual([]);
  });

  it('checks data before the captcha: bad data with no token is INVAILD', async () => {
    const { save } = setup();
    expect((await save(quote('').replace('name_1=Somchai+Jaidee', 'name_1='))).text).toBe('INVAILD');
  });

  it('spends a token: the same token cannot save a second lead', async () => {
    const { shop, save } = setup();
    expect((await save(quote(`&g-recaptcha-response=${TOKEN}`))).text).toBe('inserted');
    expect((await save(quote(`&g-recaptcha-response=${TOKEN}`))).text).toBe('invalidcaptcha');
    expect(savedLeads(shop)).toHaveLength(1);
  });
});
