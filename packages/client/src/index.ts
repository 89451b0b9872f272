// @talat/client — the one typed client for every call of §7 (DESIGN "client"). Explicit list:
// nothing else in this package is public.

export { createTransportContext } from './transport/context-factory';
// `createClient` (the widgets' six families and the REST client in one object) is the sub-path
// `@talat/client/all`: here it would draw every family into the runtime chunk with this index
// (issue 30). Its types stay here; a type import draws no code.
export type { RestClient, TalatClient } from './client';
export type { TransportContext } from './transport/context';
export type { ClientConfig } from './config';
export type { CallOptions } from './transport/context';

export { TalatRequestError, errorMessageKey, isAbortError, isNonceRefused, isTalatRequestError } from './errors';
export type { ErrorMessageKey, RequestErrorKind } from './errors';

export type {
  SearchCalls,
  SearchSuggestion,
  SearchSuggestionType,
  SuggestionsParams,
  SuggestionsResult,
} from './calls/search';

export type {
  CartCalls,
  CartResult,
  RefreshedFragmentsParams,
  RemoveFromCartParams,
  UpdateItemQuantityParams,
} from './calls/cart';

// Every call family is a sub-path entry (`@talat/client/search`, `/cart`, `/wishlist`, `/compare`,
// `/contact-form`, `/lead-form`, `/payment`, `/documents`, `/banner`): only its own widget's chunk
// carries it, not the shared runtime (issue 30). Their types stay here too.
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

export type { LeadFormCalls, LeadFormSaveParams, LeadFormSaveResult } from './calls/lead-form';

// The coming-soon banner's call is the sub-path entry `@talat/client/banner` (the page extras' chunk only).
export type { BannerCalls } from './calls/banner';

export type { RestMethod, RestRequestInit } from './transport/rest';
export type { MediaItem, MediaUploadInit } from './transport/media';
export type { FormValue } from './transport/form';
export type { Query, QueryValue, QueryScalar } from './transport/url';
