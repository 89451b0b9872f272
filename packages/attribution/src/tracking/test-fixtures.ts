// Test fixtures. The `[AnalyticsEvent]` payload is built by the cart's own function (§3 "Product
// (analytics)"), so these tests break when the cart's event changes shape: widgets never import each
// other at run time, but a test may hold the two to one contract.
export { analyticsEvent, type ProductSnapshot as CartSnapshot } from '../../../cart/src/controller/analytics';

/** Meta's base code stub (queue, loaded, version) that also records every call for assertions. */
export function fakePixel(win: Window, queued: unknown[][] = []) {
  const calls: unknown[][] = [];
  const fbq = Object.assign((...args: unknown[]) => void calls.push(args), { queue: queued.map((call) => ({ ...call, length: call.length })), loaded: true, version: '2.0' });
  (win as unknown as { fbq?: unknown }).fbq = fbq;
  return calls;
}
