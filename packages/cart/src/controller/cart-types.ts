import type { CartCalls } from '@talat/client';
import type { ReadableAtom } from '@talat/core';
import type { AnalyticsEvent, ProductSnapshot } from './analytics';
import type { CacheRead, FragmentCache, Fragments } from './fragment-cache';

// The cart controller's types, shared by its two halves, cart-display.ts and cart-changes.ts, which
// cart-controller.ts puts together (in the script-tag build, in the cart's lazily loaded chunk).

/** The page around the cart: everything the controller does to the DOM or the browser goes here. */
export interface CartPage {
  /** Replaces each element a fragment's selector names (through core's markup door). */
  applyFragments(fragments: Fragments): void;
  navigate(url: string): void;
  reload(): void;
  /** Raises a WooCommerce body event; `button` travels as `$button` to jQuery listeners. */
  emit(name: string, args: unknown[]): void;
  /** §2.6: re-reads the cart table and totals of the cart page. */
  refreshCartPage(): void;
  /** §2.7: whether the checkout page holds its form. */
  hasCheckoutForm(): boolean;
  analytics(kind: 'add' | 'remove', event: AnalyticsEvent): void;
  /**
   * What another script set on WooCommerce's `wc_add_to_cart_params.cart_redirect_after_add` for
   * the add in progress (YITH's wishlist sets 'no' for its own), read when the reply comes, as
   * add-to-cart.js reads it; undefined when nothing did, and the setting applies.
   */
  redirectAfterAdd?(): 'yes' | 'no' | undefined;
}

export interface CartSettings {
  /** §9 Cart 'redirect-after-add-to-cart'. */
  redirectAfterAdd: string;
  cartUrl: string;
  isCart: boolean;
  isCheckout: boolean;
  /** The side cart's `security` nonce for taiowc_update_item_quantity. */
  updateQuantityNonce: string;
}

export type CartCallsUsed = Pick<CartCalls, 'getRefreshedFragments' | 'updateItemQuantity' | 'addToCart' | 'removeFromCart'>;

export interface CartControllerOptions {
  calls: CartCallsUsed;
  cache: FragmentCache;
  settings: CartSettings;
  page: CartPage;
  now?: () => number;
}

export type NoticeState = null | { kind: 'success' } | { kind: 'error'; message: 'addFailed' | 'updateFailed' };

/** What happened to one click on an add-to-cart button; the button's classes follow from it. */
export type AddOutcome = 'added' | 'navigated' | 'failed';

export interface AddContext {
  /** The clicked element, passed on in the WooCommerce events. */
  button?: unknown;
  product?: ProductSnapshot;
  /** For a removal: how many the line held (the analytics event's quantity). */
  quantity?: number;
}

/** The half of the controller that keeps what the page shows current: stores, the cache, refreshes, other scripts' changes. */
export interface CartDisplay {
  readonly $open: ReadableAtom<boolean>;
  /** §2.5: a quantity update is in flight (the body shows its loading state). */
  readonly $busy: ReadableAtom<boolean>;
  /** §2.5: the notice area, visible for 3000 ms. */
  readonly $notice: ReadableAtom<NoticeState>;
  /** Polite screen-reader text (the button's success_message, 1000 ms after an add). */
  readonly $announcement: ReadableAtom<string>;
  /** Intents not yet confirmed by the server, by cart item key. */
  readonly $pending: ReadableAtom<Readonly<Record<string, number>>>;
  /**
   * Page load: cached fragments when valid (no request at all), else a refresh. `shownAtBoot` is
   * what the first load already read and showed from the cache; only its expiry is left to time.
   */
  start(shownAtBoot?: CacheRead): void;
  open(): void;
  close(): void;
  /** get_refreshed_fragments; raises wc_fragments_ajax_error on failure. */
  refresh(): Promise<void>;
  /** Another script changed the cart and gave us its reply (added_to_cart from another plugin). */
  adopt(fragments: Fragments | undefined, cartHash: string | undefined, openDrawer: boolean): void;
  dispose(): void;
}

/** The half that changes the cart: adds, removals, quantities. */
export interface CartChanges {
  add(data: Readonly<Record<string, string>>, context?: AddContext): Promise<AddOutcome>;
  /** The WooCommerce mini-cart's remove link; falls back to `href` when the call fails. */
  remove(cartItemKey: string, href: string | null, context?: AddContext): Promise<void>;
  /** A side-cart line's new quantity (0 removes it). */
  setQuantity(cartItemKey: string, quantity: number, context?: AddContext): void;
}

export type CartController = CartDisplay & CartChanges;
