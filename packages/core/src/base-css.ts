import { injectStyles } from './inject-styles';

// Apart from inject-styles.ts so a first load that puts no widget UI up yet does not carry it.
/**
 * Shared rules every widget relies on: the visually-hidden text that screen readers still read,
 * and the spinner. Written once, here; each module that puts one of these classes on an element
 * brings the rules itself (withBaseStyles, hideVisually), so a widget
 * alone on a page hides its screen-reader text (base-css-audit.test.ts keeps that true).
 */
export const BASE_CSS =
  '.talat-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.talat-spinner{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:talat-spin .7s linear infinite;vertical-align:middle}' +
  '@keyframes talat-spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.talat-spinner{animation-duration:2s}}';

/**
 * BASE_CSS into the document of `target` (an element, or a document), once: injectStyles is
 * idempotent per id. Also a React ref for an element that wears a base class (`ref={withBaseStyles}`):
 * the rules go in as the element is attached, in the commit, before the browser paints, so
 * screen-reader text is never drawn, whichever widget renders it alone on a page.
 */
export function withBaseStyles(target: Node | null): void {
  // A document is its own: its ownerDocument is null.
  if (target) injectStyles('base', BASE_CSS, target.ownerDocument ?? (target as Document));
}

/** Makes `element` text for screen readers only, with the rule that hides it in its document. */
export function hideVisually(element: Element): void {
  withBaseStyles(element);
  element.classList.add('talat-visually-hidden');
}
