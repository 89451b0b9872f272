/**
 * The lazily loaded half of the door: DOMPurify (cure53) with the policy of policy.ts. Loaded by
 * door.ts with a dynamic import, so its ~12 KB gzip never weigh on a widget's first load
 * (docs/decisions.md "Server markup: DOMPurify, parsed once").
 *
 * Markup is parsed once, in DOMPurify's inert document, cleaned as nodes and those same nodes are
 * inserted: nothing is serialised and parsed again, which is where mutation XSS lives.
 */
import createDOMPurify, { type Config, type DOMPurify, type UponSanitizeAttributeHookEvent, type UponSanitizeElementHookEvent } from 'dompurify';
import { ALLOWED_URI, FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS, isNamedForm, isOverlayStyle, isReservedName, isTalatAttribute, URL_ATTRIBUTES } from './policy';
import { markServerMarkup } from './provenance';
import { isAllowedMarkupUrl } from './markup-url';

export interface MarkupOptions {
  /**
   * Class names of WooCommerce forms the markup may carry (the cart page's
   * `woocommerce-cart-form`). Any other <form> is unwrapped, its fields kept: a fragment must not
   * bring a form of its own.
   */
  forms?: readonly string[];
  /** Internal: set by `fillDocument` for a whole printable document (its <style> and layout kept). */
  printable?: boolean;
}

export interface MarkupDoor {
  /** Replaces the children of `target` with the cleaned markup. */
  fill(target: Element, html: string, options?: MarkupOptions): void;
  /**
   * Replaces `target` itself with the cleaned markup (a cart fragment's key selects the element it
   * replaces, as jQuery's replaceWith in WooCommerce's script). Returns the first element put in.
   */
  replace(target: Element, html: string, options?: MarkupOptions): Element | null;
  /**
   * The cart page refresh: `page` is a whole HTML page, parsed once (inert); `select` picks the
   * part that replaces `target`, which is cleaned and inserted. Null when `select` finds nothing.
   */
  replaceFromPage(target: Element, page: string, select: (root: ParentNode) => Element | null, options?: MarkupOptions): Element | null;
  /**
   * A whole printable document (an order document, §2.8) into another document, the print window
   * opened by the page (about:blank, same origin). Parsed once (inert); its title is set as text;
   * its <style> elements are kept (they style only that window) with overlay positions, everything
   * else passes the same policy as any markup; the window gets a CSP that forbids scripts first.
   */
  fillDocument(target: Document, page: string): void;
}

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  // No MathML: the namespace-confusion family of mutation XSS needs it, and no shop markup uses it.
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: FORBIDDEN_ELEMENTS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  SANITIZE_DOM: true,
  RETURN_DOM_FRAGMENT: true,
};

/** A printable document keeps its <style>: it lives in its own window, not on the shop's page. */
const PRINTABLE_CONFIG: typeof CONFIG = { ...CONFIG, FORBID_TAGS: FORBIDDEN_ELEMENTS.filter((tag) => tag !== 'style') };

/** Defence in depth for the print window: nothing in it may run or load scripts, frames or forms. */
const PRINT_WINDOW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data: blob:; font-src http: https: data:; form-action 'none'; base-uri 'none'";

/** A window with its constructors (DOMParser, Element…), as `window` is in a browser. */
type PageWindow = Window & typeof globalThis;

const doors = new WeakMap<Window, MarkupDoor>();

/** The page's door, made once per window (DOMPurify binds to the window it is given). */
export function markupDoorFor(win: Window): MarkupDoor {
  let door = doors.get(win);
  if (!door) {
    door = createMarkupDoor(win as PageWindow);
    doors.set(win, door);
  }
  return door;
}

function createMarkupDoor(win: PageWindow): MarkupDoor {
  const purify = createDOMPurify(win);
  // DOMPurify hands the markup back untouched when the browser lacks what it needs: refuse instead.
  if (!purify.isSupported) throw new Error('[Talat] server markup: this browser cannot sanitise markup; it is not shown');
  let options: MarkupOptions = {};
  addPolicyHooks(purify, win, () => options);

  function clean(input: string | Node, callOptions: MarkupOptions = {}): DocumentFragment {
    const outer = options;
    options = callOptions;
    try {
      // DOMPurify returns null when the markup left no <body> to clean (a <frameset> replaces it).
      return purify.sanitize(input, callOptions.printable ? PRINTABLE_CONFIG : CONFIG) ?? win.document.createDocumentFragment();
    } finally {
      options = outer;
    }
  }

  function insert(fragment: DocumentFragment, put: (nodes: Node[]) => void): Element | null {
    const nodes = Array.from(fragment.childNodes);
    nodes.forEach((node) => markServerMarkup(node));
    put(nodes);
    return nodes.find((node): node is Element => node.nodeType === 1) ?? null;
  }

  return {
    fill(target, html, callOptions) {
      insert(clean(html, callOptions), (nodes) => target.replaceChildren(...nodes));
    },
    replace(target, html, callOptions) {
      return insert(clean(html, callOptions), (nodes) => target.replaceWith(...nodes));
    },
    replaceFromPage(target, page, select, callOptions) {
      const part = select(new win.DOMParser().parseFromString(page, 'text/html'));
      if (!part) return null;
      // DOMPurify clones the node into its own inert document (no second parse) and cleans it.
      return insert(clean(part, callOptions), (nodes) => target.replaceWith(...nodes));
    },
    fillDocument(target, page) {
      const parsed = new win.DOMParser().parseFromString(page, 'text/html');
      // The head's styles travel in the body, the only part DOMPurify hands back.
      for (const style of Array.from(parsed.head.querySelectorAll('style')).reverse()) parsed.body.prepend(style);
      const csp = target.createElement('meta');
      csp.httpEquiv = 'Content-Security-Policy';
      csp.content = PRINT_WINDOW_CSP;
      const title = target.createElement('title');
      title.textContent = parsed.title;
      target.head.replaceChildren(csp, title);
      insert(clean(parsed.body, { printable: true }), (nodes) => target.body.replaceChildren(...nodes));
    },
  };
}

function addPolicyHooks(purify: DOMPurify, win: PageWindow, current: () => MarkupOptions): void {
  const getAttribute = win.Element.prototype.getAttribute;
  const pageOrigin = () => new URL(win.document.baseURI).origin;

  purify.addHook('uponSanitizeElement', (node: Node, data: UponSanitizeElementHookEvent) => {
    if (data.tagName !== 'form') return;
    // Read through the prototype: a field named `className` would shadow the form's property.
    const classes = (getAttribute.call(node as Element, 'class') ?? '').split(/\s+/).filter(Boolean);
    // Set for every form of the call, so each is judged on its own classes (the set is per call).
    data.allowedTags.form = isNamedForm(classes, current().forms ?? []);
  });

  purify.addHook('uponSanitizeAttribute', (node: Element, data: UponSanitizeAttributeHookEvent) => {
    const name = data.attrName;
    const value = data.attrValue;
    if (isTalatAttribute(name) || ((name === 'id' || name === 'name') && isReservedName(value)) || (name === 'style' && !current().printable && isOverlayStyle(value))) {
      data.keepAttr = false;
      return;
    }
    if (!URL_ATTRIBUTES.has(name)) return;
    const base = win.document.baseURI;
    const tag = node.nodeName.toLowerCase();
    if (!isAllowedMarkupUrl(value, base, tag === 'img' && name === 'src')) data.keepAttr = false;
    // A WooCommerce form posts to its own shop; one aimed at another site loses its action.
    else if (tag === 'form' && name === 'action' && value.trim() !== '' && new URL(value, base).origin !== pageOrigin()) data.keepAttr = false;
  });
}
