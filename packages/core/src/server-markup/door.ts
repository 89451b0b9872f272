/**
 * The one door for server markup (DESIGN.md "Conventions", issue 10): cart fragments, the cart
 * page refresh, the live search's price, and every later table, popup and message the server
 * sends as HTML go through `loadMarkupDoor()`. Anything else the server sends, or a shopper types,
 * is rendered as text.
 *
 * The sanitiser (DOMPurify) is a lazily loaded chunk: a widget starts loading it when markup may
 * come (at mount for the cart, on focus for the live search) so no first load pays for it.
 */
import type { MarkupDoor } from './sanitizer';

export type { MarkupDoor, MarkupOptions } from './sanitizer';

type SanitizerModule = typeof import('./sanitizer');

let loading: Promise<SanitizerModule> | undefined;
let loaded: SanitizerModule | undefined;

function loadSanitizer(): Promise<SanitizerModule> {
  return (loading ??= import('./sanitizer').then(
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
