// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markPhoneTable } from './phone-table';

afterEach(() => {
  document.body.innerHTML = '';
});

// The reply's table as product.php prints it for a phone's browser (wp_is_mobile: `mobile-flex`,
// themehunk/th-product-compare 8af5398 and eb1a661; docs/research/th-product-compare.md §3): every
// row a `td.left-title` and then one cell per product.
function table(products: number, { mobile = true } = {}): string {
  const cells = (make: (i: number) => string) => Array.from({ length: products }, (_, i) => `<td>${make(i)}</td>`).join('');
  return (
    `<table class="product-table-configure woocommerce ${mobile ? 'mobile-flex' : ''}">` +
    `<tr class="_product_details_"><td class="left-title"><span>Product Details</span></td>${cells((i) => `<div class="pc-product-details">${i}</div>`)}</tr>` +
    `<tr class="_rating_"><td class="left-title"><span>rating</span></td>${cells(() => '-')}</tr>` +
    `<tr class="th-delete"><td class="left-title"><span>Remove</span></td>${cells((i) => `<button class="th-compare-product-remove" data-th-product-id="${i}">Remove</button>`)}</tr>` +
    '</table>'
  );
}

const classesOf = (host: ParentNode) => [...(host.querySelector('table')?.classList ?? [])];

describe('the phone layout table (§2.11 mobile layout; the plugin script’s classes, fscript.js since 1.3.11)', () => {
  it('`_has-scroll` above three products, `_two-products` at exactly two, neither otherwise', () => {
    const expected: Array<[number, string[]]> = [
      [1, []],
      [2, ['_two-products']],
      [3, []],
      [4, ['_has-scroll']],
    ];
    for (const [products, added] of expected) {
      document.body.innerHTML = table(products);
      markPhoneTable(document.body);
      expect(classesOf(document.body), `${products} products`).toEqual(['product-table-configure', 'woocommerce', 'mobile-flex', ...added]);
    }
  });

  it('counts the products in the first row, the title cell left out', () => {
    document.body.innerHTML = table(2);
    // A row with an extra cell further down does not change the count.
    document.querySelector('tr._rating_')?.insertAdjacentHTML('beforeend', '<td>x</td><td>y</td>');
    markPhoneTable(document.body);
    expect(classesOf(document.body)).toContain('_two-products');
  });

  it('takes a class off again when the list changes (a table kept from an earlier fill)', () => {
    document.body.innerHTML = table(4);
    markPhoneTable(document.body);
    const kept = document.querySelector('table')!;
    for (const row of kept.rows) row.cells[row.cells.length - 1]?.remove();
    for (const row of kept.rows) row.cells[row.cells.length - 1]?.remove();
    markPhoneTable(document.body);
    expect(classesOf(document.body)).toEqual(['product-table-configure', 'woocommerce', 'mobile-flex', '_two-products']);
  });

  it('leaves a desktop table (no mobile-flex) as printed', () => {
    document.body.innerHTML = table(2, { mobile: false }) ;
    const before = document.body.innerHTML;
    markPhoneTable(document.body);
    expect(document.body.innerHTML).toBe(before);
  });
});
