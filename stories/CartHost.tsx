import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { mountCart, mountSideCart, type MountCartOptions } from '@talat/cart';
import { createTransportContext, type CallOptions } from '@talat/client';
import { createCartCalls } from '@talat/client/cart';
import {
  addToCart,
  cartCookieHeaders,
  clearCart,
  GUEST_SESSION,
  type FakeShop,
  miniCartWidgetMarkup,
  productLoopItemMarkup,
  sideCartMarkup,
  taiowcParams,
  wcAddToCartParams,
  wcCartFragmentsParams,
} from '@talat/mocks';
import type { CartScenario } from './cart.fixtures';
import './cart.css';

/** The WooCommerce body events the cart raises (and the theme or other plugins listen to). */
export const WOOCOMMERCE_BODY_EVENTS = [
  'adding_to_cart',
  'added_to_cart',
  'removed_from_cart',
  'wc_cart_button_updated',
  'wc_fragments_loaded',
  'wc_fragments_refreshed',
  'wc_fragments_ajax_error',
  'wc_fragment_refresh',
  'updated_wc_div',
  'update_checkout',
  'talat_analytics_add_to_cart',
  'talat_analytics_remove_from_cart',
] as const;

/** The plugin globals the widget reads (wp_localize_script prints them as `var`s). */
const GLOBAL_NAMES = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'taiowc_param'] as const;
const CART_COOKIES = ['woocommerce_items_in_cart', 'woocommerce_cart_hash'] as const;
/** What the fragment cache keeps: fragments and hash (per site), and the cart's creation time. */
const CACHE_KEY_PREFIXES = ['wc_fragments', 'wc_cart_hash', 'wc_cart_created'] as const;

function clearCacheKeys(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
  for (const key of keys) if (CACHE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
}

/** A browser that has never seen a cart: no cart cookies, no cached fragments. */
function resetCartBrowserState(doc: Document): void {
  for (const name of CART_COOKIES) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; path=/`;
  const win = doc.defaultView;
  if (!win) return;
  for (const storage of [win.sessionStorage, win.localStorage]) {
    try {
      clearCacheKeys(storage);
    } catch {
      // Storage blocked (privacy mode): the widget's safeStorage copes, and so does the story.
    }
  }
}

type StoryCartCalls = NonNullable<MountCartOptions['calls']>;

/**
 * The widget's own cart calls (the client mountCart would build itself), tied to one mount of the
 * story. The widget's unmount does not cancel calls still in flight, and their late replies still
 * act on the document: a quantity update that times out 30 s later makes the unmounted cart fetch
 * fresh fragments, write them into whatever page is shown now and raise wc_fragments_refreshed
 * there. Ending the lifetime aborts what is in flight and leaves every call unsettled, so a story
 * cannot reach into the next one.
 */
function storyLifetimeCalls(shop: FakeShop): { calls: StoryCartCalls; end(): void } {
  const params = wcCartFragmentsParams(shop);
  const real = createCartCalls(createTransportContext({ wcAjaxUrl: params.wc_ajax_url }));
  const lifetime = new AbortController();
  function gate<T>(run: (options: CallOptions) => Promise<T>, options: CallOptions = {}): Promise<T> {
    if (lifetime.signal.aborted) return new Promise<T>(() => undefined);
    const signal = options.signal ? AbortSignal.any([options.signal, lifetime.signal]) : lifetime.signal;
    return new Promise<T>((resolve, reject) => {
      run({ ...options, signal }).then(
        (value) => lifetime.signal.aborted || resolve(value),
        (error: unknown) => lifetime.signal.aborted || reject(error),
      );
    });
  }
  return {
    calls: {
      getRefreshedFragments: (params, options) => gate((o) => real.getRefreshedFragments(params, o), options),
      updateItemQuantity: (params, options) => gate((o) => real.updateItemQuantity(params, o), options),
      addToCart: (data, options) => gate((o) => real.addToCart(data, o), options),
      removeFromCart: (params, options) => gate((o) => real.removeFromCart(params, o), options),
    },
    end: () => lifetime.abort(),
  };
}

interface LoggedEvent {
  id: number;
  name: string;
  /** Milliseconds since the widget was mounted. */
  at: number;
  detail: string;
}

interface Navigation {
  id: number;
  url: string;
}

/** A short, readable summary of an event's arguments (the product, the cart hash). */
function describe(name: string, args: unknown[]): string {
  if (name === 'adding_to_cart') {
    const data = args[1] as { product_id?: unknown } | undefined;
    return data?.product_id ? `product_id ${String(data.product_id)}` : '';
  }
  if (name === 'added_to_cart' || name === 'removed_from_cart') {
    return typeof args[1] === 'string' && args[1] ? `cart_hash ${args[1].slice(0, 8)}…` : 'cart_hash ว่าง';
  }
  if (name === 'wc_cart_button_updated') {
    const button = args[0];
    return button instanceof HTMLElement && button.dataset.product_id ? `product_id ${button.dataset.product_id}` : '';
  }
  return '';
}

const OTHER_SIDEBAR_WIDGET = `<div class="widget widget_product_categories"><h2 class="widgettitle">หมวดหมู่สินค้า</h2>
  <ul class="product-categories"><li><a href="#top">บรรจุภัณฑ์</a></li><li><a href="#top">เครื่องสำอาง</a></li><li><a href="#top">ยาดม</a></li></ul></div>`;

export interface CartHostProps {
  scenario: CartScenario;
  /** Where the widget would send the browser; the story shows and logs it instead of leaving Storybook. */
  onNavigate: (url: string) => void;
}

/**
 * Does what a WordPress page does: the server holds this story's cart (guest session), the page
 * response sets the cart cookies and prints the plugin globals and markup (the side cart in the
 * header, a product loop, the mini-cart widget), then the real cart widget enhances it with the
 * same `mountCart` / `mountSideCart` the script-tag entry uses (not through `window.Talat`), with
 * the real client's cart calls, ended when the story unmounts (see storyLifetimeCalls).
 * Next to it, a panel lists the WooCommerce body events the widget raises and any navigation it
 * asked for. Unmounting puts everything back: widget, faults, globals, cookies and cache.
 */
export function CartHost({ scenario, onNavigate }: CartHostProps) {
  const slot = useRef<HTMLDivElement>(null);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [navigations, setNavigations] = useState<Navigation[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const doc = element.ownerDocument;
    const globals = (doc.defaultView ?? window) as unknown as Record<string, unknown>;
    const { shop } = scenario;
    setEvents([]);
    setNavigations([]);
    setProblem(null);

    // A browser that never saw this shop: nothing left from another story.
    resetCartBrowserState(doc);

    // The server: this story's cart and its faults.
    clearCart(shop, GUEST_SESSION);
    for (const line of scenario.lines) {
      const outcome = addToCart(shop, GUEST_SESSION, line.productId, line.quantity);
      if (outcome.status !== 'ok') throw new Error(`cart story: could not pre-fill product ${line.productId} (${outcome.status})`);
    }
    shop.settings.cart.redirectAfterAdd = scenario.redirectAfterAdd;
    const disarms = scenario.faults.map((rule) => shop.faults.add(rule));

    // The page response: its cookies, the globals in <head>, the markup.
    for (const cookie of cartCookieHeaders(shop, GUEST_SESSION)) doc.cookie = cookie;
    globals.wc_add_to_cart_params = wcAddToCartParams(shop, { isCart: false, redirectAfterAdd: scenario.redirectAfterAdd });
    globals.wc_cart_fragments_params = wcCartFragmentsParams(shop);
    globals.taiowc_param = taiowcParams(shop);

    element.innerHTML = sideCartMarkup(shop, GUEST_SESSION);
    const page = doc.createElement('section');
    page.className = scenario.loop.length > 0 ? 'story-cart-page story-cart-page--loop' : 'story-cart-page';
    const loop = scenario.loop.map((product) => productLoopItemMarkup(shop, product)).join('\n');
    const sidebar = scenario.miniCart ? `${miniCartWidgetMarkup(shop, GUEST_SESSION)}\n${OTHER_SIDEBAR_WIDGET}` : '';
    page.innerHTML = `<div class="story-cart-page__main">
        ${loop ? `<div class="woocommerce"><ul class="products columns-4">${loop}</ul></div>` : ''}
        <div class="story-cart-page__tools"></div>
      </div>
      ${sidebar ? `<aside class="story-cart-page__sidebar widget-area">${sidebar}</aside>` : ''}`;
    // Into the theme's content area (the decorator in .storybook/preview.tsx); beside the slot without it.
    const main = element.closest('.theme-page')?.querySelector('.theme-main');
    if (main) main.insertBefore(page, main.querySelector('.theme-breadcrumb')?.nextSibling ?? main.firstChild);
    else element.after(page);
    setPanel(page.querySelector<HTMLElement>('.story-cart-page__tools'));

    // The log listens before the widget mounts, so it hears the first refresh too.
    const mountedAt = performance.now();
    let nextId = 0;
    const listeners = WOOCOMMERCE_BODY_EVENTS.map((name) => {
      const listener = (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        const entry = { id: nextId++, name, at: Math.round(performance.now() - mountedAt), detail: describe(name, Array.isArray(detail) ? detail : []) };
        setEvents((list) => [...list, entry]);
      };
      doc.body.addEventListener(name, listener);
      return () => doc.body.removeEventListener(name, listener);
    });

    const capture = (url: string) => {
      navigate.current(url);
      setNavigations((list) => [...list, { id: nextId++, url }]);
    };
    const lifetime = storyLifetimeCalls(shop);
    const unmountCart = mountCart(doc.body, { calls: lifetime.calls, navigate: capture, reload: () => capture('(โหลดหน้านี้ใหม่)') });
    const wrap = element.querySelector<HTMLElement>('.taiowc-wrap');
    const unmountSideCart = wrap ? mountSideCart(wrap) : undefined;
    if (!unmountCart || !unmountSideCart) {
      setProblem(
        !unmountCart
          ? 'mountCart ไม่ทำงาน (ดู console: ค่าตั้งค่าขาด หรือมีตะกร้าของเรื่องราวก่อนหน้าค้างอยู่ในหน้า)'
          : 'mountSideCart ไม่ทำงาน (ไม่พบ .taiowc-cart-model หรือ mountCart ยังไม่ได้ทำงาน)',
      );
    }

    return () => {
      listeners.forEach((stop) => stop());
      lifetime.end();
      // The page-level cart first and synchronously, so the next story's mountCart finds the page free.
      unmountCart?.();
      disarms.forEach((disarm) => disarm());
      for (const name of GLOBAL_NAMES) delete globals[name];
      resetCartBrowserState(doc);
      setPanel(null);
      // The drawer has its own React root; unmounting it while this root commits makes React warn.
      // Only this mount's nodes are removed: the slot may already hold the next story's markup.
      queueMicrotask(() => {
        unmountSideCart?.();
        wrap?.remove();
        page.remove();
      });
    };
  }, [scenario]);

  return (
    <>
      <div ref={slot} className="story-cart-slot" />
      {panel
        ? createPortal(
            <div className="story-cart-tools">
              {problem ? (
                <p className="story-cart-tools__problem" role="alert">
                  {problem}
                </p>
              ) : null}
              {navigations.length > 0 ? (
                <section className="story-cart-navigation" aria-label="การเปลี่ยนหน้าที่ดักไว้">
                  <h3>วิดเจ็ตสั่งให้เบราว์เซอร์ไปที่ (ดักไว้ ไม่ได้ออกจาก Storybook)</h3>
                  <ol>
                    {navigations.map((entry) => (
                      <li key={entry.id}>
                        <code>{entry.url}</code>
                      </li>
                    ))}
                  </ol>
                </section>
              ) : null}
              <section className="story-cart-log" aria-label="เหตุการณ์ของ WooCommerce">
                <h3>เหตุการณ์บน &lt;body&gt; ที่วิดเจ็ตส่งออกมา</h3>
                {events.length === 0 ? (
                  <p className="story-cart-log__empty">ยังไม่มีเหตุการณ์</p>
                ) : (
                  <ol>
                    {events.map((entry) => (
                      <li key={entry.id} className={entry.name === 'wc_fragments_ajax_error' ? 'story-cart-log__error' : undefined}>
                        <span className="story-cart-log__time">+{entry.at} ms</span> <code>{entry.name}</code>
                        {entry.detail ? <span className="story-cart-log__detail"> {entry.detail}</span> : null}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </div>,
            panel,
          )
        : null}
    </>
  );
}
