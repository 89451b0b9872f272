/**
 * TH Product Compare prints its table with `mobile-flex` for a phone's browser (wp_is_mobile;
 * product.php since 1.3.11, themehunk/th-product-compare 8af5398), and its phone stylesheet sizes
 * the cells by two classes its script adds after each fill (fscript.js, same commit): a third of
 * the row each, halves with `_two-products`, a fade at the right edge with `_has-scroll` (more
 * than three products, so one slides in). The plugin's stylesheet stays on the page, so these
 * classes have to come from us. Products are counted in the first row, as the plugin's script did.
 */
export function markPhoneTable(host: ParentNode): void {
  for (const table of host.querySelectorAll<HTMLTableElement>('table.product-table-configure.mobile-flex')) {
    const first = table.rows[0];
    const products = first ? [...first.cells].filter((cell) => !cell.classList.contains('left-title')).length : 0;
    table.classList.toggle('_has-scroll', products > 3);
    table.classList.toggle('_two-products', products === 2);
  }
}
