import { describe, expect, it } from 'vitest';
import { readCaptchaAnswerFromSvg, renderCaptchaSvg } from './captcha-svg';

describe('captcha image', () => {
  it('draws each letter as its own <text>, readable back in order', () => {
    const svg = renderCaptchaSvg('KXBW');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="72" height="24"/);
    expect(svg.match(/<text\b/g)).toHaveLength(4);
    expect(readCaptchaAnswerFromSvg(svg)).toBe('KXBW');
    expect(renderCaptchaSvg('KXBW')).toBe(svg);
  });

  it('escapes what it draws', () => {
    expect(renderCaptchaSvg('<&')).toContain('>&lt;</text>');
  });
});
