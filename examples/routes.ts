import {
  addCartNotice,
  addToCart,
  addWishlistItem,
  cartLinks,
  findProduct,
  getCart,
  removeLine,
  SIDE_CART_RELEASE_COOKIE,
  updateCartFromForm,
  wishlistNonce,
  type FakeShop,
} from '@talat/mocks';
import { contactRoute } from './contact-route';
import { compareSwitches, compareVisitor } from './pages/compare';
import { ACCOUNT_PATH, accountPage, documentSwitches } from './pages/account';
import { PAYMENT_PATH, paymentPage, paymentSwitches } from './pages/payment';
import type { MultipartBody } from './multipart-body';
import { CONTACT_PATH, THANK_YOU_PATH, thankYouPage } from './pages/contact-page';
import { widgetsSwitch, type PageContext } from './pages/layout';
import {
  cartPage,
  checkoutPage,
  expiredLinkPage,
  homePage,
  notFoundPage,
  postCategoryPage,
  productCategoryPage,
  productPage,
  searchResultsPage,
  shopPage,
  tagPage,
  type Page,
} from './pages/shop-pages';
import type { PageOptions } from './pages/widgets';
import { wishlistPage, wishlistPathOf } from './pages/wishlist-page';
import { BLOCK_CHECKOUT_PATH, blockCheckoutPage, orderReceivedId, orderReceivedPage } from './pages/attribution-pages';
import { consentApiOn, consentSwitchRedirect } from './pages/attribution-consent';
import { wishlistFormPost } from './pages/wishlist-forms';
import { wishlistActionRoute } from './pages/wishlist-actions';
import { variableDemoProduct, variationFor } from '@talat/mocks';

/** The cookie the footer switch stores the visitor's redirect-after-add choice in. */
export const REDIRECT_SWITCH_COOKIE = 'talat_demo_redirect';

/** A page request, already read: the demo server parses the body and the cookies. */
export interface PageRequest {
  method: string;
  url: URL;
  /** The visitor's WooCommerce session (the server starts one for a first visit). */
  sessionId: string;
  /** Request cookies by name. */
  cookies: Readonly<Record<string, string>>;
  /** An `application/x-www-form-urlencoded` POST body (the no-JS cart forms). */
  form?: URLSearchParams;
  /** A `multipart/form-data` POST body (the no-JS Contact Form 7 form). */
  multipart?: MultipartBody;
}

/** A page, or a redirect (WordPress's wp_safe_redirect after a form or a no-JS cart link). */
export type PageResponse = Page | { status: 302; location: string; setCookies?: string[] };

export function pageOptions(shop: FakeShop, url: URL, cookies: Readonly<Record<string, string>>): PageOptions {
  const stored = cookies[REDIRECT_SWITCH_COOKIE];
  return {
    classic: url.searchParams.get('classic') === '1',
    iconMode: url.searchParams.get('icon') === '1',
    jquery: url.searchParams.get('jquery') === '1',
    cached: url.searchParams.get('cached') === '1',
    hostile: url.searchParams.get('hostile') === '1',
    preloaderCover: url.searchParams.get('preloader') === 'cover',
    pixel: url.searchParams.get('pixel') === 'bare' ? 'bare' : url.searchParams.get('pixel') === 'none' ? 'none' : undefined,
    multiWishlist: ['1', 'dropdown'].includes(url.searchParams.get('multi_wishlist') ?? ''),
    wishlistDropdown: url.searchParams.get('multi_wishlist') === 'dropdown',
    wishlistRemoveButton: url.searchParams.get('wishlist_button') === 'remove',
    wishlistThumbnails: url.searchParams.get('wishlist_position') === 'thumbnails',
    redirectAfterAdd: stored === 'yes' || stored === 'no' ? stored : shop.settings.cart.redirectAfterAdd,
    sideCartRelease: cookies[SIDE_CART_RELEASE_COOKIE] === '2.0.5' ? '2.0.5' : 'demo',
    ...compareSwitches(url),
    ...documentSwitches(url),
    consentApi: consentApiOn(cookies),
    ...paymentSwitches(url),
    ...widgetsSwitch(url),
  };
}

/** The URL without the given query parameters, as remove_query_arg() leaves it (path + query). */
function without(url: URL, ...names: string[]): string {
  const next = new URL(url);
  for (const name of names) next.searchParams.delete(name);
  return next.pathname + next.search;
}

/** WordPress's rewrite rules plus WooCommerce's form handler (WC_Form_Handler) for the demo shop. */
export function handlePageRequest(shop: FakeShop, request: PageRequest): PageResponse {
  const { url, sessionId } = request;
  const options = pageOptions(shop, url, request.cookies);
  const context: PageContext = { shop, options, sessionId, compare: compareVisitor(shop, url, request.cookies) };
  const links = cartLinks(shop.settings);

  // The footer switch: remember the choice, then show the page it was clicked on.
  const choice = url.searchParams.get('redirect_after_add');
  if (request.method === 'GET' && (choice === 'yes' || choice === 'no')) {
    return { status: 302, location: without(url, 'redirect_after_add'), setCookies: [`${REDIRECT_SWITCH_COOKIE}=${choice}; path=/; SameSite=Lax`] };
  }

  // The side cart switch: TH All In One Woo Cart 2.0.5's own markup for this visitor's pages and
  // cart replies (a cookie, as the replies need it too), or back to the demo's.
  const release = url.searchParams.get('side_cart');
  if (request.method === 'GET' && (release === '2.0.5' || release === 'demo')) {
    return { status: 302, location: without(url, 'side_cart'), setCookies: [`${SIDE_CART_RELEASE_COOKIE}=${release}; path=/; SameSite=Lax`] };
  }

  // The consent switch (issue 17): remember it, then show the page it was clicked on.
  const consentSwitch = consentSwitchRedirect(request.method, url);
  if (consentSwitch) return consentSwitch;

  // WC_Form_Handler::add_to_cart_action(): `?add-to-cart=ID` on any page, and the product form's POST.
  const addParam = url.searchParams.get('add-to-cart') ?? (request.method === 'POST' ? request.form?.get('add-to-cart') : null);
  if (addParam !== null && addParam !== undefined && /^\d+$/.test(addParam)) {
    const quantityText = url.searchParams.get('quantity') ?? request.form?.get('quantity') ?? '';
    // A variable product adds the chosen variation (by `variation_id`, or by its size when no script filled it).
    const variable = variableDemoProduct(shop.catalogue);
    const variation = variable && String(variable.parent.id) === addParam ? variationFor(variable, request.form?.get('variation_id') ?? null, request.form?.get('attribute_pa_size') ?? null) : undefined;
    if (variable && String(variable.parent.id) === addParam && !variation) {
      addCartNotice(shop, sessionId, { type: 'error', text: 'กรุณาเลือกตัวเลือกสินค้าก่อนเพิ่มสินค้านี้ลงตะกร้า' });
      return { status: 302, location: links.product(variable.parent) };
    }
    const outcome = addToCart(shop, sessionId, variation?.id ?? Number(addParam), quantityText.trim() === '' ? 1 : Number(quantityText));
    if (outcome.status === 'ok') {
      addCartNotice(shop, sessionId, { type: 'success', text: `“${outcome.product.name}” ถูกเพิ่มลงในตะกร้าแล้ว` });
      return { status: 302, location: options.redirectAfterAdd === 'yes' ? links.cart : without(url, 'add-to-cart', 'quantity') };
    }
    // A refusal queued its notice; the product page (or the shop, for no product) explains it.
    if (outcome.status === 'invalid-quantity') return { status: 302, location: without(url, 'add-to-cart', 'quantity') };
    return { status: 302, location: outcome.product ? links.product(outcome.product) : links.shop };
  }

  // YITH_WCWL_Form_Handler::add_to_wishlist(): `?add_to_wishlist=ID&_wpnonce=N` on any page, the
  // add link's href without JavaScript (and when the wishlist's chunk cannot load).
  const wishlistParam = url.searchParams.get('add_to_wishlist');
  if (request.method === 'GET' && wishlistParam !== null) {
    if (url.searchParams.get('_wpnonce') === wishlistNonce(shop, 'add_to_wishlist')) {
      const outcome = addWishlistItem(shop, { sessionId, productId: wishlistParam, wishlistId: url.searchParams.get('wishlist_id') ?? undefined, now: Date.now() });
      addCartNotice(shop, sessionId, { type: outcome.result === 'error' ? 'error' : 'success', text: outcome.message });
    }
    return { status: 302, location: without(url, 'add_to_wishlist', 'wishlist_id', '_wpnonce') };
  }

  const path = url.pathname;
  // The premium popups' plain POSTs: create a wishlist, move a row (examples/pages/wishlist-forms.ts).
  const wishlistForm = wishlistFormPost(shop, request);
  if (wishlistForm) return wishlistForm;
  // The row and list actions' no-JS links and the manage page (examples/pages/wishlist-actions.ts).
  const wishlistAction = wishlistActionRoute(shop, request, context);
  if (wishlistAction) return wishlistAction;
  const wishlistView = wishlistPathOf(path);
  if (wishlistView) return wishlistPage(context, wishlistView.token, url.searchParams);
  const cartPath = new URL(links.cart, url).pathname;
  const checkoutPath = new URL(links.checkout, url).pathname;
  if (path === cartPath) return cartRoute(shop, request, context);
  // Issue 17: the order-received endpoint under the checkout page, and the block-checkout variant.
  const orderReceived = orderReceivedId(path, checkoutPath);
  if (orderReceived) return orderReceivedPage(context, orderReceived, url.searchParams.get('key'));
  if (path === BLOCK_CHECKOUT_PATH) return blockCheckoutPage(context, url);
  if (path === checkoutPath) {
    if (request.method === 'POST') {
      // Orders are placed by the real WooCommerce only; the demo says so instead of pretending.
      addCartNotice(shop, sessionId, { type: 'notice', text: 'ร้านตัวอย่างนี้ยังไม่รับคำสั่งซื้อจริง ตะกร้าของคุณยังอยู่ครบ' });
      return { status: 302, location: links.checkout };
    }
    return checkoutPage(context);
  }

  if (path === CONTACT_PATH) return contactRoute(shop, request, context);
  if (path === THANK_YOU_PATH) return thankYouPage(context);
  if (path === ACCOUNT_PATH) return accountPage(context, url);
  if (path === PAYMENT_PATH) return paymentPage(context, url);

  const query = url.searchParams.get('s');
  if (path === '/' && query !== null) return searchResultsPage(context, query);
  if (path === '/') return homePage(context);
  const shopPath = /^\/shop\/(?:page\/(\d+)\/)?$/.exec(path);
  if (shopPath) return shopPage(context, Number(shopPath[1] ?? url.searchParams.get('paged') ?? 1));
  const tag = /^\/product-tag\/([^/]+)\/(?:page\/(\d+)\/)?$/.exec(path);
  if (tag) return tagPage(context, tagName(shop, decodeURIComponent(tag[1]!)), Number(tag[2] ?? url.searchParams.get('paged') ?? 1));
  const productCategory = /^\/product-category\/(?:[^/]+\/)*?([^/]+)\/(?:page\/(\d+)\/)?$/.exec(path);
  if (productCategory) return productCategoryPage(context, decodeURIComponent(productCategory[1]!), Number(productCategory[2] ?? url.searchParams.get('paged') ?? 1));
  const postCategory = /^\/category\/([^/]+)\/$/.exec(path);
  if (postCategory) return postCategoryPage(context, decodeURIComponent(postCategory[1]!));
  const product = /^\/product\/([^/]+)\/$/.exec(path);
  if (product) return productPage(context, decodeURIComponent(product[1]!));
  return notFoundPage(context);
}

/**
 * `/cart/` and its no-JS actions: `?remove_item=KEY&_wpnonce=N` (the remove links of every cart
 * view) and the cart form's `update_cart` POST. Each checks the cart nonce, changes the cart,
 * queues WooCommerce's notice and redirects back to the cart, so a reload never repeats it.
 */
function cartRoute(shop: FakeShop, request: PageRequest, context: PageContext): PageResponse {
  const { url, sessionId } = request;
  const links = cartLinks(shop.settings);
  const nonce = shop.settings.nonces.woocommerce_cart_nonce ?? '';
  const removeKey = url.searchParams.get('remove_item');
  if (request.method === 'GET' && removeKey !== null) {
    if (url.searchParams.get('_wpnonce') !== nonce) return expiredLinkPage(context);
    const line = getCart(shop, sessionId).lines.find((l) => l.key === removeKey);
    const product = line ? findProduct(shop.catalogue, line.productId) : undefined;
    if (removeLine(shop, sessionId, removeKey) && product) {
      addCartNotice(shop, sessionId, { type: 'success', text: `ลบ “${product.name}” ออกจากตะกร้าแล้ว` });
    }
    return { status: 302, location: links.cart };
  }
  if (request.method === 'POST') {
    const form = request.form ?? new URLSearchParams();
    if (form.get('woocommerce-cart-nonce') !== nonce) return expiredLinkPage(context);
    if (form.has('update_cart')) {
      const outcomes = updateCartFromForm(shop, sessionId, form.entries());
      if (outcomes.some((o) => o.status === 'updated' || o.status === 'removed')) {
        addCartNotice(shop, sessionId, { type: 'success', text: 'อัปเดตตะกร้าแล้ว' });
      }
    }
    return { status: 302, location: links.cart };
  }
  return cartPage(context);
}

/** Tag slugs are lower case; the tag's display name keeps its case (InhalantBottle). */
function tagName(shop: FakeShop, slug: string): string {
  for (const product of shop.catalogue.products) {
    const found = product.tags.find((tag) => tag.toLowerCase() === slug.toLowerCase());
    if (found) return found;
  }
  return slug;
}
