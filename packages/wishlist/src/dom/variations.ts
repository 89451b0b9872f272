import { CONTAINER } from './add-link';
import { fragmentOptions } from './fragments';

/**
 * §3 "Wishlist item": on a variable product, the chosen variation becomes the add button's product
 * (WooCommerce's `found_variation`), and a reset (`reset_data`) puts the product back. As YITH's
 * script does (research §4.2), the link's ids, its container's class, fragment ref and options all
 * follow, so the add and the fragments it refreshes name the variation. Returns the containers
 * changed, for the caller to reload (§7 load_fragments, 'reload on found variation').
 */
export function applyVariation(doc: Document, parentId: string, variationId: string | null): HTMLElement[] {
  const targets =
    variationId === null
      ? doc.querySelectorAll<HTMLElement>(`[data-original-product-id="${CSS.escape(parentId)}"]`)
      : doc.querySelectorAll<HTMLElement>(
          `${CONTAINER} [data-product-id="${CSS.escape(parentId)}"], ${CONTAINER} [data-original-product-id="${CSS.escape(parentId)}"]`,
        );
  const productId = variationId ?? parentId;
  const changed = new Set<HTMLElement>();
  for (const target of targets) {
    target.setAttribute('data-product-id', productId);
    target.setAttribute('data-original-product-id', variationId === null ? '' : parentId);
    const container = target.closest<HTMLElement>(CONTAINER);
    if (!container || changed.has(container)) continue;
    changed.add(container);
    // Collected first: a DOMTokenList changes under a loop that removes from it.
    container.classList.remove(...Array.from(container.classList).filter((name) => /^add-to-wishlist-\S+$/.test(name)));
    container.classList.add(`add-to-wishlist-${productId}`);
    container.setAttribute('data-fragment-ref', productId);
    const options = fragmentOptions(container);
    if (Object.keys(options).length > 0 || container.hasAttribute('data-fragment-options')) {
      container.setAttribute('data-fragment-options', JSON.stringify({ ...options, product_id: productId }));
    }
  }
  return [...changed];
}

/** The ids of a `found_variation`: the form's product and the variation's (null when either is missing). */
export function variationIdsOf(form: Element | null, variation: unknown): { parentId: string; variationId: string } | null {
  const parentId = form?.getAttribute('data-product_id')?.trim();
  const id = typeof variation === 'object' && variation !== null ? (variation as { variation_id?: unknown }).variation_id : undefined;
  const variationId = typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
  return parentId && variationId ? { parentId, variationId } : null;
}
