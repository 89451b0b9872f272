import { describe, expect, it } from 'vitest';
import { readCaptchaAnswerFromSvg } from '../contact-form/captcha-svg';
import { captchaAnswerFor, checkCaptcha, issueCaptcha } from '../contact-form/challenges';
import { createFakeShop } from '../shop';
import { BASE } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

describe('/mock-media/wpcf7-captcha/{prefix}.png', () => {
  it('serves an SVG under the .png name, from which the answer can be read', async () => {
    const shop = createFakeShop();
    const { imageUrl, prefix } = issueCaptcha(shop);
    const response = await createFakeWordPress(shop).handle(new Request(`${BASE}${imageUrl}`));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response?.headers.get('Cache-Control')).toBe('no-store');
    expect(readCaptchaAnswerFromSvg((await response?.text()) ?? '')).toBe(captchaAnswerFor(shop, prefix));
  });

  it('404s an unknown or spent prefix and any other name', async () => {
    const shop = createFakeShop();
    const wordpress = createFakeWordPress(shop);
    const get = (path: string) => wordpress.handle(new Request(`${BASE}${path}`));
    const { imageUrl, prefix } = issueCaptcha(shop);
    checkCaptcha(shop, prefix, 'WRONG');
    expect((await get(imageUrl))?.status).toBe(404);
    expect((await get('/mock-media/wpcf7-captcha/123.png'))?.status).toBe(404);
    expect((await get(`/mock-media/wpcf7-captcha/${issueCaptcha(shop).prefix}.svg`))?.status).toBe(404);
  });

  it('leaves the other /mock-media placeholders alone', async () => {
    expect((await createFakeWordPress(createFakeShop()).handle(new Request(`${BASE}/mock-media/hero.svg`)))?.status).toBe(200);
  });
});
