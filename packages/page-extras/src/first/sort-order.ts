/** WooCommerce's sort select (templates/loop/orderby.php), as woocommerce.js finds it. */
export const SORT_SELECT = '.woocommerce-ordering select.orderby';

/** Keys that move a closed select's choice in Chromium on Windows and Linux, firing `change` each time. */
const CHOICE_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|.)$/;

/**
 * Sort order (§2.4): changing the listing's sort select submits its form at once, as
 * woocommerce.js does, so the listing reloads in the new order (the form's GET keeps the other
 * query arguments WooCommerce printed as hidden fields).
 *
 * By keyboard (decision "Sort order by keyboard"): Chromium on Windows and Linux changes a closed
 * select with each arrow key and fires `change` every time, which would reload the page on the
 * first arrow. A choice moved by such keys waits instead: Enter, or leaving the select, submits
 * it. Choices made in the opened list (mouse, touch, or Alt+Down/Space then Enter) submit at once.
 * The listeners are delegated on the document (first load, no framework), so a listing inserted
 * later works too. Returns the undo.
 */
export function startSortOrder(doc: Document): (() => void) | undefined {
  let keyed: HTMLSelectElement | undefined;
  let pending: HTMLSelectElement | undefined;
  const submit = (select: HTMLSelectElement) => {
    pending = undefined;
    const form = select.form;
    if (!form) return;
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else form.submit();
  };
  const sortSelect = (target: EventTarget | null) => (target instanceof HTMLSelectElement && target.matches(SORT_SELECT) ? target : undefined);

  const onKeydown = (event: KeyboardEvent) => {
    const select = sortSelect(event.target);
    if (!select) return;
    if (event.key === 'Enter' && pending === select) {
      event.preventDefault();
      submit(select);
      return;
    }
    // Alt+Down, F4, Space and Enter open the list: a choice made there is a deliberate one.
    keyed = !event.altKey && event.key !== ' ' && CHOICE_KEYS.test(event.key) ? select : undefined;
  };
  const onPointer = () => (keyed = undefined);
  const onChange = (event: Event) => {
    const select = sortSelect(event.target);
    if (!select) return;
    if (keyed === select) pending = select;
    else submit(select);
  };
  const onFocusout = (event: FocusEvent) => {
    const select = sortSelect(event.target);
    if (select && pending === select) submit(select);
    if (select) keyed = undefined;
  };
  doc.addEventListener('keydown', onKeydown, true);
  doc.addEventListener('pointerdown', onPointer, true);
  doc.addEventListener('change', onChange);
  doc.addEventListener('focusout', onFocusout);
  return () => {
    doc.removeEventListener('keydown', onKeydown, true);
    doc.removeEventListener('pointerdown', onPointer, true);
    doc.removeEventListener('change', onChange);
    doc.removeEventListener('focusout', onFocusout);
  };
}
