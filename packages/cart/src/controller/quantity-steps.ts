import type { QuantityLimits } from './quantity-rules';

// §4 "Cart line quantity": what −, + and a typed number may do (the interactive chunk's half of
// the rules; the limits and the page-load reset are in quantity-rules.ts).

/** − works only while the value is above min. */
export function canDecrement(value: number, limits: QuantityLimits): boolean {
  return value > limits.min;
}

/** + works only while the value is below max, or always when there is no max. */
export function canIncrement(value: number, limits: QuantityLimits): boolean {
  return limits.max === undefined || value < limits.max;
}

/** The value after a − (-1) or + (+1) click, or null when the rule forbids the step. */
export function stepQuantity(value: number, step: 1 | -1, limits: QuantityLimits): number | null {
  if (step < 0) return canDecrement(value, limits) ? value - 1 : null;
  return canIncrement(value, limits) ? value + 1 : null;
}

/**
 * A typed quantity, kept within the line's limits: below min becomes min (removing has its own
 * link), above max becomes max. Text that is not a whole number gives null, and the caller puts
 * back the last value.
 */
export function typedQuantity(text: string, limits: QuantityLimits): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  if (value < limits.min) return limits.min;
  return limits.max !== undefined && value > limits.max ? limits.max : value;
}
