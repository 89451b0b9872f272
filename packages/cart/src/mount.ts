import { createCartCalls, createTransportContext, type CartCalls } from '@talat/client';
import {
  assignLocation,
  CONSTANTS,
  emitHostEvent,
  loadChunk,
  onChunkLoad,
  prefetchChunk,
  readCookie,
  readWidgetConfig,
  resolveLocale,
  safeStorage,
  type Locale,
  type MarkupDoor,
  type Unmount,
  type WidgetDefinition,
} from '@talat/core';
import { BASE_CSS, injectStyles } from '@talat/ui';
import { cartConfigSpec, type CartConfig } from './config';
import type { CartController, CartPage, CartState } from './controller/cart-types';
import { createCartState } from './controller/cart-state';
import { createFragmentCache } from './controller/fragment-cache';
import { followWithoutScript, listenForCartHits } from './dom/cart-targets';
import type { DelegationOptions } from './dom/delegation';
import { applyFragments, createFragmentApplier, type FocusKeeper } from './dom/fragments';
import { bindHostEvents } from './dom/host-bindings';
import { updateMiniCartVisibility } from './dom/mini-cart';
import { linesBelowMin, reflectPending, showQuantity } from './dom/quantity-inputs';
import { CART_CSS } from './view/styles';

type Interactive = typeof import('./interactive');

/** The page's cart: one per document, shared by every side-cart drawer on it. */
interface PageCart {
  cart: CartState;
  locale: Locale;
  opener: { current: HTMLElement | null };
  /** The interactive chunk's loader, for core's loadChunk/onChunkLoad. */
  load: () => Promise<Interactive>;
}

/**
 * The interactive chunk, loaded once for the page by core's loadChunk (at idle, or at the first
 * cart event). A failed load is forgotten so the next event asks again; Chromium keeps a failed
 * module import until the page reloads, and claimed links are then followed as without JavaScript.
 */
const importInteractive = () => import('./interactive');

const pageCarts = new WeakMap<Document, PageCart>();

export interface MountCartOptions {
  /** The client's cart calls; tests and stories may pass their own. */
  calls?: Pick<CartCalls, 'getRefreshedFragments' | 'updateItemQuantity' | 'addToCart' | 'removeFromCart'>;
  navigate?: (url: string) => void;
  reload?: () => void;
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
  /** How the markup door (the sanitiser chunk) is loaded (tests pass a slow or failing one). */
  loadMarkupDoor?: () => Promise<MarkupDoor>;
}

/**
 * Enhances a whole page (§2.4–§2.7): add-to-cart buttons, the mini-cart widget, the cached cart
 * fragments, the cart and checkout page rules. Returns nothing, leaving WooCommerce's plain links
 * and forms working, when the page lacks the cart config.
 */
export function mountCart(body: HTMLElement, options: MountCartOptions = {}): Unmount | undefined {
  const doc = body.ownerDocument;
  const win = doc.defaultView ?? window;
  if (pageCarts.has(doc)) return undefined;
  const result = readWidgetConfig(cartConfigSpec, body, doc);
  if (!result.ok) return undefined;
  const config: CartConfig = result.config;
  const locale = resolveLocale(config.locale, doc);

  // Only the cart family of the client: the other families stay out of this bundle.
  const calls =
    options.calls ??
    createCartCalls(createTransportContext({ ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: config.wcAjaxUrl, restRoot: '/wp-json/' }));
  const cache = createFragmentCache({
    session: safeStorage('session', win),
    local: safeStorage('local', win),
    cookieHash: () => readCookie('woocommerce_cart_hash', doc) ?? '',
    now: Date.now,
    hashKey: config.cartHashKey,
    fragmentName: config.fragmentName,
    lifetimeMs: CONSTANTS.cart.fragmentCacheLifetimeMs,
  });

  let ownEvents = 0;
  const emit = (name: string, args: unknown[]) => {
    ownEvents++;
    try {
      // jQuery listeners get `$button`, as from WooCommerce's add-to-cart.js.
      emitHostEvent(name, args, ($) => args.map((arg) => (arg instanceof Element ? $(arg) : arg)));
    } finally {
      ownEvents--;
    }
  };
  const load = options.loadInteractive ?? importInteractive;
  const interactive = () => loadChunk(load);
  let refresher: (() => void) | undefined;
  // §2.6 says refresh; when the chunk cannot load, a reload is the refresh that is left.
  const refreshCartPage = () =>
    void interactive().then(
      (chunk) => (refresher ??= chunk.createCartPageRefresher(doc, () => alive, () => emit('updated_wc_div', [])))(),
      () => alive && page.reload(),
    );

  // Only http(s): a product_url from a compromised reply must not run script (javascript:).
  const navigate = options.navigate ?? ((url: string) => void assignLocation(win, url));
  let alive = true;
  /** Set once the interactive chunk is in: only a shopper who acted can have focus in a fragment. */
  let keepFocus: FocusKeeper | undefined;
  const fragmentApplier = createFragmentApplier(
    doc,
    (door, fragments) => {
      applyFragments(door, doc, fragments, keepFocus);
      reflectPending(doc, cart.$pending.get());
    },
    options.loadMarkupDoor,
  );
  /**
   * Our events in the order they happen, each after the fragments handed in before it, so a
   * listener sees the markup they announce (decision 70). `adding_to_cart` goes at once: it comes
   * before the request, and WooCommerce's listeners may still change what is sent.
   */
  const emitInOrder = (name: string, args: unknown[]) =>
    name === 'adding_to_cart' ? emit(name, args) : fragmentApplier.afterApplied(() => emit(name, args));
  const page: CartPage = {
    applyFragments: (fragments) => fragmentApplier.apply(fragments),
    navigate,
    reload: options.reload ?? (() => win.location.reload()),
    emit: emitInOrder,
    refreshCartPage,
    hasCheckoutForm: () => doc.querySelector('form.checkout') !== null,
    // Only changes report analytics, and they come with the interactive chunk.
    analytics: (kind, event) => void interactive().then((chunk) => alive && chunk.reportCartAnalytics(win, emitInOrder, kind, event)),
  };
  // The state half now; the changes half comes with the interactive chunk (docs/decisions.md
  // "Deferred cart"). `changes()` resolves to the whole controller.
  const { state: cart, kit } = createCartState({
    calls,
    cache,
    page,
    settings: {
      redirectAfterAdd: config.redirectAfterAdd,
      cartUrl: config.cartUrl,
      isCart: config.isCart,
      isCheckout: config.isCheckout,
      updateQuantityNonce: config.updateQuantityNonce,
    },
  });
  let controller: CartController | undefined;
  let announcer: { say(text: string): void; remove(): void } | undefined;
  const changes = () =>
    interactive().then((chunk) => {
      if (!alive) throw new Error('[Talat] cart: unmounted');
      if (!controller) {
        const whole = { ...cart, ...chunk.createCartChanges(kit) };
        const say = chunk.cartTranslator(locale, doc);
        keepFocus = chunk.keepFocusAcross;
        delegation.viewCartLabel = config.viewCartLabel ?? say('viewCart');
        // Announcements follow changes (an add's success_message, a failed update), so the live
        // region comes with them. Made last, so a throw above cannot leave a second one behind.
        const region = (announcer = chunk.createAnnouncer(doc));
        stops.push(
          cart.$announcement.listen((text) => text && region.say(text)),
          // The open drawer's own role="alert" speaks errors; otherwise (closed, or no side cart) the live region does.
          cart.$notice.listen(
            (notice) => notice?.kind === 'error' && !(cart.$open.get() && doc.querySelector('.talat-cart-error')) && region.say(say(notice.message)),
          ),
        );
        controller = whole;
      }
      return controller;
    });
  const opener = { current: null as HTMLElement | null };
  pageCarts.set(doc, { cart, locale, opener, load });

  const delegation: DelegationOptions = {
    cartUrl: config.cartUrl,
    isCart: config.isCart,
    // The plugin's label, or the catalogue's once the interactive chunk is in (see `changes`).
    viewCartLabel: config.viewCartLabel ?? '',
    buttonUpdated: (button) => emitInOrder('wc_cart_button_updated', [button]),
    setOpener: (element) => (opener.current = element),
  };
  injectStyles('base', BASE_CSS, doc);
  injectStyles('cart', CART_CSS, doc);
  const stops = [
    fragmentApplier.stop,
    listenForCartHits(doc, (hit) =>
      Promise.all([interactive(), changes()]).then(
        ([chunk, whole]) => alive && chunk.performCartHit(whole, delegation, hit),
        () => alive && followWithoutScript(hit, navigate),
      ),
    ),
    bindHostEvents(doc, cart, { cache, isOwnEvent: () => ownEvents > 0, isCart: config.isCart, refreshCartPage }),
    cart.$open.listen((open) => {
      // After an add, focus goes back to the button that was clicked.
      if (open && !opener.current) opener.current = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      if (!open) setTimeout(() => (opener.current = null));
    }),
  ];

  cart.start();
  const belowMin = linesBelowMin(doc);
  for (const { input, min } of belowMin) showQuantity(input, min);
  if (belowMin.length > 0) void changes().then((whole) => belowMin.forEach(({ key, min }) => alive && whole.setQuantity(key, min)), () => undefined);
  updateMiniCartVisibility(doc);
  // Fetched while the page is idle, so the first click does not wait for it. After an unmount
  // `changes()` refuses to set anything up, so the prefetch needs no cancelling.
  prefetchChunk(win, load, () => void changes().catch(() => undefined));

  return () => {
    alive = false;
    stops.forEach((stop) => stop());
    cart.dispose();
    announcer?.remove();
    pageCarts.delete(doc);
  };
}

/**
 * Enhances one side-cart drawer the plugin printed (`.taiowc-wrap`): the modal drawer over the
 * server's markup. Needs the page's cart (mounted first, on <body>).
 */
export function mountSideCart(wrap: HTMLElement): Unmount | undefined {
  const pageCart = pageCarts.get(wrap.ownerDocument);
  const drawer = wrap.querySelector<HTMLElement>('.taiowc-cart-model');
  if (!pageCart || !drawer) return undefined;
  const { cart, locale, opener, load } = pageCart;
  const doc = wrap.ownerDocument;

  const container = doc.createElement('div');
  container.className = 'talat-cart-status';
  // Under the drawer's header, where an error is seen at once (the footer may be stuck to the bottom).
  const header = drawer.querySelector('.taiowc-cart-model-header');
  if (header) header.after(container);
  else drawer.prepend(container);
  let unmount: (() => void) | undefined;
  let mounted = true;
  const render = () =>
    void loadChunk(load).then(
      (chunk) => {
        if (mounted && !unmount) {
          unmount = chunk.enhanceSideCart(container, { cart, wrap, drawer, locale, opener: () => opener.current });
        }
      },
      () => undefined,
    );
  render();
  // After a failed load, whichever later event loads the chunk brings the drawer up too.
  const stopRetry = onChunkLoad(load, render);
  // The icon says what it opens from the start, before the chunk brings the rest.
  const icon = wrap.querySelector('a.taiowc-content');
  icon?.setAttribute('aria-haspopup', 'dialog');
  icon?.setAttribute('aria-expanded', 'false');
  return () => {
    mounted = false;
    stopRetry();
    unmount?.();
    container.remove();
    cart.close();
  };
}

export const cartWidget: WidgetDefinition = {
  name: 'cart',
  selector: 'body',
  mount: (body) => mountCart(body),
};

export const sideCartWidget: WidgetDefinition = {
  name: 'side-cart',
  selector: '.taiowc-wrap',
  mount: (wrap) => mountSideCart(wrap),
};
