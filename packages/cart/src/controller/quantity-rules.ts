/** §4 "Cart line quantity" and §5 "Cart": the rules of a side-cart line's −, input and +. */
export interface QuantityLimits {
  min: number;
  /** No maximum when undefined (the plugin prints `max=""`). */
  max?: number;
}

/** Reads `min`/`max` the way the plugin prints them: a missing or empty max means no limit. */
export function limitsOf(input: { min: string; max: string }): QuantityLimits {
  const min = Number.parseInt(input.min, 10);
  const max = Number.parseInt(input.max, 10);
  return { min: Number.isFinite(min) && min > 0 ? min : 1, ...(Number.isFinite(max) && max > 0 ? { max } : {}) };
}

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

/** §4: on page load, a quantity below its min is reset to min. */
export function needsResetToMin(value: number, limits: QuantityLimits): boolean {
  return Number.isFinite(value) && value < limits.min;
}
