import type { WishlistConfig } from '../config';

// The wishlist's rules of SPEC §4 "Wishlist add button" and §5 "Wishlist", as plain functions.

/** §4: a reply of 'true' or 'exists' means the product is in a wishlist now. */
export function addSucceeded(result: string | undefined): boolean {
  return result === 'true' || result === 'exists';
}

/** §4: after such an add the add button goes, unless multi-wishlist is on and the button is not hidden. */
export function removesAddButton(config: Pick<WishlistConfig, 'multiWishlist' | 'hideAddButton'>): boolean {
  return !config.multiWishlist || config.hideAddButton;
}

/**
 * §8 popup feedback: success (check) or error (triangle). The plugin drew the triangle only for
 * 'error'; a refused nonce (`result: false`) or a reply without a result is a failure too, and the
 * shopper is told so (docs/decisions.md).
 */
export function feedbackKind(result: string | undefined): 'success' | 'error' {
  return addSucceeded(result) ? 'success' : 'error';
}

/** §5: a 'new' target wishlist needs a name; without one the field is invalid and nothing is sent. */
export function newWishlistNameMissing(target: string, name: string): boolean {
  return target === 'new' && name.trim() === '';
}

/** §5: a title must not be empty (spaces alone count as empty). */
export function titleValid(title: string): boolean {
  return title.trim() !== '';
}

export interface MoveRequest {
  sourceToken: string;
  destinationToken: string;
  itemId: string;
}

/** §5: a move needs a source token, a destination token and an item id, none of them empty. */
export function moveReady(move: Partial<MoveRequest>): move is MoveRequest {
  return [move.sourceToken, move.destinationToken, move.itemId].every((value) => typeof value === 'string' && value.trim() !== '');
}

/** §5 / §8: adding needs cookies. The plugin's own test: the flag, else a cookie written and read back. */
export function cookiesEnabled(doc: Document): boolean {
  if (doc.defaultView?.navigator.cookieEnabled) return true;
  doc.cookie = 'cookietest=1';
  const enabled = doc.cookie.includes('cookietest=');
  doc.cookie = 'cookietest=1; expires=Thu, 01-Jan-1970 00:00:01 GMT';
  return enabled;
}
