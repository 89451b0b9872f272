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

/** §4: on page load, a quantity below its min is reset to min. */
export function needsResetToMin(value: number, limits: QuantityLimits): boolean {
  return Number.isFinite(value) && value < limits.min;
}
