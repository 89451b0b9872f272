import {
  addCartNotice,
  CREATE_NONCE,
  CREATE_NONCE_NAME,
  createNamedWishlist,
  createWishlistUrl,
  findWishlist,
  moveWishlistItem,
  WISHLIST_CREATED,
  WISHLIST_LABELS,
  wishlistLinks,
  wishlistNonce,
  wishlistTitle,
  type FakeShop,
} from '@talat/mocks';
import type { PageRequest, PageResponse } from '../routes';

/**
 * The plain POSTs of the premium popups (fact sheet §2.12), as the plugin's form handlers answer
 * them: a notice, then a redirect, so a reload repeats nothing.
 * - Create (`YITH_WCWL_Form_Handler_Premium::create_wishlist`): `create_wishlist`, `wishlist_name`,
 *   `wishlist_visibility` to `{page}create/`; the new list's page, or the wishlist page with the error.
 * - Move, the table popup (`…::move_to_another_wishlist`): `?move_to_another_wishlist={token}` and
 *   its nonce in the URL, `row_id` (the product) and `new_wishlist_id` (a numeric id) in the body;
 *   back to the origin list, its move control still the popup link.
 * Null for any other request.
 */
export function wishlistFormPost(shop: FakeShop, request: PageRequest): PageResponse | null {
  const { url, sessionId, form } = request;
  if (request.method !== 'POST' || !form) return null;
  const links = wishlistLinks(shop.settings);
  if (url.pathname === new URL(createWishlistUrl(links), url).pathname && form.has('create_wishlist')) {
    if (form.get(CREATE_NONCE_NAME) !== CREATE_NONCE) return { status: 302, location: links.page };
    const created = createNamedWishlist(shop, { sessionId, name: form.get('wishlist_name') ?? undefined, visibility: form.get('wishlist_visibility') ?? undefined, now: Date.now() });
    if ('error' in created) {
      addCartNotice(shop, sessionId, { type: 'error', text: created.error });
      return { status: 302, location: links.page };
    }
    addCartNotice(shop, sessionId, { type: 'success', text: WISHLIST_CREATED });
    return { status: 302, location: links.view(created.wishlist) };
  }
  const origin = url.searchParams.get('move_to_another_wishlist');
  if (origin !== null) {
    const back = `${links.view({ token: origin })}?move=popup`;
    if (url.searchParams.get('move_to_another_wishlist_nonce') !== wishlistNonce(shop, 'move_to_another_wishlist')) return { status: 302, location: back };
    const destination = findWishlist(shop, form.get('new_wishlist_id') ?? '');
    const outcome = moveWishlistItem(shop, {
      sessionId,
      originToken: origin,
      destinationToken: destination?.token ?? '',
      productId: form.get('row_id') ?? '',
      now: Date.now(),
    });
    addCartNotice(shop, sessionId, outcome.moved && outcome.destination
      ? { type: 'success', text: WISHLIST_LABELS.movedTo(wishlistTitle(shop.settings, outcome.destination)) }
      : { type: 'error', text: WISHLIST_LABELS.requestError });
    return { status: 302, location: back };
  }
  return null;
}
