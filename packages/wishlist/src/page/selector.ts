/**
 * Where the plugin printed its wishlist (the view, or the manage table), or a remove link of its
 * add button or widget: the page behaviour's chunk is loaded only where this matches.
 */
export const WISHLIST_PAGE = '.yith-wcwl-form, .wishlist_table, a.delete_item, a.remove_from_all_wishlists';
