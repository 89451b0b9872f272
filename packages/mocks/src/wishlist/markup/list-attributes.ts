import { attrs } from '../../markup/attrs';
import type { WishlistView } from './wishlist-view';

/**
 * The five data attributes every layout's list element carries (§2.6): what the script reads for
 * remove, quantity, sort and move (`data-id` numeric, `data-token` the token).
 */
export function listDataAttributes(view: WishlistView): string {
  return attrs([
    ['data-pagination', view.pagination],
    ['data-per-page', view.perPage],
    ['data-page', view.currentPage],
    ['data-id', view.wishlist ? view.wishlist.id : ''],
    ['data-token', view.wishlist ? view.wishlist.token : ''],
  ]);
}
