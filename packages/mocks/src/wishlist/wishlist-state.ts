import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';
import { generateWishlistToken } from './tokens';
import type { Wishlist, WishlistItem, WishlistPrivacy } from './types';

// Every wishlist of a shop, kept the way the plugin's two tables keep them: shop-wide, with
// numeric ids counted up from 1, each list tagged with its owner's session. Lookups by id or token
// therefore reach any visitor's list, and permissions.ts decides what the caller may do with it.
// Each createFakeShop() starts with none.

/** The mutable record behind a list; only this folder touches it. */
export interface WishlistRecord {
  readonly id: number;
  readonly token: string;
  name: string;
  privacy: WishlistPrivacy;
  readonly isDefault: boolean;
  readonly sessionId: string;
  readonly dateAdded: number;
  items: WishlistItemRecord[];
}

export interface WishlistItemRecord {
  readonly id: number;
  readonly productId: number;
  quantity: number;
  position: number;
  dateAdded: number;
}

interface Store {
  nextListId: number;
  nextItemId: number;
  readonly lists: WishlistRecord[];
}

const stores = defineShopState((): Store => ({ nextListId: 1, nextItemId: 1, lists: [] }));

/** position ASC, then id DESC: YITH_WCWL_Wishlist_Data_Store::read_items()' ORDER BY. */
function readingOrder(a: WishlistItemRecord, b: WishlistItemRecord): number {
  return a.position - b.position || b.id - a.id;
}

function snapshotItem(item: WishlistItemRecord): WishlistItem {
  return { id: item.id, productId: item.productId, quantity: item.quantity, position: item.position, dateAdded: item.dateAdded };
}

/** A read-only copy: changing the list afterwards does not change it. */
export function snapshotWishlist(record: WishlistRecord): Wishlist {
  return {
    id: record.id,
    token: record.token,
    name: record.name,
    privacy: record.privacy,
    isDefault: record.isDefault,
    sessionId: record.sessionId,
    dateAdded: record.dateAdded,
    items: [...record.items].sort(readingOrder).map(snapshotItem),
  };
}

/** The records, for this folder's operations. */
export function wishlistRecords(shop: FakeShop): readonly WishlistRecord[] {
  return stores(shop).lists;
}

/** The record a snapshot was taken from. */
export function wishlistRecord(shop: FakeShop, id: number): WishlistRecord | undefined {
  return stores(shop).lists.find((list) => list.id === id);
}

/**
 * `new YITH_WCWL_Wishlist( $wishlist )`: a positive number (or numeric string) is an id, any other
 * non-empty string a token. The plugin's handlers take either wherever they read `wishlist_id`.
 */
export function findWishlist(shop: FakeShop, idOrToken: string | number | undefined): Wishlist | undefined {
  if (idOrToken === undefined || idOrToken === '') return undefined;
  const text = String(idOrToken).trim();
  const isId = /^\d+$/.test(text) && Number(text) > 0;
  const record = stores(shop).lists.find((list) => (isId ? list.id === Number(text) : list.token === text));
  return record ? snapshotWishlist(record) : undefined;
}

/** A visitor's lists, oldest first (YITH_WCWL_Wishlist_Factory::get_wishlists()). */
export function visitorWishlists(shop: FakeShop, sessionId: string): Wishlist[] {
  return stores(shop)
    .lists.filter((list) => list.sessionId === sessionId)
    .map(snapshotWishlist);
}

/** The visitor's default list, if one was ever created (read context: none is created here). */
export function defaultWishlist(shop: FakeShop, sessionId: string): Wishlist | undefined {
  return visitorWishlists(shop, sessionId).find((list) => list.isDefault);
}

/** A list item by its shop-wide id, with the list holding it. */
export function findWishlistItem(shop: FakeShop, itemId: number): { wishlist: Wishlist; item: WishlistItem } | undefined {
  for (const record of stores(shop).lists) {
    const item = record.items.find((i) => i.id === itemId);
    if (item) return { wishlist: snapshotWishlist(record), item: snapshotItem(item) };
  }
  return undefined;
}

export interface NewWishlist {
  readonly sessionId: string;
  readonly name: string;
  readonly privacy: WishlistPrivacy;
  readonly isDefault: boolean;
  readonly now: number;
}

export function createWishlistRecord(shop: FakeShop, fields: NewWishlist): WishlistRecord {
  const store = stores(shop);
  const record: WishlistRecord = {
    id: store.nextListId++,
    token: generateWishlistToken((token) => store.lists.some((list) => list.token === token)),
    name: fields.name,
    privacy: fields.privacy,
    isDefault: fields.isDefault,
    sessionId: fields.sessionId,
    dateAdded: fields.now,
    items: [],
  };
  store.lists.push(record);
  return record;
}

/** A new item at position 0, as `new YITH_WCWL_Wishlist_Item()` starts. */
export function createItemRecord(shop: FakeShop, productId: number, quantity: number, now: number): WishlistItemRecord {
  const store = stores(shop);
  return { id: store.nextItemId++, productId, quantity, position: 0, dateAdded: now };
}

/** Forgets every list of a visitor and their items (a test's or the demo's reset). */
export function clearVisitorWishlists(shop: FakeShop, sessionId: string): void {
  const store = stores(shop);
  const kept = store.lists.filter((list) => list.sessionId !== sessionId);
  store.lists.splice(0, store.lists.length, ...kept);
}
