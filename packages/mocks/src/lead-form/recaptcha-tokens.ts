import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';

// Google's siteverify, faked. The fake reCAPTCHA runs in the page and cannot reach the shop's
// state, so every token of its shape is "issued"; what the shop remembers is which tokens a saved
// lead has used, since a real token is good for one submission only.

export const FAKE_RECAPTCHA_TOKEN_PREFIX = 'fake-recaptcha-ok-';
const TOKEN = /^fake-recaptcha-ok-[A-Za-z0-9_-]+$/;

const usedTokens = defineShopState(() => new Set<string>());

/** A token the fake reCAPTCHA could have issued and no saved lead has spent. */
export function isLiveRecaptchaToken(shop: FakeShop, token: string): boolean {
  return TOKEN.test(token) && !usedTokens(shop).has(token);
}

export function spendRecaptchaToken(shop: FakeShop, token: string): void {
  usedTokens(shop).add(token);
}
