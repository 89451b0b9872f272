import type { CartResult } from '@talat/client';
import { CONSTANTS } from '@talat/core';
import { analyticsEvent } from './analytics';
import type { CartChangeDeps, QueuedChange } from './cart-display';
import type { AddContext, CartChanges } from './cart-types';
import { createQuantitySync } from './quantity-sync';

/**
 * The cart changes of §7 (add, mini-cart remove, side-cart quantities), on the display half's queue.
 * Loaded with the interactive chunk: a page that is only looked at never needs it.
 */
export function createCartChanges(deps: CartChangeDeps): CartChanges {
  const { calls, cache, settings, page, options, alive, mutate, showReply, showNotice, afterCartChange, afterDelay, display } = deps;
  const { $busy, $open, $announcement } = deps;
  let quantityJobs = 0;
  /** Lines the shopper asked to remove, with what the removal events need to carry. */
  const removals = new Map<string, AddContext>();

  const quantities = createQuantitySync(
    async (key, quantity, isLatest) => {
      const result = await calls.updateItemQuantity({ cart_key: key, new_qty: quantity, security: settings.updateQuantityNonce || undefined }, options);
      if (!alive()) return;
      if (!result.fragments) throw new Error('no fragments in the quantity reply');
      const removal = quantity === 0 ? removals.get(key) : undefined;
      if (removal) {
        removals.delete(key);
        page.emit('removed_from_cart', [result.fragments, result.cart_hash, removal.button]);
        if (removal.product) page.analytics('remove', analyticsEvent(removal.product, removal.quantity ?? 1));
      }
      // A newer intent is queued: its reply will show the cart; this one would show an old number.
      if (!isLatest()) return;
      // Confirmed: the page now shows the server's number, even one it clamped or refused.
      quantities.settle(key, quantity);
      showReply(result);
      showNotice({ kind: 'success' });
      afterCartChange();
    },
    (job) => {
      quantityJobs++;
      $busy.set(true);
      // The queue runs the job later, once `mutation` is assigned.
      const mutation: QueuedChange<unknown> = mutate(() => job(() => mutation.isLatest()));
      void mutation.done.then(
        () => undefined,
        () => {
          if (!alive()) return;
          showNotice({ kind: 'error', message: 'updateFailed' });
          // Whatever happened on the server, end showing what it holds.
          void display.refresh();
        },
      ).finally(() => $busy.set(--quantityJobs > 0));
    },
    deps.$pending,
  );

  return {
    async add(data, { button, product } = {}) {
      page.emit('adding_to_cart', [button, data]);
      const { isLatest, done } = mutate(() => calls.addToCart(data, options));
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
      // §7: any reply (an error without product_url too) goes to the cart when redirect-after-add is
      // 'yes'; only a missing or unreadable reply does not (WooCommerce's `if (!response) return`).
      const replied = result.error !== undefined || result.fragments !== undefined;
      if (replied && (page.redirectAfterAdd?.() ?? settings.redirectAfterAdd) === 'yes') {
        page.navigate(settings.cartUrl);
        return 'navigated';
      }
      if (result.error || !result.fragments) {
        // Shown where the shopper looks after an add: the side cart, with the cart as it is.
        $open.set(true);
        showNotice({ kind: 'error', message: 'addFailed' });
        void display.refresh();
        return 'failed';
      }
      if (isLatest()) showReply(result);
      else cache.save(result.fragments, result.cart_hash ?? '');
      page.emit('added_to_cart', [result.fragments, result.cart_hash, button]);
      $open.set(true);
      const message = data.success_message;
      // Cleared first, so the same message for a second add still counts as news.
      if (message) afterDelay(() => ($announcement.set(''), $announcement.set(message)), CONSTANTS.cart.addedMessageDelayMs);
      if (product) page.analytics('add', analyticsEvent(product, Number(data.quantity) || 1));
      afterCartChange();
      return 'added';
    },

    async remove(cartItemKey, href, { button, product, quantity } = {}) {
      const { isLatest, done } = mutate(() => calls.removeFromCart({ cart_item_key: cartItemKey }, options));
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
        else void display.refresh();
        return;
      }
      if (isLatest()) showReply(result);
      page.emit('removed_from_cart', [result.fragments, result.cart_hash, button]);
      if (product) page.analytics('remove', analyticsEvent(product, quantity ?? 1));
      afterCartChange();
    },

    setQuantity(cartItemKey, quantity, context = {}) {
      if (quantity === 0) removals.set(cartItemKey, context);
      else removals.delete(cartItemKey);
      quantities.set(cartItemKey, quantity);
    },

  };
}
