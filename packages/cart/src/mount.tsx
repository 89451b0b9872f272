import { createRoot } from 'react-dom/client';
import { createCartCalls, createTransportContext, type CartCalls } from '@talat/client';
import {
  CONSTANTS,
  createTranslator,
  emitHostEvent,
  readCookie,
  readWidgetConfig,
  resolveLocale,
  safeStorage,
  type Unmount,
  type WidgetDefinition,
} from '@talat/core';
import { BASE_CSS, injectStyles } from '@talat/ui';
import { cartConfigSpec, type CartConfig } from './config';
import { cartMessages, type CartTranslate } from './messages';
import type { AnalyticsEvent } from './controller/analytics';
import { createCartController, type CartController, type CartPage } from './controller/cart-controller';
import { createFragmentCache } from './controller/fragment-cache';
import { createAnnouncer } from './dom/announcer';
import { createCartPageRefresher } from './dom/cart-page';
import { delegateCartEvents } from './dom/delegation';
import { applyFragments, createFragmentApplier } from './dom/fragments';
import { bindHostEvents } from './dom/host-bindings';
import { updateMiniCartVisibility } from './dom/mini-cart';
import { linesBelowMin, reflectPending } from './dom/quantity-inputs';
import { SideCart } from './view/SideCart';
import { CART_CSS } from './view/styles';

/** The page's cart: one per document, shared by every side-cart drawer on it. */
interface PageCart {
  cart: CartController;
  t: CartTranslate;
  opener: { current: HTMLElement | null };
}

const pageCarts = new WeakMap<Document, PageCart>();

export interface MountCartOptions {
  /** The client's cart calls; tests and stories may pass their own. */
  calls?: Pick<CartCalls, 'getRefreshedFragments' | 'updateItemQuantity' | 'addToCart' | 'removeFromCart'>;
  navigate?: (url: string) => void;
  reload?: () => void;
}

interface WpHooks {
  doAction(name: string, payload: unknown): void;
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
  const t = createTranslator(cartMessages, resolveLocale(config.locale, doc));

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
  const refreshCartPage = createCartPageRefresher(doc, () => emit('updated_wc_div', []));
  const announcer = createAnnouncer(doc);

  const fragmentApplier = createFragmentApplier(doc, (fragments) => {
    applyFragments(doc, fragments);
    reflectPending(doc, cart.$pending.get());
  });
  const page: CartPage = {
    applyFragments: (fragments) => fragmentApplier.apply(fragments),
    navigate: options.navigate ?? ((url) => win.location.assign(url)),
    reload: options.reload ?? (() => win.location.reload()),
    emit,
    refreshCartPage,
    hasCheckoutForm: () => doc.querySelector('form.checkout') !== null,
    analytics(kind, event: AnalyticsEvent) {
      emit(kind === 'add' ? 'talat_analytics_add_to_cart' : 'talat_analytics_remove_from_cart', [event]);
      // WooCommerce Blocks' analytics hooks, read by the Google Analytics integration.
      const hooks = (win as unknown as { wp?: { hooks?: WpHooks } }).wp?.hooks;
      hooks?.doAction(`experimental__woocommerce_blocks-cart-${kind}-item`, event);
    },
  };
  const cart = createCartController({
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
  const opener = { current: null as HTMLElement | null };
  pageCarts.set(doc, { cart, t, opener });

  injectStyles('base', BASE_CSS, doc);
  injectStyles('cart', CART_CSS, doc);
  const stops = [
    fragmentApplier.stop,
    delegateCartEvents(doc, cart, {
      cartUrl: config.cartUrl,
      isCart: config.isCart,
      viewCartLabel: config.viewCartLabel ?? t('viewCart'),
      buttonUpdated: (button) => emit('wc_cart_button_updated', [button]),
      setOpener: (element) => (opener.current = element),
    }),
    bindHostEvents(doc, cart, { cache, isOwnEvent: () => ownEvents > 0, isCart: config.isCart, refreshCartPage }),
    cart.$announcement.listen((text) => text && announcer.say(text)),
    cart.$notice.listen((notice) => notice?.kind === 'error' && announcer.say(t(notice.message))),
    cart.$open.listen((open) => {
      // After an add, focus goes back to the button that was clicked.
      if (open && !opener.current) opener.current = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      if (!open) setTimeout(() => (opener.current = null));
    }),
  ];

  cart.start();
  for (const { input, key, min } of linesBelowMin(doc)) {
    input.value = String(min);
    cart.setQuantity(key, min);
  }
  updateMiniCartVisibility(doc);

  return () => {
    stops.forEach((stop) => stop());
    cart.dispose();
    announcer.remove();
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
  const { cart, t, opener } = pageCart;
  const doc = wrap.ownerDocument;

  const heading = drawer.querySelector<HTMLElement>('.cart-heading h4, h4');
  const headingId = heading ? (heading.id ||= `talat-cart-title-${Math.random().toString(36).slice(2, 8)}`) : '';
  if (headingId) drawer.setAttribute('aria-labelledby', headingId);
  else drawer.setAttribute('aria-label', t('dialogLabel'));
  const icon = wrap.querySelector<HTMLElement>('a.taiowc-content');
  icon?.setAttribute('aria-haspopup', 'dialog');
  icon?.setAttribute('aria-expanded', 'false');
  // The plugin prints the close link empty and without href: give it a name and keyboard focus.
  const close = drawer.querySelector<HTMLElement>('a.taiowc-cart-close');
  if (close) {
    close.setAttribute('role', 'button');
    if (!close.getAttribute('aria-label')) close.setAttribute('aria-label', t('close'));
    if (!close.hasAttribute('href')) close.setAttribute('href', '#');
  }

  const container = doc.createElement('div');
  container.className = 'talat-cart-status';
  drawer.append(container);
  const root = createRoot(container);
  root.render(<SideCart cart={cart} wrap={wrap} drawer={drawer} t={t} opener={() => opener.current} />);
  return () => {
    root.unmount();
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
