// Which visitor a request belongs to. WooCommerce keys its session (and so the cart) on the
// `wp_woocommerce_session_{COOKIEHASH}` cookie; this fake's COOKIEHASH is 'talat'. The value is an
// opaque id here (WooCommerce packs customer id, expiry and a hash into it; nobody reads those).

export const SESSION_COOKIE = 'wp_woocommerce_session_talat';

/** Requests without the session cookie share this cart, as the markup contract says. */
export const GUEST_SESSION = 'guest';

/** The session id in a `Cookie` request header, or GUEST_SESSION when there is none. */
export function sessionIdFromCookie(cookieHeader: string | null | undefined): string {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value) || GUEST_SESSION;
    } catch {
      // A malformed %-escape: PHP would keep the raw text, and so do we.
      return value || GUEST_SESSION;
    }
  }
  return GUEST_SESSION;
}

/** A fresh random session id (32 hex characters), for the demo server's first response to a visitor. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `Set-Cookie` value that starts a visitor's session (a browser-session cookie on the whole site). */
export function sessionCookieHeader(sessionId: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(sessionId)}; path=/; HttpOnly; SameSite=Lax`;
}
