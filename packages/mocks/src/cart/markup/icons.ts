// The side cart plugin draws its icons with inline SVG; these are our own simple shapes, hidden
// from assistive technology because the links and buttons around them carry the names.

const svg = (size: number, body: string): string =>
  `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const BAG = '<path d="M6 7h12l-1 13H7L6 7Z"/><path d="M9 7a3 3 0 0 1 6 0"/>';

export const CART_ICON = svg(24, BAG);
export const HEADING_ICON = svg(20, BAG);
export const REMOVE_ICON = svg(16, '<path d="M4 7h16"/><path d="M9 7V4h6v3"/><path d="M6 7l1 13h10l1-13"/>');
