// Which side cart markup the fake prints for a visitor: its usual one (docs/cart-markup.md), or
// TH All In One Woo Cart 2.0.5 as released (markup/taiowc-205.ts), the markup of the real shop.
// A visitor's choice rather than a shop setting, so parallel tests and demo visitors each keep
// theirs: the demo's `?side_cart=2.0.5` switch stores it in this cookie, and the page and every
// cart reply read it from the request, as they read the session cookie.

export type SideCartRelease = 'demo' | '2.0.5';

export const SIDE_CART_RELEASE_COOKIE = 'talat_demo_side_cart';

/** The release a `Cookie` request header asks for; the fake's usual markup without the cookie. */
export function sideCartReleaseFromCookie(cookieHeader: string | null | undefined): SideCartRelease {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === SIDE_CART_RELEASE_COOKIE && value === '2.0.5') return '2.0.5';
  }
  return 'demo';
}
