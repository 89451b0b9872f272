import type { AddToWishlistParams, AddToWishlistResult, UserWishlist, WishlistFragments } from '@talat/client';
import { atom, type ReadableAtom } from '@talat/core';
import { addSucceeded, newWishlistNameMissing } from './rules';

/** One add as the page asks for it (a click on `.add_to_wishlist`, or the popup's submit). */
export interface AddRequest {
  productId: string;
  productType?: string;
  /** A dropdown item's or the popup's target; 'new' creates one from `name` (§5). */
  wishlistId?: string;
  name?: string;
  visibility?: string;
}

export type AddOutcome =
  /** `message` is the server's, which may be markup: the view shows it as text. */
  | { kind: 'added'; result: string; message: string; fragments?: Record<string, string>; wishlists?: UserWishlist[] }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid-name' }
  | { kind: 'no-cookies' }
  | { kind: 'busy' };

export interface AdderOptions {
  addToWishlist(params: Omit<AddToWishlistParams, 'nonce'>): Promise<AddToWishlistResult>;
  /** The fragments to refresh for a product (dom/fragments.ts `collectFragments`). */
  fragmentsFor(productId: string): WishlistFragments | undefined;
  cookiesEnabled(): boolean;
  /** Our own words for a failure the server did not explain (§8: "a clear message in Thai"). */
  failedMessage: string;
}

export interface Adder {
  /** Products whose add is on its way (their buttons show busy and take no second click). */
  readonly $adding: ReadableAtom<ReadonlySet<string>>;
  add(request: AddRequest): Promise<AddOutcome>;
}

/**
 * §7 add_to_wishlist with the rules of §4 and §5: cookies first (nothing is sent without them),
 * a 'new' wishlist needs its name, one add per product at a time. What the page then does with the
 * outcome (fragments, the button, feedback) is the caller's (dom/add-button.ts).
 */
export function createAdder({ addToWishlist, fragmentsFor, cookiesEnabled, failedMessage }: AdderOptions): Adder {
  const $adding = atom<ReadonlySet<string>>(new Set());
  const mark = (productId: string, on: boolean) => {
    const next = new Set($adding.get());
    if (on) next.add(productId);
    else next.delete(productId);
    $adding.set(next);
  };

  return {
    $adding,
    async add({ productId, productType, wishlistId, name, visibility }) {
      if ($adding.get().has(productId)) return { kind: 'busy' };
      if (!cookiesEnabled()) return { kind: 'no-cookies' };
      if (wishlistId !== undefined && newWishlistNameMissing(wishlistId, name ?? '')) return { kind: 'invalid-name' };
      mark(productId, true);
      try {
        const params: Omit<AddToWishlistParams, 'nonce'> = {
          add_to_wishlist: productId,
          product_type: productType ?? '',
          // A button without data-wishlist-id sends none, as YITH's script (decision 497).
          ...(wishlistId !== undefined ? { wishlist_id: wishlistId } : {}),
          ...(name !== undefined ? { wishlist_name: name } : {}),
          ...(visibility !== undefined ? { wishlist_visibility: visibility } : {}),
        };
        const fragments = fragmentsFor(productId);
        const reply = await addToWishlist(fragments ? { ...params, fragments } : params);
        const message = reply.message?.trim() || '';
        if (!addSucceeded(reply.result)) return { kind: 'refused', message: message || failedMessage };
        return {
          kind: 'added',
          result: reply.result!,
          message,
          ...(reply.fragments ? { fragments: reply.fragments } : {}),
          ...(reply.user_wishlists ? { wishlists: reply.user_wishlists } : {}),
        };
      } catch {
        return { kind: 'refused', message: failedMessage };
      } finally {
        mark(productId, false);
      }
    },
  };
}
