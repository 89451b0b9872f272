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

/** Whether an id or name would collide with Talat's own ids (`talat-config`) or a reserved global. */
export function isReservedName(value: string): boolean {
  const name = value.trim().toLowerCase();
  return name.startsWith('talat') || RESERVED_NAMES.has(name);
}

/** `data-talat-*` attributes configure and mark widgets; server markup may not set them. */
export function isTalatAttribute(name: string): boolean {
  return name.toLowerCase().startsWith('data-talat');
}
