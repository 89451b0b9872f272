// @talat/wishlist: the front end of YITH WooCommerce Wishlist (issue 13).
export { wishlistConfigSpec, nonceFor, type WishlistConfig } from './config';
export { wishlistMessages, type WishlistMessageKey, type WishlistSessionTranslate, type WishlistTranslate } from './messages';
export { wishlistPageMessages } from './page/messages';
// The popups' and the lightbox's own words (decision 514: no longer in wishlistMessages).
export { popupsMessages } from './messages-popups';
export { lightboxMessages, type LightboxMessageKey } from './messages-lightbox';
export { WISHLIST_CONSTANTS } from './controller/constants';
export { addSucceeded, cookiesEnabled, feedbackKind, moveReady, newWishlistNameMissing, removesAddButton, titleValid, type MoveRequest } from './controller/rules';
export { createAdder, type Adder, type AdderOptions, type AddOutcome, type AddRequest } from './controller/adder';
export { createNoticeStore, type NoticeStore, type WishlistNotice } from './controller/notice';
export { createQuantitySaver, parseQuantity, type QuantitySaver, type QuantitySaverOptions, type QuantityState } from './controller/quantity-saver';
export { createSortSaver, type SortSaver } from './controller/sort-saver';
export { dropRow, moveRow, orderChanged } from './controller/reorder';
export { collectFragments, fragmentKey, fragmentOptions, fragmentSelector, replaceFragments, type FragmentSearch } from './dom/fragments';
export { containersOf, markExisting, refreshDropdowns } from './dom/add-button';
export { addRequestOf, markAdding, placeInGallery } from './dom/add-link';
export { applyVariation, variationIdsOf } from './dom/variations';
export { startWishlistSession, type WishlistSession, type WishlistSessionOptions } from './session';
export { FloatingNotice, type FloatingNoticeProps } from './view/FloatingNotice';
export { mountWishlist, wishlistWidget, type MountWishlistOptions } from './mount';
