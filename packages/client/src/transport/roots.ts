import type { ClientConfig } from '../config';

/**
 * The three endpoint roots of ClientConfig. Each is optional because a widget knows only the ones
 * its plugin prints (the live search has no REST root, the cart no admin-ajax URL); placeholders
 * would turn a missing root into a request to the wrong address instead of a clear error.
 */
export type RootKey = 'ajaxUrl' | 'wcAjaxUrl' | 'restRoot';

const ROOT_KEYS: readonly RootKey[] = ['ajaxUrl', 'wcAjaxUrl', 'restRoot'];

const USED_BY: Readonly<Record<RootKey, string>> = {
  ajaxUrl: 'admin-ajax calls (search, wishlist, compare, payment, lead forms, the REST nonce refresh)',
  wcAjaxUrl: 'wc-ajax calls (cart)',
  restRoot: 'REST calls under the root (contact forms, rest.request, rest.uploadMedia)',
};

/** At creation: a root that is given must be usable; one that is absent is checked at call time. */
export function checkGivenRoots(config: ClientConfig): void {
  for (const key of ROOT_KEYS) {
    const value: unknown = config[key];
    if (value !== undefined && (typeof value !== 'string' || value === '')) {
      throw new TypeError(`@talat/client: ClientConfig.${key} must be a non-empty string when given`);
    }
  }
}

/**
 * The root a call needs. Thrown as a plain Error, not a TalatRequestError: no request was made,
 * the page's config is wrong, and the developer (not the shopper) has to read it.
 */
export function requireRoot(config: ClientConfig, key: RootKey): string {
  const value = config[key];
  if (value === undefined) {
    throw new Error(`@talat/client: ClientConfig.${key} is needed for ${USED_BY[key]}; pass it when creating the client`);
  }
  return value;
}
