/** ฿1,250.00: WooCommerce's THB price as the demo shop prints it (symbol first, two decimals). */
export function formatDemoBaht(total: number): string {
  return `฿${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
