/**
 * The one policy for server markup (issue 10, docs/decisions.md "Server markup policy"). What it
 * allows is what WooCommerce and the replaced plugins print into fragments, prices, tables and
 * documents: HTML text and layout elements, tables, lists, images and <picture>, links, SVG icons,
 * the inputs, selects and buttons of cart lines, WooCommerce's own forms where a caller names them,
 * `class`, `style`, `data-*` and `aria-*` attributes. What it removes is below, each with its reason.
 */

/**
 * Elements removed whatever their content. DOMPurify already refuses script-like elements
 * (script, iframe, object, embed…); these are the ones its HTML and SVG profiles would keep:
 * <style> restyles the whole page, <template> and <noscript> are the classic mutation-XSS
 * carriers, <base>/<meta>/<link> change how the page resolves and loads, SVG animation elements
 * can rewrite an href into script after the check.
 */
export const FORBIDDEN_ELEMENTS = [
  'style',
  'template',
  'noscript',
  'base',
  'meta',
  'link',
  'animate',
  'animatecolor',
  'animatemotion',
  'animatetransform',
  'set',
];

/**
 * Attributes removed on every element: a button's `form`/`formaction`/`formtarget`… can aim a
 * fragment's button at the checkout form or post it elsewhere; `srcdoc` is a document in a string.
 */
export const FORBIDDEN_ATTRIBUTES = ['form', 'formaction', 'formenctype', 'formmethod', 'formnovalidate', 'formtarget', 'srcdoc'];

/** Attributes that hold a URL; each is parsed as the browser would and kept only if allowed. */
export const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'poster', 'background', 'cite', 'ping', 'data', 'codebase', 'longdesc', 'usemap']);

/**
 * Scheme check DOMPurify runs on URL attributes, narrowed to http(s), mailto and tel (its own
 * list also has ftp, sms, xmpp…). Relative URLs pass. `isAllowedMarkupUrl` checks again with the
 * browser's URL parser.
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Globals and ids the widgets and the plugins they replace read from `window` or `document`. An
 * element named like one of them would shadow a missing global (`window.wpcf7` becoming a <form>)
 * or be found first by a lookup, so ids and names with these values are dropped. DOMPurify's
 * SANITIZE_DOM already drops values that clobber `document` and form properties (`cookie`,
 * `defaultView`, `attributes`…).
 */
const RESERVED_NAMES = new Set(
  [
    'jQuery',
    '$',
    'wp',
    'wc_add_to_cart_params',
    'wc_cart_fragments_params',
    'wc_checkout_params',
    'woocommerce_params',
    'taiowc_param',
    'th_advance_product_search_options',
    'wpcf7',
    'frontendajax',
    'CaptchaCallback',
    'grecaptcha',
    'lfb_upload_button',
    'yith_wcwl_l10n',
    'checkout',
  ].map((name) => name.toLowerCase()),
);

/**
 * Whether an id or name would collide with Talat's own (`talat-config`, `window.Talat`) or a
 * reserved global. Only `talat` itself and the `talat-`/`talat_` prefixes: ตลาด ("market") is an
 * ordinary word in a Thai shop's ids (`talatnam`).
 */
export function isReservedName(value: string): boolean {
  const name = value.trim().toLowerCase();
  return name === 'talat' || name.startsWith('talat-') || name.startsWith('talat_') || RESERVED_NAMES.has(name);
}

/**
 * Classes that make a form the checkout form to WooCommerce's checkout.js and to the cart
 * (`form.checkout`): a form from server markup never carries them, whatever else it is.
 */
const CHECKOUT_FORM_CLASSES = new Set(['checkout', 'woocommerce-checkout']);

/** Whether a form is one the caller named (by a class), and not dressed as the checkout form. */
export function isNamedForm(classes: readonly string[], named: readonly string[]): boolean {
  return classes.some((name) => named.includes(name)) && !classes.some((name) => CHECKOUT_FORM_CLASSES.has(name));
}

/**
 * A `style` that lifts an element out of its place (fixed, sticky or absolute, or a z-index) can
 * lay a link over the whole page, which is what removing <style> is for; WooCommerce's own style
 * attributes (`display:none`, widths) do neither.
 */
export function isOverlayStyle(value: string): boolean {
  return /position\s*:\s*(fixed|sticky|absolute)|z-index/i.test(value);
}

/** `data-talat-*` attributes configure and mark widgets; server markup may not set them. */
export function isTalatAttribute(name: string): boolean {
  return name.toLowerCase().startsWith('data-talat');
}

/**
 * The attribute rules every engine applies on top of its own: `data-talat-*`, ids and names that
 * collide with Talat's or a reserved global, and (but in a printable document) overlay styles.
 */
export function isRefusedAttribute(name: string, value: string, printable: boolean): boolean {
  return isTalatAttribute(name) || ((name === 'id' || name === 'name') && isReservedName(value)) || (name === 'style' && !printable && isOverlayStyle(value));
}
