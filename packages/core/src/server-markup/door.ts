/**
 * The one door for server markup (DESIGN.md "Conventions", issue 10): cart fragments, the cart
 * page refresh, the live search's price, and every later table, popup and message the server
 * sends as HTML go through `loadMarkupDoor()`. Anything else the server sends, or a shopper types,
 * is rendered as text.
 *
 * The sanitiser is a lazily loaded chunk: a widget starts loading it when markup may come (at
 * mount for the cart, on focus for the live search) so no first load pays for it. Where the
 * browser has the HTML Sanitizer API it is the browser's own, with the policy pass
 * (native-sanitizer.ts, a few KB); elsewhere DOMPurify (sanitizer.ts, 12 KB gzip), never both.
 */
import type { MarkupDoor } from './door-shape';

export type { MarkupDoor, MarkupOptions } from './door-shape';

interface SanitizerModule {
  markupDoorFor(win: Window): MarkupDoor;
}

let loading: Promise<SanitizerModule> | undefined;
let loaded: SanitizerModule | undefined;

/**
 * Whether this browser has the HTML Sanitizer API the native door uses: `Sanitizer` and
 * `Document.parseHTML`, with `Element.setHTML` (Chromium 146+); an older draft or a polyfill with
 * only some of them gets DOMPurify. Read at the first load: a test
 * removes the API before the page starts to drive the DOMPurify path in the same Chromium.
 */
export const hasNativeSanitizer = (): boolean =>
  typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function' && typeof (Document as { parseHTML?: unknown }).parseHTML === 'function' && typeof (globalThis as { Sanitizer?: unknown }).Sanitizer === 'function';

function loadSanitizer(): Promise<SanitizerModule> {
  return (loading ??= (hasNativeSanitizer() ? import('./native-sanitizer') : import('./sanitizer')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Forgotten, so the next caller asks again (one retry per caller, never a loop).
      loading = undefined;
      throw error;
    },
  ));
}

/** The door of `doc`'s window, once the sanitiser chunk is in. */
export function loadMarkupDoor(doc: Document = document): Promise<MarkupDoor> {
  return loadSanitizer().then((module) => module.markupDoorFor(windowOf(doc)));
}

/** The door at once when the sanitiser is already loaded (a render that must not flash), else undefined. */
export function markupDoorNow(doc: Document = document): MarkupDoor | undefined {
  return loaded?.markupDoorFor(windowOf(doc));
}

function windowOf(doc: Document): Window {
  const win = doc.defaultView;
  if (!win) throw new Error('[Talat] server markup: the document has no window');
  return win;
}
