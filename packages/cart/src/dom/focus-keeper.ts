/**
 * A keyboard user who pressed + in the side cart has focus inside the line the reply replaces;
 * focus moves to the same control in the new markup (or, when the control is gone, to the nearest
 * container that takes focus, such as the drawer), instead of falling back to <body>.
 */
export function keepFocusAcross(element: Element): ((replacement: Element) => void) | undefined {
  const active = element.ownerDocument.activeElement;
  if (!active || active === element || !element.contains(active)) return undefined;
  const path = childPath(element, active);
  return (replacement) => restoreFocus(replacement, active, path);
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
  // A number being typed and not yet committed goes with the focus, instead of being lost.
  if (was instanceof HTMLInputElement && target instanceof HTMLInputElement && was.value !== was.defaultValue) target.value = was.value;
  target?.focus({ preventScroll: true });
}
