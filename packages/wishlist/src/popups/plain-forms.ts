// The two popups whose forms stay plain POSTs, as the plugin printed them (fact sheet §2.12):
// create a wishlist (the name is checked in the page first, with a Thai message at the field, §5)
// and the table's move popup (the clicked row's `row_id` added before it opens, §4.13).

/** `#create_new_wishlist form`: a form with the create button. */
export function isCreateForm(form: Element): boolean {
  return form.querySelector('[name="create_wishlist"]') !== null && form.querySelector('input[name="wishlist_name"]') !== null;
}

/** The create form's name field when it is empty (spaces alone count), else null. */
export function emptyNameField(form: Element): HTMLInputElement | null {
  const field = form.querySelector<HTMLInputElement>('input[name="wishlist_name"]');
  return field && field.value.trim() === '' ? field : null;
}

export const MOVE_POPUP_LINK = 'a[data-rel="prettyPhoto[move_to_another_wishlist]"]';

/**
 * The plugin's click handler on the table's move link: any earlier `input.row-id` goes, and one
 * with the row's `data-row-id` (the product id) is added to the popup's form. False when the link
 * is in no row (then the form would move nothing).
 */
export function setMoveRow(popup: Element, link: Element): boolean {
  const form = popup.querySelector('form');
  const row = link.closest('[data-row-id]')?.getAttribute('data-row-id');
  if (!form) return false;
  form.querySelectorAll('input.row-id').forEach((input) => input.remove());
  if (!row) return false;
  const input = popup.ownerDocument.createElement('input');
  input.type = 'hidden';
  input.name = 'row_id';
  input.className = 'row-id';
  input.value = row;
  form.append(input);
  return true;
}
