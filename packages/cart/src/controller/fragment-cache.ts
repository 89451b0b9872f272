import type { SafeStorage } from '@talat/core';

/**
 * §4 "Cached cart fragments", with the storage keys WooCommerce's cart-fragments.js uses so a page
 * that still runs it elsewhere shares one cache: the fragments under `fragment_name` and the cart
 * hash under `cart_hash_key` in sessionStorage, the hash also in localStorage (other tabs watch
 * it), and the creation time under `wc_cart_created`.
 */
export const CART_CREATED_KEY = 'wc_cart_created';

export type Fragments = Record<string, string>;

export interface FragmentCacheOptions {
  session: SafeStorage;
  local: SafeStorage;
  /** The `woocommerce_cart_hash` cookie ('' when absent). */
  cookieHash(): string;
  now(): number;
  hashKey: string;
  fragmentName: string;
  /** §9 Cart 'Fragment cache lifetime'. */
  lifetimeMs: number;
}

export type CacheMiss = 'empty' | 'corrupt' | 'no-created' | 'expired' | 'hash-mismatch';

export type CacheRead =
  | { hit: true; fragments: Fragments; /** When the cache expires; undefined for an empty cart. */ expiresAt?: number }
  | { hit: false; miss: CacheMiss };

export interface FragmentCache {
  /** The cached fragments when every rule of §4 holds; otherwise why not. */
  read(): CacheRead;
  /** Stores a reply; the creation time is set when a cart appears and cleared when it empties. */
  save(fragments: Fragments, cartHash: string): void;
  /** Forgets the fragments (a page restored from the back/forward cache must not trust them). */
  clear(): void;
  /** A `storage` event from another tab that changed the cart hash. */
  changedInOtherTab(key: string | null): boolean;
}

function parseFragments(text: string | null): Fragments | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    return entries.length > 0 && entries.every(([, html]) => typeof html === 'string') ? (value as Fragments) : undefined;
  } catch {
    return undefined;
  }
}

export function createFragmentCache(options: FragmentCacheOptions): FragmentCache {
  const { session, local, hashKey, fragmentName } = options;
  return {
    read() {
      const text = session.get(fragmentName);
      if (text === null) return { hit: false, miss: 'empty' };
      const fragments = parseFragments(text);
      if (!fragments) return { hit: false, miss: 'corrupt' };
      const storedHash = session.get(hashKey) ?? '';
      const created = Number(session.get(CART_CREATED_KEY) || Number.NaN);
      if (storedHash && !Number.isFinite(created)) return { hit: false, miss: 'no-created' };
      const expiresAt = Number.isFinite(created) ? created + options.lifetimeMs : undefined;
      if (expiresAt !== undefined && expiresAt < options.now()) return { hit: false, miss: 'expired' };
      if (storedHash !== options.cookieHash()) return { hit: false, miss: 'hash-mismatch' };
      return expiresAt === undefined ? { hit: true, fragments } : { hit: true, fragments, expiresAt };
    },
    save(fragments, cartHash) {
      const previous = session.get(hashKey) ?? '';
      session.set(fragmentName, JSON.stringify(fragments));
      session.set(hashKey, cartHash);
      local.set(hashKey, cartHash);
      if (!cartHash) session.remove(CART_CREATED_KEY);
      else if (!previous || !session.get(CART_CREATED_KEY)) session.set(CART_CREATED_KEY, String(options.now()));
    },
    clear() {
      session.remove(fragmentName);
    },
    changedInOtherTab(key) {
      return key === hashKey && local.get(hashKey) !== session.get(hashKey);
    },
  };
}
