import type { MarkupDoor } from '@talat/core';
import type { Fragments } from '../controller/fragment-cache';

/** Before an element is replaced: returns what to do with its replacement to keep focus, if anything. */
export type FocusKeeper = (element: Element) => ((replacement: Element) => void) | undefined;

/**
 * WooCommerce's rule: each fragment's key is a CSS selector and its markup replaces every element
 * the selector names, through core's markup door. A key that is not a valid selector (a theme's
 * typo) is skipped, not fatal. `keepFocus` (focus-keeper.ts, in the interactive chunk) moves focus
 * into the new markup.
 */
export function applyFragments(door: MarkupDoor, doc: Document, fragments: Fragments, keepFocus?: FocusKeeper): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      continue;
    }
    targets.forEach((element) => {
      const restore = keepFocus?.(element);
      const replacement = door.replace(element, html);
      if (restore && replacement) restore(replacement);
    });
  }
}
