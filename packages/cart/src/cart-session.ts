import { createTransportContext } from '@talat/client';
import { createCartCalls } from '@talat/client/cart';
import { withBaseStyles } from '@talat/core';
import type { CartBoot } from './cart-boot';
import { createCartController } from './controller/cart-controller';
import type { CartController, CartPage } from './controller/cart-types';
import { createAnnouncer } from './dom/announcer';
import { reportCartAnalytics } from './dom/analytics-events';
import { createCartPageRefresher } from './dom/cart-page';
import type { CartHit } from './dom/cart-targets';
import { performCartHit, type DelegationOptions } from './dom/delegation';
import { bindHostEvents, hostEventHandlers } from './dom/host-bindings';
import { keepFocusAcross } from './dom/focus-keeper';
import { createFragmentApplier } from './dom/fragment-applier';
import { applyFragments } from './dom/fragments';
import { reflectPending } from './dom/quantity-inputs';
import { cartTranslator } from './cart-translator';

/** The page's cart once its chunk is in: the controller and what the first load hands to it. */
export interface CartSession {
  readonly cart: CartController;
  /** A click the first load claimed (§2.4, §2.5), performed now. */
  performHit(hit: CartHit): void;
  /** §2.6: the cart page's own form and totals, fetched again after a change. */
  refreshCartPage(): void;
  dispose(): void;
}

/**
 * Starts the cart's behaviour (§4 Side cart, queue, quantities, cached fragments) on what the
 * first load set up: the client's cart calls, the controller, the live region for announcements,
 * and the expiry of the fragments the first load showed from the cache.
 */
export function startCartSession(boot: CartBoot): CartSession {
  const { doc, win, config, locale } = boot;
  // Only the cart family of the client: the other families stay out of this chunk.
  const calls = boot.calls ?? createCartCalls(createTransportContext({ wcAjaxUrl: config.wcAjaxUrl }));
  // Fragments in the order they come, after those the first load showed; focus kept in them.
  const applier = createFragmentApplier(
    doc,
    (door, fragments) => {
      applyFragments(door, doc, fragments, keepFocusAcross);
      reflectPending(doc, cart.$pending.get());
    },
    boot.loadDoor,
    boot.shownAtBoot,
  );
  /**
   * Our events in the order they happen, each after the fragments handed in before it, so a
   * listener sees the markup they announce (decision 70). `adding_to_cart` goes at once: it comes
   * before the request, and WooCommerce's listeners may still change what is sent.
   */
  const emitInOrder = (name: string, args: unknown[]) =>
    name === 'adding_to_cart' ? boot.emit(name, args) : applier.afterApplied(() => boot.emit(name, args));
  let refresher: (() => void) | undefined;
  const refreshCartPage = () => (refresher ??= createCartPageRefresher(doc, boot.alive, () => boot.emit('updated_wc_div', [])))();
  const page: CartPage = {
    applyFragments: (fragments) => applier.apply(fragments),
    navigate: boot.navigate,
    reload: boot.reload,
    emit: emitInOrder,
    refreshCartPage,
    hasCheckoutForm: () => doc.querySelector('form.checkout') !== null,
    analytics: (kind, event) => reportCartAnalytics(win, emitInOrder, kind, event),
    redirectAfterAdd() {
      const params = (win as { wc_add_to_cart_params?: { cart_redirect_after_add?: unknown } }).wc_add_to_cart_params;
      const value = params?.cart_redirect_after_add;
      return value === 'yes' || value === 'no' ? value : undefined;
    },
  };
  const cart = createCartController({
    calls,
    cache: boot.cache,
    page,
    settings: {
      redirectAfterAdd: config.redirectAfterAdd,
      cartUrl: config.cartUrl,
      isCart: config.isCart,
      isCheckout: config.isCheckout,
      updateQuantityNonce: config.updateQuantityNonce,
    },
  });
  withBaseStyles(doc);
  const say = cartTranslator(locale, doc);
  const delegation: DelegationOptions = {
    cartUrl: config.cartUrl,
    isCart: config.isCart,
    viewCartLabel: config.viewCartLabel ?? say('viewCart'),
    buttonUpdated: (button) => emitInOrder('wc_cart_button_updated', [button]),
    setOpener: (element) => (boot.opener.current = element),
  };
  // Announcements follow changes (an add's success_message, a failed update).
  const announcer = createAnnouncer(doc);
  const stops = [
    applier.stop,
    cart.$announcement.listen((text) => text && announcer.say(text)),
    // The open drawer's own role="alert" speaks errors; otherwise (closed, or no side cart) the live region does.
    cart.$notice.listen(
      (notice) => notice?.kind === 'error' && !(cart.$open.get() && doc.querySelector('.talat-cart-error')) && announcer.say(say(notice.message)),
    ),
    cart.$open.listen((open) => {
      // After an add, focus goes back to the button that was clicked.
      if (open && !boot.opener.current) boot.opener.current = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      if (!open) setTimeout(() => (boot.opener.current = null));
    }),
  ];
  const hostOptions = { cache: boot.cache, isOwnEvent: boot.isOwnEvent, isCart: config.isCart, refreshCartPage };
  stops.push(bindHostEvents(doc, cart, hostOptions));
  if (!boot.noCartYet) cart.start(boot.cachedAtBoot);
  // What another script, tab or the back/forward cache raised before the session, in order.
  const answer = hostEventHandlers(doc, cart, hostOptions);
  for (const { name, args } of boot.takeEarlyEvents()) answer[name]?.(args);
  return {
    cart,
    performHit: (hit) => performCartHit(cart, delegation, hit),
    refreshCartPage,
    dispose() {
      stops.forEach((stop) => stop());
      cart.dispose();
      announcer.remove();
    },
  };
}
