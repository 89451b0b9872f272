import { DEMO_CUSTOMER } from '../account/orders';
import { md5 } from '../cart/md5';
import { GUEST_SESSION } from '../cart/session';
import { defineShopState } from '../shop-state';
import type { FakeShop } from '../shop';

// The logged-in demo customer's REST nonce and §3 User setting `woocommerce_meta.
// coming_soon_banner_dismissed` (issue 16). WordPress keeps the setting per user; the demo's
// visitors are all "the demo customer", so it is kept per WooCommerce session instead: each
// browser (and each test's fresh context) starts with the banner shown.

interface VisitorUser {
  /** The `wp_rest` nonce wp_create_nonce() would give this visitor now. */
  restNonce: string;
  /** How many times the nonce was renewed (a day-old page carries an earlier one). */
  tick: number;
  bannerDismissed: boolean;
}

const users = defineShopState(() => new Map<string, VisitorUser>());

/** wp_create_nonce( 'wp_rest' )'s shape: 10 hex digits, different per visitor and per tick. */
const nonceFor = (session: string, tick: number) => md5(`wp_rest|${session}|${tick}`).slice(0, 10);

function userOf(shop: FakeShop, session: string): VisitorUser {
  const all = users(shop);
  let user = all.get(session);
  if (!user) {
    user = { restNonce: nonceFor(session, 0), tick: 0, bannerDismissed: false };
    all.set(session, user);
  }
  return user;
}

/** Guests have no user: no nonce from `rest-nonce`, no banner (WooCommerce shows it to managers only; the demo to its customer). */
export const isLoggedIn = (session: string): boolean => session !== GUEST_SESSION;

/** The user id the REST API sees for this visitor (0 for a guest). */
export const userIdOf = (session: string): number => (isLoggedIn(session) ? DEMO_CUSTOMER.id : 0);

export function restNonceFor(shop: FakeShop, session: string): string {
  return userOf(shop, session).restNonce;
}

/** What a nonce tick (12 h in WordPress) does: the nonce printed on pages until now goes stale. */
export function renewRestNonce(shop: FakeShop, session: string): string {
  const user = userOf(shop, session);
  user.tick += 1;
  user.restNonce = nonceFor(session, user.tick);
  return user.restNonce;
}

export function isComingSoonBannerDismissed(shop: FakeShop, session: string): boolean {
  return userOf(shop, session).bannerDismissed;
}

export function setComingSoonBannerDismissed(shop: FakeShop, session: string, dismissed: boolean): void {
  userOf(shop, session).bannerDismissed = dismissed;
}
