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

const BLOCKED_ELEMENTS = 'script, iframe, frame, object, embed, base, meta, link[rel="import"]';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data'];
const SCRIPT_URL = /^\s*(javascript|vbscript|data:text\/html)/i;

export function trustedHtml(html: string): TrustedMarkup {
  return { html: sanitize(html) } as TrustedMarkup;
}

function sanitize(html: string): string {
  // Without a DOM nothing can be parsed inert, so the markup is kept as escaped text: safe, and
  // nothing renders server markup outside a browser anyway.
  if (typeof document === 'undefined') return escapeText(html);
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(BLOCKED_ELEMENTS).forEach((el) => el.remove());
  template.content.querySelectorAll('*').forEach((el) => {
    for (const attribute of Array.from(el.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && SCRIPT_URL.test(attribute.value)) el.removeAttribute(attribute.name);
    }
  });
  return template.innerHTML;
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
