// MD5 of a UTF-8 string, written from RFC 1321. WooCommerce names cart lines and the cart itself
// with md5(); using the same function makes the fake's keys the ones a real shop would send
// (`md5('12')` for product 12). node:crypto is not an option: the fake also runs in the browser
// (Storybook, msw/browser), and Web Crypto has no MD5 and no synchronous digest.

/** Per-round left-rotation amounts, four per round. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

/** RFC 1321's table T[i] = floor(2^32 * |sin(i + 1)|). */
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

const rotateLeft = (value: number, bits: number): number => (value << bits) | (value >>> (32 - bits));

/** Little-endian: MD5 prints each state word's low byte first. */
function wordHex(word: number): string {
  let hex = '';
  for (let i = 0; i < 4; i += 1) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0');
  return hex;
}

/** Appends the 0x80 marker, zeros, and the bit length so the message fills whole 64-byte blocks. */
function pad(bytes: Uint8Array): DataView {
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = bytes.length * 8;
  view.setUint32(padded.length - 8, bits >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bits / 2 ** 32), true);
  return view;
}

function mix(i: number, b: number, c: number, d: number): [number, number] {
  if (i < 16) return [(b & c) | (~b & d), i];
  if (i < 32) return [(d & b) | (~d & c), (5 * i + 1) % 16];
  if (i < 48) return [b ^ c ^ d, (3 * i + 5) % 16];
  return [c ^ (b | ~d), (7 * i) % 16];
}

/** 32 lower-case hex characters, like PHP's md5(). */
export function md5(text: string): string {
  const view = pad(new TextEncoder().encode(text));
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    let [a = 0, b = 0, c = 0, d = 0] = state;
    for (let i = 0; i < 64; i += 1) {
      const [f, word] = mix(i, b, c, d);
      const shift = SHIFTS[(i >> 4) * 4 + (i % 4)] ?? 0;
      const sum = (a + f + (SINES[i] ?? 0) + view.getUint32(offset + word * 4, true)) | 0;
      a = d;
      d = c;
      c = b;
      b = (b + rotateLeft(sum, shift)) | 0;
    }
    state[0] = ((state[0] ?? 0) + a) | 0;
    state[1] = ((state[1] ?? 0) + b) | 0;
    state[2] = ((state[2] ?? 0) + c) | 0;
    state[3] = ((state[3] ?? 0) + d) | 0;
  }
  return state.map(wordHex).join('');
}
