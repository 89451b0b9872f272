// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyCaptchaRefill } from './captcha-refill';
import { byName, mountCf7Form } from './test-fixtures';

const captchaMarkup = (name: string, imageClassName: string) => {
  const wrap = document.createElement('span');
  wrap.className = 'wpcf7-form-control-wrap';
  wrap.dataset['name'] = name;
  const answer = Object.assign(document.createElement('input'), { type: 'text', name, value: 'qwer' });
  const challenge = Object.assign(document.createElement('input'), { type: 'hidden', name: `_wpcf7_captcha_challenge_${name}`, value: '111' });
  const image = Object.assign(document.createElement('img'), { alt: 'captcha', src: '/wp-content/uploads/wpcf7_captcha/111.png' });
  image.setAttribute('class', `wpcf7-form-control wpcf7-captchac ${imageClassName}`);
  wrap.append(answer);
  return [challenge, image, wrap];
};

/** Builds the fields with DOM calls so that hostile names reach the attributes verbatim. */
function fixture(...captchas: Array<[name: string, imageClassName: string]>): HTMLFormElement {
  const form = mountCf7Form('');
  for (const [name, imageClassName] of captchas) form.append(...captchaMarkup(name, imageClassName));
  return form;
}

const imageSrc = (form: HTMLFormElement, index: number) => form.querySelectorAll('img')[index]!.getAttribute('src');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('applyCaptchaRefill (§7 Contact forms: captcha {name → image URL})', () => {
  it('clears the answer, shows the new image and stores the challenge the URL carries', () => {
    const form = fixture(['captcha-1', 'wpcf7-captcha-captcha-1'], ['captcha-2', 'wpcf7-captcha-captcha-2']);
    applyCaptchaRefill(form, { 'captcha-1': 'https://shop.example/wp-content/uploads/wpcf7_captcha/2718281828.png' });
    expect(byName(form, 'captcha-1').value).toBe('');
    expect(imageSrc(form, 0)).toBe('https://shop.example/wp-content/uploads/wpcf7_captcha/2718281828.png');
    expect(byName(form, '_wpcf7_captcha_challenge_captcha-1').value).toBe('2718281828');
    expect(byName(form, 'captcha-2').value).toBe('qwer');
    expect(imageSrc(form, 1)).toBe('/wp-content/uploads/wpcf7_captcha/111.png');
  });

  it.each([
    ['gif', '/c/42.gif', '42'],
    ['jpeg', '/c/42.jpeg', '42'],
    ['jpg is not a captcha format', '/c/42.jpg', '111'],
    ['a query string after the file', '/c/42.png?ver=6', '111'],
    ['no digits', '/c/image.png', '111'],
  ])('challenge from a URL with %s', (_case, url, expected) => {
    const form = fixture(['captcha-1', 'wpcf7-captcha-captcha-1']);
    applyCaptchaRefill(form, { 'captcha-1': url });
    expect(imageSrc(form, 0)).toBe(url);
    expect(byName(form, '_wpcf7_captcha_challenge_captcha-1').value).toBe(expected);
  });

  it("drops ':' from the name to find the image, as CF7 builds its class", () => {
    const form = fixture(['cap:tcha', 'wpcf7-captcha-captcha']);
    applyCaptchaRefill(form, { 'cap:tcha': '/c/7.png' });
    expect(imageSrc(form, 0)).toBe('/c/7.png');
    expect(byName(form, 'cap:tcha').value).toBe('');
    expect(byName(form, '_wpcf7_captcha_challenge_cap:tcha').value).toBe('7');
  });

  it('handles names full of quotes and brackets without touching other fields', () => {
    const hostile = `x"],input[name='y']:not(a)`;
    const form = fixture([hostile, `wpcf7-captcha-x"],input[name='y']not(a)`], ['y', 'wpcf7-captcha-y']);
    applyCaptchaRefill(form, { [hostile]: '/c/9.png' });
    expect(imageSrc(form, 0)).toBe('/c/9.png');
    expect(imageSrc(form, 1)).toBe('/wp-content/uploads/wpcf7_captcha/111.png');
    expect(byName(form, hostile).value).toBe('');
    expect(byName(form, `_wpcf7_captcha_challenge_${hostile}`).value).toBe('9');
    expect(byName(form, 'y').value).toBe('qwer');
    expect(byName(form, '_wpcf7_captcha_challenge_y').value).toBe('111');
  });

  it('ignores an empty name and a malformed URL instead of clearing unnamed inputs', () => {
    const form = fixture(['captcha-1', 'wpcf7-captcha-captcha-1']);
    const unnamed = document.createElement('input');
    unnamed.value = 'keep';
    form.append(unnamed);
    applyCaptchaRefill(form, { '': '/c/1.png', 'captcha-1': 42 as unknown as string });
    expect(unnamed.value).toBe('keep');
    expect(byName(form, 'captcha-1').value).toBe('qwer');
  });
});
