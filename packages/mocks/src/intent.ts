/**
 * Test support for load on intent (core's prefetchOnIntent, decision 503): the sign a shopper
 * gives when the pointer comes over a widget's control, which is what brings its chunk in. A test
 * that wants the widget interactive before it acts gives the sign on the widget's zone, as the
 * pointer would on its way to the control.
 */
export function showIntent(element: Element): void {
  element.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
}
