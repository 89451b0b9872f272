// The wishlist page's lazy chunk (named after this file): loaded only where the plugin printed a wishlist.
export { enhanceWishlistPage } from './page';
