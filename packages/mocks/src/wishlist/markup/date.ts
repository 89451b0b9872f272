// The shop's date display (§9 Locale: dd/mm/yy with a four-digit year, decision 17) in its
// timezone (+07:00), whatever the machine running the fake uses.

const SHOP_OFFSET_MS = 7 * 3_600_000;

export function formatShopDate(epochMs: number): string {
  const local = new Date(epochMs + SHOP_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}
