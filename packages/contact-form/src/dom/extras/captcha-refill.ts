/**
 * Captcha refill (SPEC §7 "Contact forms"): the refill reply and every feedback reply may carry
 * `captcha` {name → image URL}. A used challenge is dead, so the typed answer is cleared, the new
 * image shown, and the challenge id the URL carries is sent back with the next submission (§3).
 */
import { elementsWithClass, inputsNamed } from './named-elements';

/** Really Simple CAPTCHA names the image after the challenge: `…/1234567.png`. */
const CHALLENGE_IN_IMAGE_URL = /(\d+)\.(?:png|gif|jpeg)$/;

export function applyCaptchaRefill(form: HTMLFormElement, captcha: Record<string, string>): void {
  for (const [name, imageUrl] of Object.entries(captcha)) {
    // An empty name would match every unnamed input; a non-string URL is a malformed reply.
    if (name === '' || typeof imageUrl !== 'string') continue;
    for (const answer of inputsNamed(form, name)) answer.value = '';
    // CF7 drops ':' from the name when it builds the image's class.
    const imageClass = `wpcf7-captcha-${name.replaceAll(':', '')}`;
    for (const image of elementsWithClass<HTMLImageElement>(form, 'img', imageClass)) image.setAttribute('src', imageUrl);
    const challenge = CHALLENGE_IN_IMAGE_URL.exec(imageUrl)?.[1];
    if (challenge === undefined) continue;
    for (const hidden of inputsNamed(form, `_wpcf7_captcha_challenge_${name}`)) hidden.value = challenge;
  }
}
