import { describe, expect, it } from 'vitest';
import { limitsOf, needsResetToMin } from './quantity-rules';
import { canDecrement, canIncrement, stepQuantity, typedQuantity } from './quantity-steps';

// §4 "Cart line quantity", §5 "Cart".
describe('quantity rules', () => {
  it('reads min and max as the plugin prints them; an empty max means no limit', () => {
    expect(limitsOf({ min: '10', max: '500' })).toEqual({ min: 10, max: 500 });
    expect(limitsOf({ min: '1', max: '' })).toEqual({ min: 1 });
    expect(limitsOf({ min: '', max: '0' })).toEqual({ min: 1 });
  });

  it('allows − only above min', () => {
    expect(canDecrement(11, { min: 10 })).toBe(true);
    expect(canDecrement(10, { min: 10 })).toBe(false);
    expect(stepQuantity(10, -1, { min: 10 })).toBeNull();
    expect(stepQuantity(11, -1, { min: 10 })).toBe(10);
  });

  it('allows + only below max, and always without a max', () => {
    expect(canIncrement(499, { min: 10, max: 500 })).toBe(true);
    expect(canIncrement(500, { min: 10, max: 500 })).toBe(false);
    expect(stepQuantity(500, 1, { min: 10, max: 500 })).toBeNull();
    expect(stepQuantity(10_000, 1, { min: 1 })).toBe(10_001);
  });

  it('keeps a typed quantity within the limits and refuses text that is not a whole number', () => {
    expect(typedQuantity('3', { min: 10 })).toBe(10);
    expect(typedQuantity('0', { min: 1 })).toBe(1);
    expect(typedQuantity('900', { min: 10, max: 500 })).toBe(500);
    expect(typedQuantity(' 42 ', { min: 1 })).toBe(42);
    for (const junk of ['', 'abc', '2.5', '-3', '1e3']) expect(typedQuantity(junk, { min: 1 })).toBeNull();
  });

  it('resets a quantity below min on page load', () => {
    expect(needsResetToMin(5, { min: 10 })).toBe(true);
    expect(needsResetToMin(10, { min: 10 })).toBe(false);
    expect(needsResetToMin(Number.NaN, { min: 10 })).toBe(false);
  });
});
