// How one get_products call changes the visitor's list (product.php setId_cookie; research §4).
// Pure: the endpoints read the list from the cookie, apply this, and write the cookie back.

/** 'refresh' is what the script sends on page start; anything else is an id already intval'ed. */
export type CompareTarget = number | 'refresh';

export interface CompareChange {
  /**
   * The list the reply is built from. `false` is the plugin's placeholder after the last product is
   * removed (array_push($previousCookie, false)): the list is not "empty", so the reply is a table
   * and footer without products rather than {no_product: 1}.
   */
  readonly ids: ReadonlyArray<number | false>;
  /** The add was refused because the list is full: the reply carries product_limit. */
  readonly limit: boolean;
  /** Whether the cookie is written (setcookie) with `ids`. */
  readonly write: boolean;
}

/**
 * Pre-rename release (th_get_compare_product). 'add' and 'refresh' share a branch: with a non-empty
 * list, a product already in it, a full list, or 'refresh' leave it unchanged, and a full list
 * flags product_limit whenever add_remove is 'add' — so the page-start refresh of a full list
 * reports the limit too. Anything else removes the id.
 */
export function changeCompareList(previous: readonly number[], id: CompareTarget, addRemove: string, limit: number): CompareChange {
  if (addRemove === 'add' || id === 'refresh') {
    if (previous.length === 0) return { ids: id === 'refresh' ? [] : [id], limit: false, write: true };
    const full = previous.length > limit - 1;
    if (previous.includes(id as number) || full || id === 'refresh') {
      return { ids: previous, limit: full && addRemove === 'add', write: false };
    }
    return { ids: [id, ...previous], limit: false, write: true };
  }
  if (!previous.includes(id as number)) return { ids: previous, limit: false, write: true };
  const left = previous.filter((each) => each !== id);
  return { ids: left.length === 0 ? [false] : left, limit: false, write: true };
}

/**
 * Renamed release (tpcp_get_compare_product, research §4 "HEAD"): a full list refuses an add
 * (never a refresh), a present id is not added twice, and removing leaves a truly empty list.
 */
export function changeCompareListRenamed(previous: readonly number[], id: CompareTarget, addRemove: string, limit: number): CompareChange {
  if (addRemove === 'add' || addRemove === 'single_page' || id === 'refresh') {
    if (previous.length === 0) return { ids: id === 'refresh' ? [] : [id], limit: false, write: true };
    if (previous.length >= limit && id !== 'refresh') return { ids: previous, limit: true, write: false };
    const ids = id !== 'refresh' && !previous.includes(id) ? [id, ...previous] : previous;
    return { ids, limit: false, write: true };
  }
  return { ids: previous.filter((each) => each !== id), limit: false, write: true };
}
