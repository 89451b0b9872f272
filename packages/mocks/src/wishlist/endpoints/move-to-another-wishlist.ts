import { sanitizeTextField } from '../../endpoints/php-values';
import { defineAjaxAction } from '../../router/registry';
import type { WpRequest } from '../../router/wp-request';
import type { FragmentsParam } from '../fragments';
import { WISHLIST_LABELS as L } from '../labels';
import { moveWishlistItem } from '../move-item';
import { verifyWishlistNonce } from '../nonces';
import { userWishlists } from '../user-wishlists';
import { wishlistTitle } from '../wishlist-name';
import { bodyField } from './post-fields';
import { fragmentsFromJson, requestFragments } from './read-fragments';
import { fragmentsFor, requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: move_to_another_wishlist (premium). The plugin reads $_POST, which jQuery fills with
// a form body; §7 and @talat/client send JSON (the action also in the query). The fake reads the
// JSON body when there is one and $_POST otherwise, so both answer alike (the real plugin would
// refuse the JSON call: docs/decisions.md). Reply:
// `{ result, fragments, user_wishlists, message }`, message '' when nothing moved;
// `{ result: false }` alone for a refused nonce.

interface MoveFields {
  field(name: string): string | undefined;
  readonly fragments: FragmentsParam | undefined;
}

function jsonScalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '';
  return undefined;
}

function moveFields(request: WpRequest): MoveFields {
  const json = request.json;
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const body = json as Record<string, unknown>;
    return { field: (name) => jsonScalar(body[name]), fragments: fragmentsFromJson(body.fragments) };
  }
  return { field: (name) => bodyField(request, name), fragments: requestFragments(request, 'request') };
}

export const moveToAnotherWishlist = defineAjaxAction('move_to_another_wishlist', (request, shop) => {
  const fields = moveFields(request);
  if (!verifyWishlistNonce(shop, 'move_to_another_wishlist', fields.field('nonce'))) return wishlistJson({ result: false });
  const sessionId = requestSessionId(request);
  const outcome = moveWishlistItem(shop, {
    sessionId,
    originToken: sanitizeTextField(fields.field('wishlist_token')),
    destinationToken: sanitizeTextField(fields.field('destination_wishlist_token')),
    productId: fields.field('item_id') ?? '',
    wishlistName: fields.field('wishlist_name'),
    wishlistVisibility: fields.field('wishlist_visibility'),
    now: Date.now(),
  });
  const destination = outcome.moved && outcome.destination ? wishlistTitle(shop.settings, outcome.destination) : undefined;
  return wishlistJson({
    result: outcome.moved,
    fragments: fragmentsFor(shop, request, fields.fragments),
    user_wishlists: userWishlists(shop, sessionId, outcome.productId, outcome.origin),
    message: destination === undefined ? '' : L.movedTo(destination),
  });
});
