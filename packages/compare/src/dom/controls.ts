// TH Product Compare's controls as its templates print them (docs/research/th-product-compare.md
// §3): the first load claims them, so these selectors and the busy mark are in it; the marks that
// follow the server are in compare-marks.ts, in the lazy chunk.

/**
 * The compare button on listings and product pages (`a.th-product-compare-btn`, no href before the
 * rename, `href="#"` after it). The renamed release wraps its checkbox in a
 * `label.th-product-compare-btn.checkbox_type`, which is the checkbox's, not a button.
 */
export const COMPARE_BUTTON = '.th-product-compare-btn:not(.checkbox_type)';
/** The checkbox variant: `th-product-compare-checkbox` before the rename, `th-compare-checkbox` after. */
export const COMPARE_CHECKBOX = 'input.th-product-compare-checkbox, input.th-compare-checkbox';
/** The floating compare icon (`wp_footer`), a span with role=button. */
export const COMPARE_ICON = '.th-compare-icon-widget';
/** The plugin's class for a compared product, on buttons and checkboxes alike. */
export const ADDED_CLASS = 'th-added-compare';

/** The product id a control carries, when it is a positive whole number (the plugin's parseInt check). */
export function productIdOf(control: Element): string | undefined {
  const id = control.getAttribute('data-th-product-id')?.trim() ?? '';
  return /^[1-9]\d{0,18}$/.test(id) ? id : undefined;
}

/**
 * The button is an `<a>` without href (not focusable) or with `href="#"` (a link to a screen
 * reader). It becomes a focusable toggle button with its pressed state, so keyboard users reach it.
 */
export function upgradeButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLElement>(COMPARE_BUTTON)) {
    if (button.getAttribute('role') === 'button') continue;
    button.setAttribute('role', 'button');
    if (!button.hasAttribute('href')) button.tabIndex = 0;
    button.setAttribute('aria-pressed', String(button.classList.contains(ADDED_CLASS)));
  }
}

/** While its call is on its way: the plugin's `loading` class, and busy for screen readers. */
export function markBusy(control: Element, busy: boolean): void {
  control.classList.toggle('loading', busy);
  if (busy) control.setAttribute('aria-busy', 'true');
  else control.removeAttribute('aria-busy');
}
