// The one escaper for every bit of markup the fake prints (SVG placeholders, the search box, the
// cart). Field values such as product names come from the shop owner and can hold `<`, quotes or
// `&`; a theme passes them through esc_html()/esc_attr(), so the fake must too, or the widgets'
// XSS tests would pass against markup no real WordPress prints.

/** esc_html()/esc_attr(): safe in element text and in single- or double-quoted attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
