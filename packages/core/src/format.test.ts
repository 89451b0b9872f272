import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney } from './format';

describe('money (§9 Locale: THB, minor unit 2)', () => {
  it('formats baht with two decimals', () => {
    expect(formatMoney(1250)).toBe('฿1,250.00');
    expect(formatMoney(19.5, 'en').replace(/\s/g, ' ')).toBe('THB 19.50');
    expect(formatMinorUnits(125000)).toBe('฿1,250.00');
  });
});
