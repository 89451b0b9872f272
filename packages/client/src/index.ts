// @talat/client — the one typed client for every call of §7 (DESIGN "client"). Explicit list:
// nothing else in this package is public.

export { createClient, createTransportContext } from './client';
export { createContactFormClient } from './calls/contact-form';
export type { TransportContext } from './transport/context';
export type { RestClient, TalatClient } from './client';
export type { ClientConfig } from './config';
export type { CallOptions } from './transport/context';

export { TalatRequestError, errorMessageKey, isAbortError, isNonceRefused, isTalatRequestError } from './errors';
export type { ErrorMessageKey, RequestErrorKind } from './errors';

export { createSearchCalls, searchSuggestionsUrl } from './calls/search';
export type {
  SearchCalls,
  SearchSuggestion,
  SearchSuggestionType,
  SuggestionsParams,
  SuggestionsResult,
} from './calls/search';

export { createCartCalls, parseCartResult } from './calls/cart';
export type {
  CartCalls,
  CartResult,
  RefreshedFragmentsParams,
  RemoveFromCartParams,
  UpdateItemQuantityParams,
} from './calls/cart';

// The payment and document calls are sub-path entries (`@talat/client/payment`,
// `@talat/client/documents`): only their own widget's chunk carries them, not the shared runtime.
export type { CheckOrderParams, CheckOrderResult, ConfirmPaymentResult, PaymentCalls } from './calls/payment';

export type { DocumentCalls, DocumentRequest, DocumentResult } from './calls/documents';

export type {
  AddToWishlistParams,
  AddToWishlistResult,
  AskAnEstimateParams,
  AskAnEstimateResult,
  DeleteItemParams,
  FragmentsResult,
  ResultAndFragments,
  LoadFragmentsParams,
  MoveToAnotherWishlistParams,
  MoveToAnotherWishlistResult,
  ReloadWishlistParams,
  RemoveFromAllWishlistsParams,
  RemoveFromWishlistParams,
  SavePrivacyParams,
  SaveTitleParams,
  SaveTitleResult,
  SortWishlistItemsParams,
  UpdateWishlistQuantityParams,
  UserWishlist,
  WishlistCalls,
  WishlistFragmentOptions,
  WishlistFragments,
} from './calls/wishlist-types';

export type {
  CompareCalls,
  CompareFilterResult,
  CompareProductParams,
  CompareProductResult,
  CompareRequest,
  CompareSearchItem,
} from './calls/compare';
export { COMPARE_DEFAULT_ACTIONS, createCompareCalls } from './calls/compare';

export type {
  ContactFormCalls,
  ContactFormFeedback,
  ContactFormId,
  ContactFormInvalidField,
  ContactFormRefill,
  ContactFormRule,
  ContactFormSchema,
  ContactFormStatus,
} from './calls/contact-form';

export { createLeadFormCalls } from './calls/lead-form';
export { createWishlistCalls } from './calls/wishlist';
export type { LeadFormCalls, LeadFormSaveParams, LeadFormSaveResult } from './calls/lead-form';

// The coming-soon banner's call is the sub-path entry `@talat/client/banner` (the page extras' chunk only).
export type { BannerCalls } from './calls/banner';

export type { RestMethod, RestRequestInit } from './transport/rest';
export type { MediaItem, MediaUploadInit } from './transport/media';
export type { FormValue } from './transport/form';
export type { Query, QueryValue, QueryScalar } from './transport/url';
