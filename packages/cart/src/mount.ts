// The cart's first load (DESIGN.md "Three layers on every page"): no framework and no network
// code. It shows the cached fragments (§4 "Cached cart fragments": no request), claims every cart
// click and WooCommerce event, and starts the session in the lazily loaded chunk when the shopper
// is about to use the cart (core's prefetchOnIntent), at the first claimed event, or at once when
// the cache is stale and the cart must be asked (docs/decisions.md 503-504).
import {
  assignLocation,
  chunkRequested,
  CONSTANTS,
  emitHostEvent,
  injectStyles,
  loadChunk,
  loadMarkupDoor,
  onChunkLoad,
  prefetchOnIntent,
  readCookie,
  readWidgetConfig,
  resolveLocale,
  safeStorage,
  type MarkupDoor,
  type Unmount,
  type WidgetDefinition,
} from '@talat/core';
import type { CartBoot } from './cart-boot';
import type { CartSession } from './cart-session';
import { cartConfigSpec } from './config';
import type { CartCallsUsed } from './controller/cart-types';
import { createFragmentCache, type CacheRead } from './controller/fragment-cache';
import { ADD_BUTTON, followWithoutScript, listenForCartHits } from './dom/cart-targets';
import { applyFragments } from './dom/fragments';
import { claimEarlyHostEvents, type EarlyEvent } from './dom/early-host-events';
import { updateMiniCartVisibility } from './dom/mini-cart';
import { linesBelowMin, showQuantity } from './dom/quantity-inputs';
import { CART_CSS } from './view/styles';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

/**
 * The chunk, loaded once for the page by core's loadChunk. A failed load is forgotten so the next
 * event asks again; Chromium keeps a failed module import until the page reloads, and claimed
 * links are then followed as without JavaScript.
 */
const importInteractive = () => import('./interactive');

/** The page's cart: one per document, shared by every side-cart drawer on it. */
interface PageCart {
  boot: CartBoot;
  /** The session, started once; rejects while the chunk cannot load. */
  session(): Promise<CartSession>;
  load: () => Promise<Interactive>;
}

const pageCarts = new WeakMap<Document, PageCart>();

/**
 * Where the pointer, a finger or focus says the shopper is about to use the cart: a product card,
 * an add button, the single product's form, the side cart, the mini-cart widget, the cart page's
 * form (decision 503).
 */
const CART_ZONES = [
  'li.product',
  '.wc-block-grid__product',
  ADD_BUTTON,
  'form.cart',
  '.taiowc-wrap',
  '.widget_shopping_cart',
  '.woocommerce-cart-form',
  '.remove_from_cart_button',
].join(', ');

/**
 * Nothing in this browser's cart to be stale (decision 504): no fragments stored and no cart-hash
 * cookie, so WooCommerce has never made a cart here and the page as printed shows it (empty). A
 * full-page cache serves such a visitor the same empty cart, and WooCommerce sets the cookie with
 * the first add.
 */
const noCartYet = (read: CacheRead, cookieHash: string) => !read.hit && read.miss === 'empty' && cookieHash === '';

export interface MountCartOptions {
  /** The client's cart calls; tests and stories may pass their own. */
  calls?: CartCallsUsed;
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
  const config = result.config;
  let alive = true;

  const cookieHash = () => readCookie('woocommerce_cart_hash', doc) ?? '';
  const cache = createFragmentCache({
    session: safeStorage('session', win),
    local: safeStorage('local', win),
    cookieHash,
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
  // With cached fragments to show, the cart asks for the markup door now, and they wait for it
  // (unsanitised markup is never shown); otherwise the door comes with the session, before its
  // first reply.
  const loadDoor = options.loadMarkupDoor ?? (() => loadMarkupDoor(doc));
  const cachedAtBoot = cache.read();
  const nothingInCart = noCartYet(cachedAtBoot, cookieHash());
  let door: Promise<MarkupDoor> | undefined;
  const doorOnce = () => (door ??= loadDoor());
  const shownAtBoot = cachedAtBoot.hit
    ? doorOnce().then(
        (loaded) => void (alive && cachedAtBoot.hit && applyFragments(loaded, doc, cachedAtBoot.fragments)),
        (error: unknown) => console.error('[Talat] cart: sanitiser did not load; fragments not shown', error),
      )
    : Promise.resolve();
  // Only http(s): a product_url from a compromised reply must not run script (javascript:).
  const navigate = options.navigate ?? ((url: string) => void assignLocation(win, url));
  const reload = options.reload ?? (() => win.location.reload());
  const opener = { current: null as HTMLElement | null };
  const boot: CartBoot = {
    doc,
    win,
    config,
    locale: resolveLocale(config.locale, doc),
    cache,
    cachedAtBoot,
    noCartYet: nothingInCart,
    shownAtBoot,
    loadDoor: () => doorOnce().catch(loadDoor),
    emit,
    navigate,
    reload,
    alive: () => alive,
    isOwnEvent: () => ownEvents > 0,
    takeEarlyEvents: () => {
      stopEarlyEvents();
      return early.splice(0);
    },
    ...(options.calls ? { calls: options.calls } : {}),
    opener,
  };

  const load = options.loadInteractive ?? importInteractive;
  let started: CartSession | undefined;
  const session = () => {
    // The markup door loads beside the chunk, not after it: the session's first reply waits for it.
    void doorOnce().catch(() => undefined);
    return loadChunk(load).then((chunk) => {
      if (!alive) throw new Error('[Talat] cart: unmounted');
      return (started ??= chunk.startCartSession(boot));
    });
  };
  /** Runs `act` on the session; `otherwise` when the chunk cannot load (the no-JavaScript path). */
  const withSession = (act: (session: CartSession) => void, otherwise: () => void = () => undefined) =>
    void session().then((up) => alive && act(up), () => alive && otherwise());
  pageCarts.set(doc, { boot, session, load });
  // Another script's add or refresh, another tab, the back/forward cache: kept for the session.
  const early: EarlyEvent[] = [];
  const stopEarlyEvents = claimEarlyHostEvents(
    win,
    boot.isOwnEvent,
    // Any storage event: the session's own check tells the cart hash from other keys.
    (event) => event.type === 'storage' || (event as PageTransitionEvent).persisted,
    (event) => {
      early.push(event);
      // §2.6 says refresh the cart page; when the chunk cannot load, a reload is the refresh left.
      withSession(() => undefined, () => event.name === 'wc_update_cart' && config.isCart && reload());
    },
  );

  injectStyles('cart', CART_CSS, doc);
  const stops = [
    () => stopEarlyEvents(),
    listenForCartHits(doc, (hit) =>
      withSession(
        (up) => up.performHit(hit),
        () => followWithoutScript(hit, navigate),
      ),
    ),
  ];

  updateMiniCartVisibility(doc);
  // §4: a line below its product's minimum (raised after it was added) shows the minimum at once
  // and is sent as soon as the session is up.
  const belowMin = linesBelowMin(doc);
  for (const { input, min } of belowMin) showQuantity(input, min);
  if (cachedAtBoot.hit) {
    void shownAtBoot.then(() => {
      if (!alive) return;
      emit('wc_fragments_loaded', []);
      updateMiniCartVisibility(doc);
    });
  }
  // The session starts now when there is something to send (a stale cache, lines below their
  // minimum); otherwise on the shopper's intent, so the first click seldom waits for it.
  const staleAtBoot = !cachedAtBoot.hit && !nothingInCart;
  if (staleAtBoot || belowMin.length > 0) withSession((up) => belowMin.forEach(({ key, min }) => up.cart.setQuantity(key, min)));
  stops.push(prefetchOnIntent(doc, CART_ZONES, load, () => void session().catch(() => undefined)));
  // The door at the same sign, so both are in before the first reply (the native sanitiser's door
  // is a few hundred bytes; DOMPurify's is not).
  stops.push(prefetchOnIntent(doc, CART_ZONES, doorOnce));

  return () => {
    alive = false;
    stops.forEach((stop) => stop());
    started?.dispose();
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
  const { boot, session, load } = pageCart;
  const doc = wrap.ownerDocument;

  // The cart's status area; the chunk puts it in the drawer (dom/side-cart-names.ts).
  const container = doc.createElement('div');
  container.className = 'talat-cart-status';
  let unmount: (() => void) | undefined;
  let mounted = true;
  let cart: CartSession['cart'] | undefined;
  const render = () =>
    void Promise.all([loadChunk(load), session()]).then(
      ([chunk, up]) => {
        if (mounted && !unmount) {
          cart = up.cart;
          unmount = chunk.enhanceSideCart(container, { cart: up.cart, wrap, drawer, locale: boot.locale, opener: () => boot.opener.current });
        }
      },
      () => undefined,
    );
  // The drawer comes up with the chunk: now when the page's cart has asked for it already (a stale
  // cache), else with whichever load the shopper's intent or first press starts, or a retry.
  if (chunkRequested(load)) render();
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
    cart?.close();
  };
}

export const cartWidget: WidgetDefinition = {
  name: 'cart',
  selector: 'body',
  mount: (body) => mountCart(body),
  replaces: REPLACED_SCRIPTS,
};

export const sideCartWidget: WidgetDefinition = {
  name: 'side-cart',
  selector: '.taiowc-wrap',
  mount: (wrap) => mountSideCart(wrap),
};
