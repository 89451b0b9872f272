import type { CallOptions } from '../transport/context';
import type { FormFields, FormValue } from '../transport/form';

/** §3 'Wishlist fragment options': product_id, is_mobile ('yes'/'no'), is_user_owner, … */
export type WishlistFragmentOptions = { readonly [option: string]: FormValue };
/** Fragment key (page-element classes joined with '.', §9 Wishlist) → its options. */
export type WishlistFragments = { readonly [key: string]: WishlistFragmentOptions };

/** Every §7 Wishlist call carries a nonce (the plugin localises one per action). */
interface WithNonce {
  nonce: string;
}

type Id = string | number;

/** §3 Wishlist: a user's wishlists (user_wishlists items). */
export interface UserWishlist {
  id: string;
  wishlist_name: string;
  /** Default wishlists are left out of the hover dropdown. */
  default: boolean;
  add_to_this_wishlist_url: string;
}

export interface AddToWishlistParams extends WithNonce {
  /** The product id (the variation id once a variation is chosen, §3 'Wishlist item'). */
  add_to_wishlist: Id;
  product_type?: string;
  wishlist_id?: Id;
  fragments?: WishlistFragments;
  /** From the popup only. */
  wishlist_name?: string;
  wishlist_visibility?: Id;
}
export interface AddToWishlistResult {
  /** As the plugin sends it, e.g. 'true', 'exists', 'error'. */
  result?: string;
  message?: string;
  fragments?: Record<string, string>;
  user_wishlists?: UserWishlist[];
}

export interface RemoveFromWishlistParams extends WithNonce {
  /** The row id. */
  remove_from_wishlist: Id;
  wishlist_id?: Id;
  wishlist_token?: string;
  fragments?: WishlistFragments;
}

export interface SortWishlistItemsParams extends WithNonce {
  /** Row ids in their new order. */
  positions: ReadonlyArray<Id>;
  wishlist_token: string;
  page: number;
  per_page: number;
}

export interface UpdateWishlistQuantityParams extends WithNonce {
  /** The row id, under the plugin's name for it. */
  product_id: Id;
  wishlist_token: string;
  quantity: number;
}

export interface MoveToAnotherWishlistParams extends WithNonce {
  wishlist_token: string;
  destination_wishlist_token: string;
  item_id: Id;
  wishlist_name?: string;
  wishlist_visibility?: Id;
  fragments?: WishlistFragments;
}
export interface MoveToAnotherWishlistResult {
  /** false when nothing moved (the plugin then sends an empty message). */
  result: boolean;
  message?: string;
  user_wishlists?: UserWishlist[];
  fragments?: Record<string, string>;
}

export interface SaveTitleParams extends WithNonce {
  wishlist_id: Id;
  title: string;
  fragments?: WishlistFragments;
}
export interface SaveTitleResult {
  /** false marks the title field invalid (§7 Wishlist). */
  result: boolean;
  fragments?: Record<string, string>;
}

export interface SavePrivacyParams extends WithNonce {
  wishlist_id: Id;
  privacy: Id;
  fragments?: WishlistFragments;
}

export interface RemoveFromAllWishlistsParams extends WithNonce {
  prod_id: Id;
  wishlist_id?: Id;
  fragments?: WishlistFragments;
}

export interface DeleteItemParams extends WithNonce {
  item_id: Id;
  fragments?: WishlistFragments;
}

export interface AskAnEstimateParams extends WithNonce {
  /** All fields of the popup form; a FormData (attachments) is sent multipart. */
  fields: FormFields | FormData;
}
export interface AskAnEstimateResult {
  result: boolean;
  /** On success: markup that replaces the form. */
  template?: string;
  /** On failure: shown as an error under the popup description (§8 Wishlist). */
  message?: string;
}

export interface ReloadWishlistParams extends WithNonce {
  pagination?: string;
  per_page?: number;
  wishlist_id?: Id;
  wishlist_token?: string;
  add_to_wishlist: Id;
  product_type?: string;
}

export interface LoadFragmentsParams extends WithNonce {
  fragments: WishlistFragments;
}

export interface FragmentsResult {
  fragments?: Record<string, string>;
}

/** A reply whose refusal only `result` tells (`{ result: false }`: a bad value, an unknown list, a refused nonce). */
export interface ResultAndFragments extends FragmentsResult {
  result: boolean;
}

export interface WishlistCalls {
  addToWishlist(params: AddToWishlistParams, options?: CallOptions): Promise<AddToWishlistResult>;
  removeFromWishlist(params: RemoveFromWishlistParams, options?: CallOptions): Promise<FragmentsResult>;
  /** Reply not used (§7): resolves once the server has answered 2xx. */
  sortItems(params: SortWishlistItemsParams, options?: CallOptions): Promise<void>;
  updateItemQuantity(params: UpdateWishlistQuantityParams, options?: CallOptions): Promise<void>;
  /** Form-encoded, with a JSON reply (§7 Wishlist's "(JSON)"; docs/decisions.md). */
  moveToAnotherWishlist(params: MoveToAnotherWishlistParams, options?: CallOptions): Promise<MoveToAnotherWishlistResult>;
  saveTitle(params: SaveTitleParams, options?: CallOptions): Promise<SaveTitleResult>;
  savePrivacy(params: SavePrivacyParams, options?: CallOptions): Promise<ResultAndFragments>;
  removeFromAllWishlists(params: RemoveFromAllWishlistsParams, options?: CallOptions): Promise<ResultAndFragments>;
  deleteItem(params: DeleteItemParams, options?: CallOptions): Promise<ResultAndFragments & { message?: string }>;
  askAnEstimate(params: AskAnEstimateParams, options?: CallOptions): Promise<AskAnEstimateResult>;
  /**
   * reload_wishlist_and_adding_elem: resolves with the page markup to take the form and slider from;
   * rejects (kind 'server') when the server refused with JSON instead of a page.
   */
  reloadAndAdd(params: ReloadWishlistParams, options?: CallOptions): Promise<string>;
  loadFragments(params: LoadFragmentsParams, options?: CallOptions): Promise<FragmentsResult>;
  /** The wishlist's other template (§2.10: the 768 px breakpoint), as fragments. */
  loadMobile(params: LoadFragmentsParams, options?: CallOptions): Promise<FragmentsResult>;
}
