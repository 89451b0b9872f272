import { escapeXml } from '../markup/escape';

// The captcha picture. Really Simple CAPTCHA writes a PNG; the fake draws an SVG instead (served as
// image/svg+xml under the .png name CF7's script needs) with each letter in its own <text>, so a
// test or an e2e script can read the answer by fetching the image, as a person reads the picture.

const WIDTH = 72;
const HEIGHT = 24;

/** Deterministic for one answer: the same letters always give the same picture. */
export function renderCaptchaSvg(answer: string): string {
  const letters = [...answer]
    .map((letter, i) => {
      const x = 8 + i * 16;
      const tilt = ((i * 37) % 30) - 15;
      return `<text x="${x}" y="18" transform="rotate(${tilt} ${x + 5} 12)">${escapeXml(letter)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff7ee"/>` +
    `<path d="M0 14 Q18 4 36 14 T72 10" stroke="#c8a165" fill="none"/>` +
    `<g font-family="monospace" font-size="16" font-weight="bold" fill="#5a3e2b">${letters}</g>` +
    `</svg>`
  );
}

/** The letters drawn by renderCaptchaSvg(), in order. */
export function readCaptchaAnswerFromSvg(svgText: string): string {
  return [...svgText.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '').join('');
}
