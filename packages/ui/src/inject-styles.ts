/**
 * Widgets ship their CSS inside the script so a site builder pastes one tag and nothing else.
 * Each stylesheet is added once per page, keyed by id, into <head> ahead of the theme's own
 * styles so the theme can still override it.
 */
export function injectStyles(id: string, css: string, doc: Document = document): void {
  const elementId = `talat-style-${id}`;
  if (doc.getElementById(elementId)) return;
  const style = doc.createElement('style');
  style.id = elementId;
  style.textContent = css;
  doc.head.prepend(style);
}

/** Shared rules every widget relies on: the visually-hidden text that screen readers still read. */
export const BASE_CSS =
  '.talat-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.talat-spinner{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:talat-spin .7s linear infinite;vertical-align:middle}' +
  '@keyframes talat-spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.talat-spinner{animation-duration:2s}}';
