import type { WishlistViewRequest } from '@talat/mocks';

/**
 * The demo wishlist page's query switches (docs/decisions-pending-layouts.md), what the
 * `[yith_wcwl_wishlist]` shortcode's attributes would set on a real page:
 * - `?layout=images`: the premium images grid (research §2.8);
 * - `?per_page=N`: pagination on, N items a page (the seed's five items need N < 5 for page links);
 * - `?paged=N`: the page WordPress's `paged` query var names, which the plugin's page links carry.
 * - `?move=popup`: the table's move control as the link to the move popup (docs/decisions-pending-popups.md).
 * Fragment reloads keep them: they travel in the form's `data-fragment-options`.
 */
export function wishlistViewSwitches(query: URLSearchParams | undefined): WishlistViewRequest {
  if (!query) return {};
  const perPage = Number.parseInt(query.get('per_page') ?? '', 10);
  const paged = Number.parseInt(query.get('paged') ?? '', 10);
  return {
    ...(query.get('layout') === 'images' ? { layout: 'images' as const } : {}),
    ...(perPage > 0 ? { pagination: 'yes' as const, perPage } : {}),
    ...(paged > 0 ? { currentPage: paged } : {}),
    ...(query.get('move') === 'popup' ? { moveType: 'popup' as const } : {}),
  };
}
