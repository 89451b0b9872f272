import { replaceWithTrustedHtml, trustedHtml } from '@talat/core';
import type { Fragments } from '../controller/fragment-cache';

/** Before an element is replaced: returns what to do with its replacement to keep focus, if anything. */
export type FocusKeeper = (element: Element) => ((replacement: Element) => void) | undefined;

/**
 * WooCommerce's rule: each fragment's key is a CSS selector and its markup replaces every element
 * the selector names. A key that is not a valid selector (a theme's typo) is skipped, not fatal.
 * `keepFocus` (focus-keeper.ts, in the interactive chunk) moves focus into the new markup.
 */
export function applyFragments(doc: Document, fragments: Fragments, keepFocus?: FocusKeeper): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      continue;
    }
    targets.forEach((element) => {
      const restore = keepFocus?.(element);
      const replacement = replaceWithTrustedHtml(element, trustedHtml(html));
      if (restore && replacement) restore(replacement);
    });
  }
}

/**
 * Holds fragments back while a pointer is pressed: replacing the line under a mouse between its
 * mousedown and mouseup would swallow the click (the browser fires none when the two land on
 * different elements). The latest fragments are applied right after the release and its click.
 */
export function createFragmentApplier(doc: Document, apply: (fragments: Fragments) => void): { apply(fragments: Fragments): void; stop(): void } {
  let pressed = false;
  let held: Fragments | undefined;
  const press = () => (pressed = true);
  const release = () => {
    pressed = false;
    // After the click that follows this release has been handled.
    setTimeout(() => {
      if (!held || pressed) return;
      const fragments = held;
      held = undefined;
      apply(fragments);
    });
  };
  doc.addEventListener('pointerdown', press, true);
  doc.addEventListener('pointerup', release, true);
  doc.addEventListener('pointercancel', release, true);
  return {
    apply(fragments) {
      if (pressed) held = { ...held, ...fragments };
      else apply(fragments);
    },
    stop() {
      held = undefined;
      doc.removeEventListener('pointerdown', press, true);
      doc.removeEventListener('pointerup', release, true);
      doc.removeEventListener('pointercancel', release, true);
    },
  };
}
