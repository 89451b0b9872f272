/**
 * What every markup door does once its engine has cleaned the markup: insert the nodes it parsed,
 * mark them, and set up the print window. The engine is DOMPurify (sanitizer.ts) or the browser's
 * own Sanitizer (native-sanitizer.ts); door.ts picks one per browser (issue 30). Shared so both
 * engines insert, mark and open the print window the same way.
 */
import { markServerMarkup } from './provenance';

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

/** How one engine parses (once, inert) and cleans; the door around it is `doorOf`. */
export interface MarkupEngine {
  /** `html` parsed once and cleaned: the nodes to insert. */
  clean(html: string, options: MarkupOptions): DocumentFragment;
  /** A whole page parsed once, inert, for the caller to pick a part from (`cleanPart` cleans it). */
  parsePage(page: string, options: MarkupOptions): Document;
  /** A part of a parsed page cleaned (a <body>: its children), as the nodes to insert. */
  cleanPart(part: Node, options: MarkupOptions): DocumentFragment;
}

/** Defence in depth for the print window: nothing in it may run or load scripts, frames or forms. */
const PRINT_WINDOW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data: blob:; font-src http: https: data:; form-action 'none'; base-uri 'none'";

/** A window with its constructors (DOMParser, Element…), as `window` is in a browser. */
export type PageWindow = Window & typeof globalThis;

/** `make` called once per window, its door kept for that window (an engine binds to its window). */
export function oncePerWindow(make: (win: PageWindow) => MarkupDoor): (win: Window) => MarkupDoor {
  const doors = new WeakMap<Window, MarkupDoor>();
  return (win) => {
    let door = doors.get(win);
    if (!door) {
      door = make(win as PageWindow);
      doors.set(win, door);
    }
    return door;
  };
}

export function doorOf(engine: MarkupEngine): MarkupDoor {
  function insert(fragment: DocumentFragment, put: (nodes: Node[]) => void): Element | null {
    const nodes = Array.from(fragment.childNodes);
    nodes.forEach((node) => markServerMarkup(node));
    put(nodes);
    return nodes.find((node): node is Element => node.nodeType === 1) ?? null;
  }

  return {
    fill(target, html, options = {}) {
      insert(engine.clean(html, options), (nodes) => target.replaceChildren(...nodes));
    },
    replace(target, html, options = {}) {
      return insert(engine.clean(html, options), (nodes) => target.replaceWith(...nodes));
    },
    replaceFromPage(target, page, select, options = {}) {
      const part = select(engine.parsePage(page, options));
      if (!part) return null;
      return insert(engine.cleanPart(part, options), (nodes) => target.replaceWith(...nodes));
    },
    fillDocument(target, page) {
      const options: MarkupOptions = { printable: true };
      const parsed = engine.parsePage(page, options);
      // The head's styles travel in the body, the part that is cleaned and put in.
      for (const style of Array.from(parsed.head.querySelectorAll('style')).reverse()) parsed.body.prepend(style);
      const csp = target.createElement('meta');
      csp.httpEquiv = 'Content-Security-Policy';
      csp.content = PRINT_WINDOW_CSP;
      const title = target.createElement('title');
      title.textContent = parsed.title;
      target.head.replaceChildren(csp, title);
      insert(engine.cleanPart(parsed.body, options), (nodes) => target.body.replaceChildren(...nodes));
    },
  };
}
