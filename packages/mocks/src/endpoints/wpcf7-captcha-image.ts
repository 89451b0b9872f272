import { renderCaptchaSvg } from '../contact-form/captcha-svg';
import { captchaAnswerFor } from '../contact-form/challenges';
import { defineMediaRoute } from '../router/registry';

// /mock-media/wpcf7-captcha/{prefix}.png: Really Simple CAPTCHA's image. The name must end in
// `{digits}.png` because CF7's script reads the prefix from it; the body is an SVG (and says so),
// which every browser shows in an <img>. A checked, expired or unknown prefix has no image.
export const wpcf7CaptchaImage = defineMediaRoute('/mock-media/wpcf7-captcha/:file', (request, shop) => {
  const prefix = /^(\d+)\.png$/.exec(request.routeParams.file ?? '')?.[1];
  const answer = prefix === undefined ? undefined : captchaAnswerFor(shop, prefix);
  if (answer === undefined) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(renderCaptchaSvg(answer), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});
