import { createCartCalls, type CartCalls } from './calls/cart';
import { createCompareCalls, type CompareCalls } from './calls/compare';
import { createContactFormCalls, type ContactFormCalls } from './calls/contact-form';
import { createLeadFormCalls, type LeadFormCalls } from './calls/lead-form';
import { createSearchCalls, type SearchCalls } from './calls/search';
import type { WishlistCalls } from './calls/wishlist-types';
import { createWishlistCalls } from './calls/wishlist';
import type { ClientConfig } from './config';
import { createTransportContext } from './transport/context-factory';
import type { CallOptions } from './transport/context';
import { type MediaItem, type MediaUploadInit, uploadMedia } from './transport/media';
import { createNonceStore } from './transport/nonce-store';
import { createRestTransport, type RestRequestInit } from './transport/rest';

/** Generic WordPress REST access with every §7 'REST client behaviour' middleware. */
export interface RestClient {
  /**
   * `path` is under the REST root ('wp/v2/posts'), or a full URL. Resolves undefined on a 204.
   * A GET with `query.per_page = -1` resolves with every page concatenated.
   */
  request<T = unknown>(path: string, init?: RestRequestInit<T>, options?: CallOptions): Promise<T | undefined>;
  uploadMedia(file: Blob, init?: MediaUploadInit, options?: CallOptions): Promise<MediaItem>;
  /** The X-WP-Nonce in use (after any refresh). */
  getNonce(): string | undefined;
  setNonce(nonce: string): void;
}

export { createTransportContext };

export interface TalatClient {
  readonly search: SearchCalls;
  readonly cart: CartCalls;
  readonly wishlist: WishlistCalls;
  readonly compare: CompareCalls;
  readonly contactForm: ContactFormCalls;
  readonly leadForm: LeadFormCalls;
  readonly rest: RestClient;
}

export function createClient(config: ClientConfig): TalatClient {
  const ctx = createTransportContext(config);
  const nonces = createNonceStore(ctx, config.restNonce);
  const rest = createRestTransport(ctx, nonces);
  const isUrl = (path: string) => /^[a-z][a-z\d+.-]*:/i.test(path);

  return {
    search: createSearchCalls(ctx),
    cart: createCartCalls(ctx),
    wishlist: createWishlistCalls(ctx),
    compare: createCompareCalls(ctx),
    contactForm: createContactFormCalls(rest),
    leadForm: createLeadFormCalls(ctx),
    rest: {
      request: (path, init, options) => rest.request(isUrl(path) ? { url: path } : { path }, init, options),
      uploadMedia: (file, init, options) => uploadMedia(rest, file, init, options),
      getNonce: () => nonces.get(),
      setNonce: (nonce) => nonces.set(nonce),
    },
  };
}
