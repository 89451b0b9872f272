import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

describe('md5 (RFC 1321)', () => {
  it('matches the RFC test suite', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it("gives PHP's md5('12'), WooCommerce's cart item key of product 12", () => {
    expect(md5('12')).toBe('c20ad4d76fe97759aa27a0c99bff6710');
  });

  it('agrees with node:crypto across block boundaries and on Thai (UTF-8) text', () => {
    for (const text of ['x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(119), 'ขวดลูกกลิ้งแก้ว 10 ml ฝาสีทอง']) {
      expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }
  });
});
