import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';
import type { WishlistView } from './wishlist-view';

// paginate_links( show_all ) on the list's URL with `?paged=N`, as the shortcode builds
// `page_links`; '' when everything fits on one page. Where the view's per_page or layout are not
// the shop's (the demo page's switches stand in for a shortcode's attributes), the links carry
// them, as paginate_links' add_args would, so page 2 is the same view.

function viewArgs(view: WishlistView): string {
  const args = new URLSearchParams();
  if (view.perPage !== view.shop.settings.wishlist.perPage || view.pagination !== view.shop.settings.wishlist.pagination) {
    args.set('per_page', String(view.perPage));
  }
  if (view.layout) args.set('layout', view.layout);
  const text = args.toString();
  return text ? `&${text}` : '';
}

export function pageLinks(view: WishlistView): string {
  if (view.pages <= 1 || !view.wishlist) return '';
  const base = view.links.view(view.wishlist);
  const extra = viewArgs(view);
  const href = (page: number) => `${base}?paged=${page}${extra}`;
  const parts: string[] = [];
  if (view.currentPage > 1) {
    parts.push(`<a${attrs([['class', 'prev page-numbers'], ['href', href(view.currentPage - 1)]])}>${esc(L.previousPage)}</a>`);
  }
  for (let page = 1; page <= view.pages; page++) {
    parts.push(
      page === view.currentPage
        ? `<span aria-current="page" class="page-numbers current">${page}</span>`
        : `<a${attrs([['class', 'page-numbers'], ['href', href(page)]])}>${page}</a>`,
    );
  }
  if (view.currentPage < view.pages) {
    parts.push(`<a${attrs([['class', 'next page-numbers'], ['href', href(view.currentPage + 1)]])}>${esc(L.nextPage)}</a>`);
  }
  return parts.join('\n');
}
