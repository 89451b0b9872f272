/** Thai digits (๐–๙) typed on a Thai keyboard layout read as 0–9, so '๑๔:๓๐' is 14:30. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0E50-\u0E59]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50));
}
