// Public surface of @talat/mocks. The msw adapters for Node and the browser are sub-path imports
// (`@talat/mocks/node`, `@talat/mocks/browser`) so neither environment bundles the other's msw.

export { createFakeShop, type FakeShop, type FakeShopOptions } from './shop';
export { defineShopState, type ShopStateAccessor } from './shop-state';
export {
  createSettings,
  type CartSettings,
  type CompareSettings,
  type SearchSettings,
  type WishlistSettings,
  type ShopSettings,
  type ShopSettingsOverrides,
} from './settings';
export { showIntent } from './intent';
export { createFaults, type FaultRule, type FaultTarget, type Faults } from './faults';
export { createFakeWordPress, type FakeWordPress, type FakeWordPressOptions } from './wordpress';
export { createMswHandlers } from './msw';

export {
  defineAjaxAction,
  defineMediaRoute,
  defineRestRoute,
  defineWcAjax,
  type EndpointDefinition,
  type EndpointHandler,
} from './router/registry';
export type { EndpointKind, WpRequest } from './router/wp-request';
export { wpDie, wpErrorResponse, wpJson, wpJsonError, wpJsonSuccess } from './router/responses';
export { endpoints } from './endpoints/index';

export {
  createCatalogue,
  DEFAULT_CATALOGUE_SEED,
  findCategory,
  findProduct,
  listByCategory,
  listByTag,
  listProducts,
} from './catalogue/catalogue';
export { CATEGORY } from './catalogue/categories';
export { productKindOf, sizeTermOf, variableDemoProduct, variationFor, type VariableProduct } from './catalogue/variable';
export { HOSTILE_PRODUCT } from './catalogue/hostile';
export {
  formatAmount,
  formatAmountHtml,
  formatPriceHtml,
  THB_PRICE_FORMAT,
  type PriceFormat,
} from './catalogue/price-html';
export type { Catalogue, PostCategory, Product, ProductCategory, StockStatus } from './catalogue/types';

export { matchPostCategories, matchProductCategories, searchProducts } from './search/match';
export { normalizeText } from './search/normalize';
export { buildSuggestions } from './search/suggestions';
export type {
  HeadingRow,
  MoreItemRow,
  NoResultRow,
  PostCategoryRow,
  ProductCategoryRow,
  ProductRow,
  SuggestionRow,
  SuggestionsResponse,
} from './search/suggestion-rows';
export { renderPlaceholderSvg, type Placeholder, type PlaceholderShape } from './media/svg';
export { escapeXml } from './markup/escape';
export { searchBoxMarkup, searchPluginOptions, type SearchBoxOptions } from './markup/search-box';
export { PLUGIN_SCRIPT_SRC, pluginParamsTag, pluginScriptTag, type PluginScriptHandle } from './plugin-scripts/tags';
export { productLoopClasses, productLoopItemMarkup } from './markup/product-loop';

// Cart (docs/cart-markup.md): state and rules, cookies, markup builders and page globals.
export { GUEST_SESSION, newSessionId, SESSION_COOKIE, sessionCookieHeader, sessionIdFromCookie } from './cart/session';
export { cartSession, clearCart, getCart, type Cart, type CartLine } from './cart/cart-state';
export { cartHash, cartItemKey } from './cart/cart-keys';
export { md5 } from './cart/md5';
export { addToCart, type AddToCartOutcome, type AddToCartStatus } from './cart/add-to-cart';
export { removeLine, setLineQuantity, type SetQuantityOutcome } from './cart/line-quantity';
export { updateCartFromForm } from './cart/cart-form';
export { cartContents, cartTotals, type CartItem, type CartTotals } from './cart/contents';
export { addCartNotice, takeCartNotices, type CartNotice, type CartNoticeType } from './cart/notices';
export { CART_HASH_COOKIE, cartCookieHeaders, ITEMS_IN_CART_COOKIE } from './cart/cookies';
export { cartLinks, type CartLinks } from './cart/markup/links';
export { cartFragments, type CartFragments } from './cart/markup/fragments';
export { sideCartMarkup } from './cart/markup/side-cart';
export { cartFragments205, sideCart205Markup } from './cart/markup/taiowc-205';
export { SIDE_CART_RELEASE_COOKIE, sideCartReleaseFromCookie, type SideCartRelease } from './cart/side-cart-release';
export { miniCartWidgetMarkup, type MiniCartWidgetOptions } from './cart/markup/mini-cart';
export { cartPageContent } from './cart/markup/cart-page';
export { checkoutPageContent } from './cart/markup/checkout-page';
export { noticesMarkup, pageNoticesMarkup, type CartPageOptions } from './cart/markup/page-notices';
export { orderReviewTableMarkup } from './cart/markup/order-review';
export { addToCartButtonMarkup, type AddToCartButtonOptions } from './cart/markup/add-to-cart-button';
export {
  cartGlobalsScript,
  taiowcParams,
  wcAddToCartParams,
  wcCartFragmentsParams,
  wcCheckoutParams,
  type CartGlobalsOptions,
  type TaiowcParams,
  type WcAddToCartParams,
  type WcAddToCartParamsOptions,
  type WcCartFragmentsParams,
  type WcCheckoutParams,
} from './cart/globals';

// Contact Form 7 (REST contact-form-7/v1): the demo form, its schema, markup, globals and server.
export {
  contactFormUnitTag,
  type AcceptanceField,
  type CaptchaField,
  type CheckboxField,
  type ChoiceField,
  type ContactForm,
  type ContactFormField,
  type DateField,
  type FileField,
  type NumberField,
  type QuizField,
  type SwvRule,
  type SwvSchema,
  type TextareaField,
  type TextField,
  type TimeField,
} from './contact-form/types';
export { DEMO_CONTACT_FORM, findContactForm } from './contact-form/demo-form';
export { CF7_MESSAGES } from './contact-form/messages';
export { contactFormSchema, SWV_SCHEMA_VERSION } from './contact-form/schema';
export { CF7_VERSION, contactFormMarkup, formStatusFor, type ContactFormMarkupOptions } from './contact-form/markup/form';
export { noJsReplyOptions } from './contact-form/markup/no-js-reply';
export {
  contactFormGlobals,
  contactFormGlobalsScript,
  type ContactFormGlobalsOptions,
  type Wpcf7Global,
} from './contact-form/globals';
export {
  CAPTCHA_LIFETIME_MS,
  captchaAnswerFor,
  captchaImageUrl,
  issueContactFormChallenges,
  refillMaps,
  type CaptchaChallenge,
  type ContactFormChallenges,
  type QuizChallenge,
  type RefillMaps,
} from './contact-form/challenges';
export { QUIZ_POOL, quizAnswerFor, quizAnswerHash, type QuizQuestion } from './contact-form/quiz-pool';
export { readCaptchaAnswerFromSvg, renderCaptchaSvg } from './contact-form/captcha-svg';
export {
  MAIL_FAIL_TRIGGER,
  sentContactMessages,
  SPAM_TRIGGER,
  submitContactForm,
  type ContactFormInvalidFieldReply,
  type ContactFormReply,
  type ContactFormServerStatus,
  type SentContactMessage,
  type SubmitContactFormResult,
} from './contact-form/submit';

// Lead Form Builder (admin-ajax verifyFormCaptcha / Save_Form_Data) and the fake reCAPTCHA.
export {
  FAKE_RECAPTCHA_SITEKEY,
  findLeadForm,
  FOOTER_LEAD_FORM,
  QUOTE_LEAD_FORM,
  type LeadFormOptions,
} from './lead-form/forms';
export { FULL_LEAD_FIELDS, SHORT_LEAD_FIELDS, type LeadField, type LeadFieldKind } from './lead-form/fields';
export { FAKE_RECAPTCHA_SCRIPT_URL, leadFormMarkup } from './lead-form/markup';
export { LEAD_FORM_BUILDER_MESSAGES, leadFormGlobals, leadFormGlobalsScript, type FrontendAjaxGlobal, type LeadFormBuilderMessages } from './lead-form/globals';
export { savedLeads, type LeadSaveReply, type SavedLead } from './lead-form/save-lead';
export { FAKE_RECAPTCHA_TOKEN_PREFIX } from './lead-form/recaptcha-tokens';
export { installFakeRecaptcha } from './lead-form/fake-recaptcha';

// YITH WooCommerce Wishlist (admin-ajax, §7 Wishlist): per-visitor lists, the demo seed, markup
// as the plugin prints it, and the `yith_wcwl_l10n` global.
export type { Wishlist, WishlistItem, WishlistPrivacy } from './wishlist/types';
export { clearVisitorWishlists, defaultWishlist, findWishlist, findWishlistItem, visitorWishlists } from './wishlist/wishlist-state';
export { addWishlistItem, type AddItemOutcome, type AddItemRequest, type AddItemResult } from './wishlist/add-item';
export { seedDemoWishlists } from './wishlist/seed';
export { estimateRequests, type EstimateRequest } from './wishlist/estimates';
export { DEFAULT_WISHLIST_NONCES, WISHLIST_ACTIONS, wishlistNonce, wishlistNonceName, type WishlistAction } from './wishlist/nonces';
export { wishlistLinks, type WishlistLinks } from './wishlist/links';
export { wishlistTitle } from './wishlist/wishlist-name';
export { PRIVACY_DESCRIPTIONS, PRIVACY_LABELS, WISHLIST_LABELS } from './wishlist/labels';
export { isMobileUserAgent } from './wishlist/user-agent';
export { wishlistGlobals, wishlistGlobalsScript, type YithWcwlL10n } from './wishlist/globals';
export { refreshFragments, type FragmentsParam, type RefreshContext } from './wishlist/fragments';
export {
  addToWishlistFragmentOptions,
  addToWishlistMarkup,
  renderAddToWishlist,
  type AddToWishlistPlacement,
} from './wishlist/markup/add-to-wishlist';
export type { FragmentOptions, FragmentOptionValue } from './wishlist/markup/fragment-options';
export { wishlistShortcodeMarkup } from './wishlist/markup/wishlist-shortcode';
export type { WishlistViewRequest } from './wishlist/markup/wishlist-view';
export { wishlistManageMarkup } from './wishlist/markup/manage-table';
export { addToWishlistRemoveMarkup } from './wishlist/markup/add-to-wishlist-remove';
export { wishlistItemsWidgetMarkup } from './wishlist/markup/items-widget';
export { removeWishlistProduct } from './wishlist/item-changes';
export { renameWishlist, setWishlistPrivacy } from './wishlist/list-changes';
export { askEstimatePopupMarkup, estimateSentTemplate } from './wishlist/markup/ask-estimate';
// The premium popups' plain POSTs, for the demo's form handler (create a list, move a row).
export { createNamedWishlist } from './wishlist/new-list';
export { moveWishlistItem } from './wishlist/move-item';
export { createWishlistUrl } from './wishlist/markup/create-popup';
export { CREATE_NONCE, CREATE_NONCE_NAME, WISHLIST_CREATED } from './wishlist/markup/popup-labels';

// TH Product Compare (admin-ajax, §7 Compare; docs/research/th-product-compare.md): the compare
// list in the plugin's cookie, markup as the pre-rename release prints it, and its globals.
export { compareButtonMarkup, compareCheckboxMarkup, type CompareMarkState } from './compare/markup/compare-button';
export { compareFloatingIconMarkup } from './compare/markup/floating-icon';
export { compareTableMarkup } from './compare/markup/compare-table';
export { compareFooterBarMarkup } from './compare/markup/compare-footer-bar';
export { COMPARE_LABELS } from './compare/labels';
export { compareGlobals, type ThProductGlobal } from './compare/globals';
export { visitorCompare, type VisitorCompare } from './compare/visitor-compare';
export { compareCookieName, compareSetCookie, compareSiteUrl, thDecrypt, thEncrypt } from './compare/cookie';
export { changeCompareList, changeCompareListRenamed, type CompareChange, type CompareTarget } from './compare/compare-state';
export * from './payment/index';
export * from './documents/index';

// The Google Translate element GTranslate drives (issue 16): a fake for the demo and tests.
export { FAKE_TRANSLATE_ELEMENT_URL, installFakeTranslateElement } from './translate/fake-translate-element';

// The logged-in user's REST nonce and the coming-soon banner's user setting (issue 16), with the
// store notice and banner markup WooCommerce prints.
export {
  isComingSoonBannerDismissed,
  isLoggedIn,
  renewRestNonce,
  restNonceFor,
  setComingSoonBannerDismissed,
  userIdOf,
} from './user/banner-state';
export { comingSoonBannerHtml, DEMO_STORE_NOTICE, STORE_NOTICE_DISMISS, storeNoticeHtml, type ComingSoonBannerOptions } from './user/markup';

// Order attribution (issue 17): the checkouts' orders and their recorded attribution meta.
export * from './attribution/index';
