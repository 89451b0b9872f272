import { truncateGraphemes } from '../graphemes';
import { escapeXml } from '../markup/escape';

// Placeholder images for products and categories, generated rather than stored so the catalogue
// can grow without binary files in the repo. Deterministic: the same key gives the same picture.

export type PlaceholderShape = 'bottle' | 'circle' | 'square';

export interface Placeholder {
  /** Short text drawn on the image (a SKU, a Thai category name). Escaped here. */
  readonly label: string;
  readonly shape: PlaceholderShape;
  /** Picks the colour; use something stable such as the file name. */
  readonly key: string;
  /** A bottle's colours when its name says them (bottle-colours.ts); the key's colour otherwise. */
  readonly fill?: string;
  readonly capFill?: string;
}

const PALETTE = ['#c8a165', '#8fb8a8', '#d98c8c', '#7c9cc9', '#b48ec4', '#e0b35a', '#6fa5a0', '#c77d5b'];
const MAX_LABEL_GRAPHEMES = 18;

// Kept importable from here: the SVG helpers were its first home.
export { escapeXml };

/** FNV-1a: a stable small hash so colours do not change between runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function shapeMarkup(shape: PlaceholderShape, fill: string, capFill = '#444'): string {
  switch (shape) {
    case 'bottle':
      // A thin outline, so a white or clear bottle still shows on the light background.
      return (
        `<rect x="130" y="40" width="40" height="28" rx="4" fill="${capFill}" stroke="#0003"/>` +
        `<rect x="138" y="66" width="24" height="24" fill="${fill}" opacity="0.7" stroke="#0002"/>` +
        `<rect x="95" y="88" width="110" height="140" rx="22" fill="${fill}" stroke="#0003"/>`
      );
    case 'circle':
      return `<circle cx="150" cy="130" r="85" fill="${fill}"/>`;
    case 'square':
      return `<rect x="65" y="45" width="170" height="170" rx="12" fill="${fill}"/>`;
  }
}

export function renderPlaceholderSvg(placeholder: Placeholder): string {
  const fill = placeholder.fill ?? PALETTE[hash(placeholder.key) % PALETTE.length] ?? '#999';
  const label = escapeXml(truncateGraphemes(placeholder.label, MAX_LABEL_GRAPHEMES - 1, '…'));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${label}">` +
    `<rect width="300" height="300" fill="#f7f3ee"/>` +
    shapeMarkup(placeholder.shape, fill, placeholder.capFill) +
    `<text x="150" y="272" font-family="Sarabun, Tahoma, sans-serif" font-size="22" text-anchor="middle" fill="#333">${label}</text>` +
    `</svg>`
  );
}
