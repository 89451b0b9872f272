/**
 * `trustedHtml` is the single door through which server markup (price HTML, cart fragments,
 * compare tables…) enters the DOM (DESIGN.md "Conventions"). Everything else a shopper typed or the
 * server sent as a field value is rendered as text.
 *
 * The server is the shop's own WordPress, so its markup is trusted for layout, but a plugin bug or a
 * poisoned product field must not become script execution. The markup is therefore parsed inert
 * (in a <template>) and stripped of the few constructs that run code: script-like elements, inline
 * event handlers and javascript: URLs.
 */

declare const trustedBrand: unique symbol;

/** Markup that went through `trustedHtml`; the only type the DOM helpers accept. */
export interface TrustedMarkup {
  readonly [trustedBrand]: true;
  readonly html: string;
}

/** Elements that run code or redirect the page; SVG animation can rewrite an href into script. */
const BLOCKED_ELEMENT = /^(script|i?frame|frameset|object|embed|applet|base|meta|link|animate\w*|set|handler)$/i;
const URL_ATTRIBUTE = /^(href|xlink:href|src|action|formaction|poster|data|background|cite|ping)$/i;

/**
 * Whether a URL attribute may stay. Browsers drop ASCII whitespace and control characters inside
 * a scheme (`jav&#9;ascript:`), so they are removed before the scheme is read; then only
 * relative, http(s), mailto and tel URLs pass, plus inline images on <img src>.
 */
function safeUrl(element: Element, value: string): boolean {
  const scheme = /^([^:/?#]+):/.exec(value.replace(/[\0- \x7f-\x9f]/g, ''))?.[1]?.toLowerCase();
  return !scheme || /^(https?|mailto|tel)$/.test(scheme) || (scheme === 'data' && element.localName === 'img' && /^data:image\//i.test(value.trim()));
}

export function trustedHtml(html: string): TrustedMarkup {
  return { html: sanitize(html) } as TrustedMarkup;
}

function sanitize(html: string): string {
  // Without a DOM nothing can be parsed inert, so the markup is kept as escaped text: safe, and
  // nothing renders server markup outside a browser anyway.
  if (typeof document === 'undefined') return escapeText(html);
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (BLOCKED_ELEMENT.test(element.localName)) {
      element.remove();
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name) || (URL_ATTRIBUTE.test(name) && !safeUrl(element, value))) element.removeAttribute(name);
    }
  }
  return template.innerHTML;
}

/**
 * The plain text of server text that may carry markup or entities (a product excerpt ending in
 * `&nbsp;...`). Parsed in an inert <template>, so nothing in it loads or runs; the result is
 * rendered as text.
 */
export function htmlToText(html: string): string {
  if (typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Replaces an element's children with trusted server markup. */
export function setTrustedHtml(element: Element, markup: TrustedMarkup): void {
  element.innerHTML = markup.html;
}

/** Replaces an element itself (a cart fragment's key selects the element it replaces). */
export function replaceWithTrustedHtml(element: Element, markup: TrustedMarkup): Element | null {
  const template = element.ownerDocument.createElement('template');
  template.innerHTML = markup.html;
  const replacement = template.content.firstElementChild;
  if (!replacement) return null;
  element.replaceWith(replacement);
  return replacement;
}

/** Props for React's dangerouslySetInnerHTML, reachable only from a TrustedMarkup. */
export function trustedInnerHtmlProps(markup: TrustedMarkup): { dangerouslySetInnerHTML: { __html: string } } {
  return { dangerouslySetInnerHTML: { __html: markup.html } };
}
