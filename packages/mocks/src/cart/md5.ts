// WooCommerce names cart lines and the cart itself with md5(); using the same function makes the
// fake's keys the ones a real shop would send (`md5('12')` for product 12). @noble/hashes, not
// node:crypto: the fake also runs in the browser (Storybook, msw/browser), and Web Crypto has no
// MD5 and no synchronous digest.
import { md5 as md5Bytes } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** 32 lower-case hex characters, like PHP's md5() of the UTF-8 string. */
export function md5(text: string): string {
  return bytesToHex(md5Bytes(utf8ToBytes(text)));
}
