// sourcebuster's clock and lifetimes (research "SB: lifetimes", params.js and utils.setDate).

/**
 * The cookie lifetime in minutes for a `lifetime` setting in months: sourcebuster takes the number
 * (0 or not a number → 6 months) and `parseInt`s months × 30 × 24 × 60. The shop's 0.00001 months
 * (§9) is 0.432 → 0 minutes → no `expires`: browser-session cookies.
 */
export function lifetimeMinutes(months: number): number {
  const valid = Number.isNaN(months) || !months ? 6 : months;
  // parseInt over the printed number, as sourcebuster does (1e-11 months prints as 4.32e-7 → 4).
  return parseInt(String(valid * 30 * 24 * 60), 10);
}

/** The session length in minutes: `parseInt` of the setting, 0 or not a number → 30. */
export function sessionLengthMinutes(minutes: number): number {
  const whole = parseInt(String(minutes), 10);
  return Number.isNaN(whole) || !whole ? 30 : whole;
}

const two = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` in UTC: sourcebuster's date with WooCommerce's `timezone_offset: '0'`. */
export function formatUtc(now: number): string {
  const date = new Date(now);
  return (
    `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  );
}
