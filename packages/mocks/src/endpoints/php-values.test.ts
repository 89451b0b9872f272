import { describe, expect, it } from 'vitest';
import { absint, intval, isEmptyField } from './php-values';

describe('PHP number readers', () => {
  it('intval keeps leading digits and gives 0 for none', () => {
    expect(intval('12')).toBe(12);
    expect(intval(' 3abc')).toBe(3);
    expect(intval('2.9')).toBe(2);
    expect(intval('-4')).toBe(-4);
    expect(intval('abc')).toBe(0);
    expect(intval(undefined)).toBe(0);
  });

  it('absint drops the sign', () => {
    expect(absint('-12')).toBe(12);
    expect(absint('x')).toBe(0);
  });

  it("empty() is true for missing, '' and '0' only", () => {
    expect([undefined, '', '0', '0.0', ' ', '1'].map(isEmptyField)).toEqual([true, true, true, false, false, false]);
  });
});
