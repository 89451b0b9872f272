import { replaceWithTrustedHtml, trustedHtml } from '@talat/core';
import type { Fragments } from '../controller/fragment-cache';

/**
 * WooCommerce's rule: each fragment's key is a CSS selector and its markup replaces every element
 * the selector names. A key that is not a valid selector (a theme's typo) is skipped, not fatal.
 *
 * A keyboard user who pressed + in the side cart has focus inside the line the reply replaces;
 * focus moves to the same control in the new markup (or, when the control is gone, to the nearest
 * container that takes focus, such as the drawer), instead of falling back to <body>.
 */
export function applyFragments(doc: Document, fragments: Fragments): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      continue;
    }
    targets.forEach((element) => {
      const active = doc.activeElement;
      const focused = active && active !== element && element.contains(active) ? active : null;
      const path = focused ? childPath(element, focused) : [];
      const replacement = replaceWithTrustedHtml(element, trustedHtml(html));
      if (focused && replacement) restoreFocus(replacement, focused, path);
    });
  }
}

/** Child indexes from `root` down to `node`. */
function childPath(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

function restoreFocus(replacement: Element, was: Element, path: number[]): void {
  const same = (el: Element | null | undefined): el is HTMLElement =>
    !!el && el.localName === was.localName && el.className === was.className && el.getAttribute('data-key') === was.getAttribute('data-key');
  const inside = Array.from(replacement.querySelectorAll('*'));
  const twin =
    (was.id ? inside.find((el) => el.id === was.id) : undefined) ??
    [path.reduce<Element | null>((at, index) => at?.children[index] ?? null, replacement)].find(same) ??
    (was.hasAttribute('data-key') ? inside.find(same) : undefined);
  const target = twin instanceof HTMLElement ? twin : replacement.closest<HTMLElement>('[tabindex="-1"]');
  target?.focus({ preventScroll: true });
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
      doc.removeEventListener('pointerdown', press, true);
      doc.removeEventListener('pointerup', release, true);
      doc.removeEventListener('pointercancel', release, true);
    },
  };
}
