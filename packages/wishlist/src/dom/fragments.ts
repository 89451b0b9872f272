import type { WishlistFragments } from '@talat/client';
import { isRecord, type MarkupDoor } from '@talat/core';
import { FRAGMENT } from './add-link';

// The wishlist's page fragments, as YITH's script collects and replaces them
// (docs/research/yith-wishlist.md §3.3): every `.wishlist-fragment` element is one, keyed by its
// classes joined with the fragment glue ('.', §9), carrying the server's `data-fragment-options`.

/** Classes that change while the page lives, so the server's key for an element leaves them out. */
const VOLATILE_CLASSES = new Set(['exists', 'with-count']);

/** The key of one fragment: its classes, `exists` dropped, joined with the glue (§3 "Wishlist fragment options"). */
export function fragmentKey(element: Element, glue: string): string {
  return [...element.classList].filter((name) => name !== 'exists').join(glue);
}

/** The selector that finds a reply's fragment in the page: its key's classes, volatile ones left out. */
export function fragmentSelector(key: string, glue: string): string | null {
  const names = key.split(glue).filter((name) => name !== '' && !VOLATILE_CLASSES.has(name));
  if (names.length === 0) return null;
  return names.map((name) => `.${CSS.escape(name)}`).join('');
}

/** The server's options for a fragment; anything but a JSON object (junk markup) reads as {}. */
export function fragmentOptions(element: Element): Record<string, string | number | boolean> {
  const text = element.getAttribute('data-fragment-options');
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) return {};
    // Arrays and objects are dropped by the server itself (research §3.3); only scalars travel.
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1])),
    );
  } catch {
    return {};
  }
}

export interface FragmentSearch {
  /** A product id: the fragments for it and those that belong to no product. */
  productId?: string;
  /** Only the fragments the server printed for ajax loading (`.on-first-load`). */
  firstLoad?: boolean;
  /** Where to look; the whole document by default. */
  within?: ParentNode;
}

/**
 * The fragments a call sends (`fragments` of §7 Wishlist), or undefined when there are none, in
 * which case the plugin sends nothing for them either.
 */
export function collectFragments(doc: Document, glue: string, search: FragmentSearch = {}): WishlistFragments | undefined {
  const fragments: Record<string, Record<string, string | number | boolean>> = {};
  for (const element of (search.within ?? doc).querySelectorAll(FRAGMENT)) {
    const ref = element.getAttribute('data-fragment-ref');
    if (search.productId !== undefined && ref !== null && ref !== search.productId) continue;
    if (search.firstLoad && !element.classList.contains('on-first-load')) continue;
    fragments[fragmentKey(element, glue)] = fragmentOptions(element);
  }
  return Object.keys(fragments).length > 0 ? fragments : undefined;
}

/**
 * The wishlist form is itself a fragment (research §2.5). The door unwraps any <form> its caller
 * does not name, so the form is named: without it the page would get loose fields back, with no
 * form to post 'apply', 'update' or 'add all', and no `.wishlist-fragment` for the next call.
 */
const WISHLIST_FORMS = ['yith-wcwl-form'];

/**
 * Puts a reply's fragments in the page through core's markup door: for each key, the element of
 * the reply's markup its selector names replaces every element of the page it names (research
 * §3.3, `replace_fragments`). A key with no match on either side changes nothing. Returns the
 * elements put in, for the caller to re-enhance and to keep focus.
 */
export function replaceFragments(door: MarkupDoor, doc: Document, fragments: Readonly<Record<string, string>>, glue: string): Element[] {
  const added: Element[] = [];
  for (const [key, html] of Object.entries(fragments)) {
    const selector = fragmentSelector(key, glue);
    if (!selector) continue;
    let targets: Element[];
    try {
      targets = [...doc.querySelectorAll(selector)];
    } catch {
      continue;
    }
    for (const target of targets) {
      const replacement = door.replaceFromPage(target, html, (root) => root.querySelector(selector), { forms: WISHLIST_FORMS });
      if (replacement) added.push(replacement);
    }
  }
  return added;
}
