/**
 * Every reply replaces the table's and the footer bar's markup (the door's fill), and with it the
 * control a keyboard user was on: a remove button, the 'add product' button. These put focus back
 * on the same control in the new markup, or the one now in its place, so focus is never dropped
 * to <body> (WCAG 2.4.3).
 */

/** The plugin's controls, most specific first: the same kind is looked for in the new markup. */
const CONTROL_KINDS = ['.th-add-product-bar', '.th-compare-footer-product-opner', '#thpc-removeall', '.th-footer-up-down', '.th-compare-product-remove'];
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type=hidden]), [tabindex="0"]';

/** The same control in `root` (same kind, same product), if it is still there. */
export function counterpartOf(lost: Element, root: ParentNode): HTMLElement | null {
  const kind = CONTROL_KINDS.find((selector) => lost.matches(selector));
  if (!kind) return null;
  const product = lost.getAttribute('data-th-product-id');
  for (const candidate of root.querySelectorAll<HTMLElement>(kind)) {
    if (product === null || candidate.getAttribute('data-th-product-id') === product) return candidate;
  }
  return null;
}

/**
 * Runs `fill` (which replaces `host`'s content). When focus was inside, it goes to the same control
 * in the new content, else to the control now at its place in the tab order, else to `fallback`.
 */
export function fillKeepingFocus(host: HTMLElement, fill: () => void, fallback: () => HTMLElement | null): void {
  const active = host.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !host.contains(active)) return fill();
  const index = Array.from(host.querySelectorAll(FOCUSABLE)).indexOf(active);
  fill();
  const now = Array.from(host.querySelectorAll<HTMLElement>(FOCUSABLE));
  const next = counterpartOf(active, host) ?? (index >= 0 ? now[Math.min(index, now.length - 1)] : undefined) ?? fallback();
  next?.focus();
}
