// The wishlist's lazily loaded part (DESIGN.md "Three layers on every page"): its controller,
// views and DOM behaviour, on the shared runtime.
export { startWishlistSession } from './session';
