/**
 * wp_is_mobile(): the user-agent test WordPress uses, and so the plugin's first choice between
 * the table and the mobile template (docs/research/yith-wishlist.md §2.7).
 */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent ?? '';
  return ['Mobile', 'Android', 'Silk/', 'Kindle', 'BlackBerry', 'Opera Mini', 'Opera Mobi'].some((mark) => ua.includes(mark));
}
