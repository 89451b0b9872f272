import type { AddRequest } from '../controller/adder';
import { newWishlistNameMissing } from '../controller/rules';
import { activeTab } from './tabs';

// The add popup's form (fact sheet §2.4 "Popup", §3.2 add_to_wishlist in popup mode): the product
// from the submit link, the target from the 'choose' tab's select or 'new' when the create tab
// is shown, with the new list's name and visibility.

/** The add popup's submit link (`a.wishlist-submit` with the product's data attributes). */
export const ADD_SUBMIT = 'a.wishlist-submit[data-product-id]:not(.move_to_wishlist)';

export function isAddForm(form: Element): boolean {
  return form.matches('.yith-wcwl-popup-form') && form.querySelector(ADD_SUBMIT) !== null;
}

export type AddFormReading = { kind: 'request'; request: AddRequest } | { kind: 'name-missing'; field: HTMLInputElement | null } | { kind: 'no-product' };

/** What the form asks for; §5: a 'new' target without a name is not a request. */
export function readAddForm(form: Element): AddFormReading {
  const submit = form.querySelector<HTMLElement>(ADD_SUBMIT);
  const productId = submit?.getAttribute('data-product-id')?.trim();
  if (!submit || !productId) return { kind: 'no-product' };
  const content = form.querySelector('.yith-wcwl-popup-content') ?? form;
  const select = form.querySelector<HTMLSelectElement>('select.wishlist-select');
  // The plugin sent the select's value when the select was visible, 'new' otherwise (§3.2).
  const tab = activeTab(content);
  const wishlistId = tab === 'create' || !select ? 'new' : select.value;
  const field = form.querySelector<HTMLInputElement>('input.wishlist-name');
  const name = field?.value ?? '';
  if (newWishlistNameMissing(wishlistId, name)) return { kind: 'name-missing', field };
  const visibility = form.querySelector<HTMLInputElement>('input[name="wishlist_visibility"]:checked')?.value;
  return {
    kind: 'request',
    request: {
      productId,
      productType: submit.getAttribute('data-product-type') ?? '',
      wishlistId,
      ...(wishlistId === 'new' ? { name, visibility: visibility ?? '0' } : {}),
    },
  };
}
