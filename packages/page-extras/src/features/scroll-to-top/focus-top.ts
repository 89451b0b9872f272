/**
 * Where a keyboard user lands after "back to top" (decision "Scroll-to-top focus"): the element the
 * link names (`href="#page"`) when the page has it, else `<body>` made focusable for the moment.
 * Either way the next Tab reaches the page's first control (the skip link), as after a reload.
 * `preventScroll`: the page is already at the top, or getting there by the animation.
 */
export function focusTopOfPage(doc: Document, fragment: string | null): void {
  const named = fragment ? doc.getElementById(fragment) : null;
  const target = named && named !== doc.body ? named : doc.body;
  if (!target.hasAttribute('tabindex') && !target.matches('a[href],button,input,select,textarea')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
