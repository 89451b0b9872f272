import { describe, expect, it } from 'vitest';
import { GUEST_SESSION, newSessionId, SESSION_COOKIE, sessionCookieHeader, sessionIdFromCookie } from './session';

describe('cart session cookie', () => {
  it('reads the session id from the Cookie header, among other cookies', () => {
    expect(SESSION_COOKIE).toBe('wp_woocommerce_session_talat');
    expect(sessionIdFromCookie('a=1; wp_woocommerce_session_talat=abc123; woocommerce_items_in_cart=1')).toBe('abc123');
    expect(sessionIdFromCookie('wp_woocommerce_session_talat=a%20b')).toBe('a b');
  });

  it("falls back to the shared 'guest' session without the cookie, or with an empty one", () => {
    expect(GUEST_SESSION).toBe('guest');
    for (const header of [null, undefined, '', 'other=1', 'wp_woocommerce_session_talat=', 'xwp_woocommerce_session_talat=1']) {
      expect(sessionIdFromCookie(header)).toBe('guest');
    }
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(sessionIdFromCookie('wp_woocommerce_session_talat=%E0%A4')).toBe('%E0%A4');
  });

  it('makes random 32-hex session ids that round-trip through the cookie', () => {
    const a = newSessionId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSessionId()).not.toBe(a);
    const header = sessionCookieHeader(a);
    expect(header).toBe(`wp_woocommerce_session_talat=${a}; path=/; HttpOnly; SameSite=Lax`);
    expect(sessionIdFromCookie(header.split(';')[0])).toBe(a);
  });
});
