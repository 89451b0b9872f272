// Block checkout (§7 "Checkout and tracking", §2.7): the values as extension data under
// `woocommerce/order-attribution` through the checkout data store, when it is on the page; the
// store posts them with the order (null fields as ''), as WooCommerce's script hands them over.
import type { Published } from './published-values';
import type { AttributionValues } from '../fields';

/** The checkout data store's key (`wc.wcBlocksData.CHECKOUT_STORE_KEY`; WooCommerce hard-codes it too). */
export const CHECKOUT_STORE_KEY = 'wc/store/checkout';
/** The extension data namespace WooCommerce's Store API reads the attribution from. */
export const ATTRIBUTION_NAMESPACE = 'woocommerce/order-attribution';

interface WpData {
  dispatch?: (store: string) => unknown;
  subscribe?: (listener: () => void, store?: string) => unknown;
}

function wpData(win: Window): WpData | undefined {
  const wp = (win as unknown as { wp?: { data?: WpData } }).wp;
  return typeof wp === 'object' && wp !== null && typeof wp.data === 'object' && wp.data !== null ? wp.data : undefined;
}

/**
 * Hands `values` to the store. False when there is no store (yet) or it refused: `wp.data.dispatch`
 * of a store not registered returns nothing or throws depending on the version, and a broken store
 * must never break the page, so any failure is only a "not delivered".
 */
function deliver(win: Window, values: AttributionValues): boolean {
  const data = wpData(win);
  if (typeof data?.dispatch !== 'function') return false;
  try {
    const actions = data.dispatch(CHECKOUT_STORE_KEY) as { __internalSetExtensionData?: unknown } | undefined;
    if (typeof actions?.__internalSetExtensionData !== 'function') return false;
    (actions.__internalSetExtensionData as (namespace: string, data: AttributionValues, replace: boolean) => unknown).call(actions, ATTRIBUTION_NAMESPACE, { ...values }, true);
    return true;
  } catch (error) {
    console.error('[Talat] attribution: the checkout data store refused the attribution', error);
    return false;
  }
}

const sameValues = (a: AttributionValues | undefined, b: AttributionValues) => a !== undefined && Object.keys(b).every((key) => a[key as keyof AttributionValues] === b[key as keyof AttributionValues]);

/**
 * Delivers the values now, again whenever they change (a consent change), and, when the store is
 * not there yet, once it registers: WooCommerce's script waits for the store's first change with
 * `wp.data.subscribe`; here the subscription lasts until one delivery succeeds. The same values are
 * never handed over twice.
 */
export function startBlockCheckout(win: Window, values: Published<AttributionValues>): () => void {
  let delivered: AttributionValues | undefined;
  let unsubscribe: (() => void) | undefined;
  const stopWaiting = () => {
    const stop = unsubscribe;
    unsubscribe = undefined;
    try {
      stop?.();
    } catch {
      /* a store that cannot unsubscribe only keeps calling a finished listener */
    }
  };
  const send = () => {
    const next = values.get();
    if (sameValues(delivered, next)) return;
    if (!deliver(win, next)) return;
    delivered = next;
    stopWaiting();
  };
  send();
  if (!delivered) {
    const data = wpData(win);
    if (typeof data?.subscribe === 'function') {
      try {
        const result = data.subscribe(send, CHECKOUT_STORE_KEY);
        if (typeof result === 'function') unsubscribe = result as () => void;
      } catch (error) {
        console.error('[Talat] attribution: could not wait for the checkout data store', error);
      }
      // A store that called back synchronously while subscribing has already been served.
      if (delivered) stopWaiting();
    }
  }
  const stopListening = values.listen(send);
  return () => {
    stopListening();
    stopWaiting();
  };
}
