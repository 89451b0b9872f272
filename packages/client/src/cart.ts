// `@talat/client/cart`: the side cart's calls of §7, a sub-path of its own so that only that widget's chunk
// carries it, not the runtime every page loads (issue 30: the runtime carries only what every
// widget shares; docs/decisions.md, "Widget-only call families are sub-path entries").
export { createCartCalls, parseCartResult } from './calls/cart';
export type { CartCalls, CartResult, RefreshedFragmentsParams, RemoveFromCartParams, UpdateItemQuantityParams } from './calls/cart';
