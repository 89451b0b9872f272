import type { CartCalls, CartResult } from '@talat/client';
import { atom, CONSTANTS, type ReadableAtom } from '@talat/core';
import { analyticsEvent, type AnalyticsEvent, type ProductSnapshot } from './analytics';
import type { FragmentCache, Fragments } from './fragment-cache';
import { createQuantitySync } from './quantity-sync';
import { createSerialQueue } from './serial-queue';

/** The page around the cart: everything the controller does to the DOM or the browser goes here. */
export interface CartPage {
  /** Replaces each element a fragment's selector names (through trustedHtml). */
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
}

export interface CartController {
  readonly $open: ReadableAtom<boolean>;
  /** §2.5: a quantity update is in flight (the body shows its loading state). */
  readonly $busy: ReadableAtom<boolean>;
  /** §2.5: the notice area, visible for 3000 ms. */
  readonly $notice: ReadableAtom<NoticeState>;
  /** Polite screen-reader text (the button's success_message, 1000 ms after an add). */
  readonly $announcement: ReadableAtom<string>;
  /** Intents not yet confirmed by the server, by cart item key. */
  readonly $pending: ReadableAtom<Readonly<Record<string, number>>>;
  /** Page load: cached fragments when valid (no request at all), else a refresh. */
  start(): void;
  open(): void;
  close(): void;
  add(data: Readonly<Record<string, string>>, context?: AddContext): Promise<AddOutcome>;
  /** The WooCommerce mini-cart's remove link; falls back to `href` when the call fails. */
  remove(cartItemKey: string, href: string | null, context?: AddContext): Promise<void>;
  /** A side-cart line's new quantity (0 removes it). */
  setQuantity(cartItemKey: string, quantity: number, context?: AddContext): void;
  /** get_refreshed_fragments; raises wc_fragments_ajax_error on failure. */
  refresh(): Promise<void>;
  /** Another script changed the cart and gave us its reply (added_to_cart from another plugin). */
  adopt(fragments: Fragments | undefined, cartHash: string | undefined, openDrawer: boolean): void;
  dispose(): void;
}

export function createCartController({ calls, cache, settings, page, now = Date.now }: CartControllerOptions): CartController {
  const $open = atom(false);
  const $busy = atom(false);
  const $notice = atom<NoticeState>(null);
  const $announcement = atom('');
  const queue = createSerialQueue();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshAbort: AbortController | undefined;
  /** Aborted by dispose(): calls still in flight end quietly and touch nothing. */
  const lifetime = new AbortController();
  const alive = () => !lifetime.signal.aborted;
  const options = { signal: lifetime.signal };
  /** Bumped by every cart mutation: a reply is shown only when no newer mutation was made since. */
  let mutations = 0;
  let quantityJobs = 0;
  /** Lines the shopper asked to remove, with what the removal events need to carry. */
  const removals = new Map<string, AddContext>();

  function later(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  /** §2.5: the success notice shows for 3000 ms; an error stays until the next change or close. */
  function showNotice(notice: NoticeState): void {
    clearTimeout(noticeTimer);
    $notice.set(notice);
    if (notice?.kind === 'success') noticeTimer = setTimeout(() => $notice.set(null), CONSTANTS.cart.noticeVisibleMs);
  }

  function mutate<T>(job: () => Promise<T>): { seq: number; done: Promise<T> } {
    const seq = ++mutations;
    return { seq, done: queue.enqueue(job) };
  }

  function show(result: CartResult): boolean {
    if (!result.fragments) return false;
    page.applyFragments(result.fragments);
    cache.save(result.fragments, result.cart_hash ?? '');
    page.emit('wc_fragments_loaded', []);
    return true;
  }

  /** §2.6 / §2.7: what the cart and checkout pages do after any cart change. */
  function afterCartChange(): void {
    if (settings.isCart) page.refreshCartPage();
    if (!settings.isCheckout) return;
    if (page.hasCheckoutForm()) page.emit('update_checkout', []);
    else page.reload();
  }

  function scheduleExpiry(expiresAt: number | undefined): void {
    clearTimeout(expiryTimer);
    if (expiresAt !== undefined) expiryTimer = setTimeout(() => void controller.refresh(), Math.max(0, expiresAt - now()));
  }

  const quantities = createQuantitySync(
    async (key, quantity, isLatest) => {
      const result = await calls.updateItemQuantity({ cart_key: key, new_qty: quantity, security: settings.updateQuantityNonce }, options);
      if (!alive()) return;
      if (!result.fragments) throw new Error('no fragments in the quantity reply');
      const removal = quantity === 0 ? removals.get(key) : undefined;
      if (removal) {
        removals.delete(key);
        page.emit('removed_from_cart', [result.fragments, result.cart_hash, removal.button]);
        if (removal.product) page.analytics('remove', analyticsEvent(removal.product, 0));
      }
      // A newer intent is queued: its reply will show the cart; this one would show an old number.
      if (!isLatest()) return;
      show(result);
      showNotice({ kind: 'success' });
      afterCartChange();
    },
    (job) => {
      quantityJobs++;
      $busy.set(true);
      let seq = 0;
      const mutation = mutate(() => job(() => seq === mutations));
      seq = mutation.seq;
      void mutation.done.then(
        () => undefined,
        () => {
          if (!alive()) return;
          showNotice({ kind: 'error', message: 'updateFailed' });
          // Whatever happened on the server, end showing what it holds.
          void controller.refresh();
        },
      ).finally(() => $busy.set(--quantityJobs > 0));
    },
  );

  const controller: CartController = {
    $open,
    $busy,
    $notice,
    $announcement,
    $pending: quantities.$pending,

    start() {
      const cached = cache.read();
      if (!cached.hit) {
        void controller.refresh();
        return;
      }
      page.applyFragments(cached.fragments);
      page.emit('wc_fragments_loaded', []);
      scheduleExpiry(cached.expiresAt);
    },

    open: () => $open.set(true),
    close() {
      $open.set(false);
      if ($notice.get()?.kind === 'error') $notice.set(null);
    },

    async add(data, { button, product } = {}) {
      page.emit('adding_to_cart', [button, data]);
      const { seq, done } = mutate(() => calls.addToCart(data, options));
      let result: CartResult;
      try {
        result = await done;
      } catch {
        result = {};
      }
      if (!alive()) return 'failed';
      if (result.error && result.product_url) {
        page.navigate(result.product_url);
        return 'navigated';
      }
      if (!result.error && result.fragments && settings.redirectAfterAdd === 'yes') {
        page.navigate(settings.cartUrl);
        return 'navigated';
      }
      if (result.error || !result.fragments) {
        // Shown where the shopper looks after an add: the side cart, with the cart as it is.
        $open.set(true);
        showNotice({ kind: 'error', message: 'addFailed' });
        void controller.refresh();
        return 'failed';
      }
      if (seq === mutations) show(result);
      else cache.save(result.fragments, result.cart_hash ?? '');
      page.emit('added_to_cart', [result.fragments, result.cart_hash, button]);
      $open.set(true);
      const message = data.success_message;
      if (message) later(() => $announcement.set(message), CONSTANTS.cart.addedMessageDelayMs);
      if (product) page.analytics('add', analyticsEvent(product, Number(data.quantity) || 1));
      afterCartChange();
      return 'added';
    },

    async remove(cartItemKey, href, { button, product } = {}) {
      const { seq, done } = mutate(() => calls.removeFromCart({ cart_item_key: cartItemKey }, options));
      let result: CartResult | undefined;
      try {
        result = await done;
      } catch {
        result = undefined;
      }
      if (!alive()) return;
      // §7: on a missing reply or an error, the browser follows the remove link's own address.
      if (!result?.fragments || result.success === false) {
        if (href) page.navigate(href);
        else void controller.refresh();
        return;
      }
      if (seq === mutations) show(result);
      page.emit('removed_from_cart', [result.fragments, result.cart_hash, button]);
      if (product) page.analytics('remove', analyticsEvent(product, 0));
      afterCartChange();
    },

    setQuantity(cartItemKey, quantity, context = {}) {
      if (quantity === 0) removals.set(cartItemKey, context);
      else removals.delete(cartItemKey);
      quantities.set(cartItemKey, quantity);
    },

    async refresh() {
      if (!alive()) return;
      refreshAbort?.abort();
      const abort = (refreshAbort = new AbortController());
      const seq = mutations;
      try {
        const result = await calls.getRefreshedFragments({ time: now() }, { signal: abort.signal });
        if (abort.signal.aborted) return;
        if (!result.fragments) throw new Error('no fragments in the refresh reply');
        // A mutation made meanwhile brings newer fragments; this reply would undo them.
        if (seq !== mutations || queue.size() > 0) return;
        page.applyFragments(result.fragments);
        cache.save(result.fragments, result.cart_hash ?? '');
        const cached = cache.read();
        scheduleExpiry(cached.hit ? cached.expiresAt : undefined);
        page.emit('wc_fragments_refreshed', []);
      } catch {
        if (!abort.signal.aborted) page.emit('wc_fragments_ajax_error', []);
      }
    },

    adopt(fragments, cartHash, openDrawer) {
      if (fragments) {
        page.applyFragments(fragments);
        cache.save(fragments, cartHash ?? '');
      }
      if (openDrawer) $open.set(true);
    },

    dispose() {
      lifetime.abort();
      refreshAbort?.abort();
      clearTimeout(noticeTimer);
      clearTimeout(expiryTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return controller;
}
