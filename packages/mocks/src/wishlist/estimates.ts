import { isEmail } from '../contact-form/formats';
import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';
import { WISHLIST_LABELS as L } from './labels';
import { isWishlistOwner } from './permissions';
import type { WishlistItem } from './types';
import { findWishlist } from './wishlist-state';

// ask_an_estimate (premium): the owner of a list asks the shop for a price. A guest must give a
// reply address (every visitor here is a guest, §6). What would have been mailed is kept, so a
// test or the demo's inbox can check the server received exactly what was typed.

export interface EstimateRequest {
  readonly wishlistToken: string;
  readonly replyEmail: string;
  readonly additionalNotes: string;
  /** Every other field of the popup form, as sent (the shop defines no extra fields). */
  readonly fields: Readonly<Record<string, string>>;
  readonly items: readonly Pick<WishlistItem, 'productId' | 'quantity'>[];
}

const requests = defineShopState((): EstimateRequest[] => []);

/** Estimate requests that would have been mailed, oldest first. */
export function estimateRequests(shop: FakeShop): readonly EstimateRequest[] {
  return requests(shop);
}

export type AskEstimateOutcome =
  | { readonly sent: true; readonly request: EstimateRequest }
  /** 'list': unknown list or not the visitor's; 'email': a guest without a usable reply address. */
  | { readonly sent: false; readonly reason: 'list' | 'email'; readonly message: string };

/** Fields the handler reads itself; the rest are the form's extra fields. */
const OWN_FIELDS = new Set(['action', 'nonce', 'context', 'ask_an_estimate', 'reply_email', 'additional_notes']);

/** `fields`: the form as posted ($_POST). */
export function askForEstimate(shop: FakeShop, sessionId: string, fields: Readonly<Record<string, string>>): AskEstimateOutcome {
  const token = fields.ask_an_estimate ?? '';
  const wishlist = token === '' || token === 'false' ? undefined : findWishlist(shop, token);
  if (!wishlist || !isWishlistOwner(wishlist, sessionId)) return { sent: false, reason: 'list', message: L.requestError };
  // sanitize_email() empties an address it cannot read; the contact form's rule is close enough.
  const replyEmail = (fields.reply_email ?? '').trim();
  if (!isEmail(replyEmail)) return { sent: false, reason: 'email', message: L.estimateNeedsEmail };
  const request: EstimateRequest = {
    wishlistToken: wishlist.token,
    replyEmail,
    additionalNotes: (fields.additional_notes ?? '').trim(),
    fields: Object.fromEntries(Object.entries(fields).filter(([name]) => !OWN_FIELDS.has(name))),
    items: wishlist.items.map(({ productId, quantity }) => ({ productId, quantity })),
  };
  requests(shop).push(request);
  return { sent: true, request };
}
