import { ADDED_CLASS, COMPARE_BUTTON, COMPARE_CHECKBOX, productIdOf, upgradeButtons } from './controls';

/**
 * Every compare button and checkbox on the page shows whether its product is compared, as the
 * server's last reply says (§4 Compare: "Adding or removing toggles its mark"), also those of
 * markup inserted after the reply (a fragment, an infinite-scroll page). A control whose call is
 * on its way (`busy`) keeps what the shopper just did (a ticked box stays ticked) until the reply.
 */
export function applyMarks(root: ParentNode, ids: readonly string[], busy: readonly string[] = []): void {
  upgradeButtons(root);
  for (const control of root.querySelectorAll<HTMLElement>(`${COMPARE_BUTTON}, ${COMPARE_CHECKBOX}`)) {
    const id = productIdOf(control);
    if (id === undefined || busy.includes(id)) continue;
    const added = ids.includes(id);
    control.classList.toggle(ADDED_CLASS, added);
    if (control instanceof HTMLInputElement) {
      control.checked = added;
      // The renamed release's wrapper label carries the class too.
      control.closest('.th-product-compare-btn.checkbox_type')?.classList.toggle(ADDED_CLASS, added);
    } else {
      control.setAttribute('aria-pressed', String(added));
    }
  }
}

/** The floating icon's count (the plugin's updateMenuIcon): the number, hidden at 0. */
export function showCount(doc: Document, count: number): void {
  for (const badge of doc.querySelectorAll<HTMLElement>('.th-compare-icon-widget-count')) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
    // The page prints an empty list's badge with `style="display:none;"` (jQuery's hide): shown
    // again here, and hidden by style too, which a theme's `display` on the badge cannot undo.
    badge.style.display = count === 0 ? 'none' : '';
  }
}

/** The product ids a filled footer bar lists (`div.product-comp[data-product-id]`), or null without a footer bar. */
export function footerIdsIn(footerHost: Element): string[] | null {
  if (!footerHost.querySelector('.th-compare-footer-wrap')) return null;
  const images = idsOf(footerHost.querySelectorAll('.product_image [data-product-id]'), 'data-product-id');
  // The renamed release's images carry no id; their remove icons do.
  return [...new Set([...images, ...tableIdsIn(footerHost)])];
}

/** The product ids a filled compare table lists (its remove buttons). */
export function tableIdsIn(tableHost: Element): string[] {
  return idsOf(tableHost.querySelectorAll('.th-compare-product-remove[data-th-product-id]'), 'data-th-product-id');
}

function idsOf(elements: Iterable<Element>, attribute: string): string[] {
  const ids: string[] = [];
  for (const element of elements) {
    const id = element.getAttribute(attribute)?.trim();
    if (id && /^\d+$/.test(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
