// WordPress's sanitize_text_field() (wp-includes/formatting.php _sanitize_text_fields), which
// WooCommerce runs on every posted attribution value before storing it (OrderAttributionMeta
// get_source_values; docs/research/woocommerce-checkout-orders.md). Reduced to what a string from
// a browser can meet: a lone `<` is escaped, tags are stripped, line breaks and tabs become one
// space, percent-encoded octets are REMOVED (so a stored session_entry loses its `%E0%B8…`), and
// the result is trimmed.

export function sanitizeTextField(raw: string): string {
  let filtered = raw;
  if (filtered.includes('<')) {
    // wp_pre_kses_less_than: a `<` that opens no tag becomes text; then wp_strip_all_tags.
    filtered = filtered.replace(/<[^>]*?((?=<)|$)/g, (match) => match.replace(/</g, '&lt;'));
    filtered = filtered.replace(/<(script|style)[^>]*?>.*?<\/\1>/gis, '').replace(/<[^>]*>/g, '');
    filtered = filtered.replace(/[\r\n\t ]+/g, ' ');
  }
  filtered = filtered.replace(/[\r\n\t]+/g, ' ');
  let found = false;
  while (/%[a-f0-9]{2}/i.test(filtered)) {
    filtered = filtered.replace(/%[a-f0-9]{2}/gi, '');
    found = true;
  }
  if (found) filtered = filtered.replace(/ +/g, ' ');
  return filtered.trim();
}
