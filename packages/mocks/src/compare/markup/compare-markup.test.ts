// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { compareShop, HOSTILE, HOSTILE_PRODUCT, LOT, PLAIN, SOLD_OUT } from '../test-fixtures';
import { compareButtonMarkup, compareCheckboxMarkup } from './compare-button';
import { compareFooterBarMarkup } from './compare-footer-bar';
import { compareTableMarkup } from './compare-table';
import { compareFloatingIconMarkup } from './floating-icon';

// research §3: the pre-rename release's markup, with every server value escaped as esc_html /
// esc_attr / esc_url would, so the widget's XSS tests run against realistic input.

const parse = (html: string): Document => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');

describe('compare button and checkbox', () => {
  it('prints the icon variant without href, marked when added', () => {
    const shop = compareShop();
    const html = compareButtonMarkup(shop, PLAIN, { added: false });
    expect(html).toBe(
      '<div class="thunk-compare"><div th-tooltip="เปรียบเทียบ" class="compare-tooltip th-product-compare-btn-wrap">' +
        '<a class="th-product-compare-btn compare" data-th-product-id="1" aria-label="เปรียบเทียบ">' +
        '<span class="icon">&#8646;</span><span class="text">เปรียบเทียบ</span></a></div></div>',
    );
    const added = parse(compareButtonMarkup(shop, PLAIN, { added: true })).querySelector('a');
    expect(added?.className).toBe('th-product-compare-btn compare th-added-compare');
    expect(added?.hasAttribute('href')).toBe(false);
  });

  it('prints the checkbox variant, checked when added', () => {
    const shop = compareShop();
    const doc = parse(compareCheckboxMarkup(shop, LOT, { added: true }));
    const input = doc.querySelector<HTMLInputElement>('div.th-product-compare-checkbox-wrap > label.th-compare-label > input');
    expect(input?.type).toBe('checkbox');
    expect(input?.className).toBe('th-product-compare-checkbox th-added-compare');
    expect(input?.checked).toBe(true);
    expect(input?.dataset.thProductId).toBe('2');
    expect(doc.querySelector('label')?.textContent?.trim()).toBe('เปรียบเทียบ');
    expect(parse(compareCheckboxMarkup(shop, LOT, { added: false })).querySelector('input')?.checked).toBe(false);
  });

  it('escapes an owner-set button text', () => {
    const shop = compareShop({ compare: { buttonText: '<b>"x"</b>' } });
    const doc = parse(compareButtonMarkup(shop, PLAIN, { added: false }));
    expect(doc.querySelector('b')).toBeNull();
    expect(doc.querySelector('a')?.getAttribute('aria-label')).toBe('<b>"x"</b>');
  });
});

describe('floating icon', () => {
  it('shows the count, hiding the badge at 0', () => {
    const doc = parse(compareFloatingIconMarkup(3));
    const icon = doc.querySelector('span.th-compare-icon-widget.th-compare-float-icon');
    expect(icon?.getAttribute('role')).toBe('button');
    expect(icon?.getAttribute('tabindex')).toBe('0');
    expect(icon?.getAttribute('aria-label')).toBe('Compare Products');
    expect(doc.querySelector('.th-compare-icon-widget-count')?.textContent).toBe('3');
    expect(doc.querySelector('.th-compare-icon-widget-count')?.hasAttribute('style')).toBe(false);
    expect(parse(compareFloatingIconMarkup(0)).querySelector('.th-compare-icon-widget-count')?.getAttribute('style')).toBe('display:none;');
    expect(doc.querySelector('svg')).not.toBeNull();
  });
});

describe('comparison table', () => {
  it('has the details row, the attribute rows and the remove row, one cell per product in order', () => {
    const shop = compareShop();
    const doc = parse(compareTableMarkup(shop, [LOT, SOLD_OUT]));
    const table = doc.querySelector('table.product-table-configure.woocommerce');
    expect([...(table?.querySelectorAll('tr') ?? [])].map((tr) => tr.className)).toEqual(['_product_details_', '_rating_', '_availability_', 'th-delete']);
    expect([...doc.querySelectorAll('td.left-title')].map((td) => td.textContent)).toEqual(['Product Details', 'rating', 'availability', 'Remove']);
    const titles = [...doc.querySelectorAll('.pc-product-details ._title_ a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);
    expect(titles).toEqual([
      [LOT.name, '/product/inhalant-2ml-amber/', '_blank'],
      [SOLD_OUT.name, '/product/pump-30ml/', '_blank'],
    ]);
    expect([...doc.querySelectorAll('._SKU_')].map((d) => d.textContent)).toEqual(['IN-2-AMB', 'SKU-3']);
    expect([...doc.querySelectorAll('tr._availability_ td:not(.left-title) span')].map((s) => [s.className, s.textContent])).toEqual([
      ['th-in-stoct', 'in stock'],
      ['th-out-of-stoct', 'out of stock'],
    ]);
    expect(doc.querySelector('tr._rating_ span.th-compare-rating')?.textContent).toBe('-');
    expect([...doc.querySelectorAll('tr.th-delete button.th-compare-product-remove')].map((b) => [b.getAttribute('data-th-product-id'), b.textContent])).toEqual([
      ['2', 'Remove'],
      ['3', 'Remove'],
    ]);
  });

  it('prints WooCommerce loop add-to-cart links, a read-more link when it cannot be bought', () => {
    const shop = compareShop();
    const doc = parse(compareTableMarkup(shop, [LOT, SOLD_OUT]));
    const [buy, readMore] = [...doc.querySelectorAll<HTMLAnchorElement>('.th-add-to-cart_ a')];
    expect(buy?.className).toBe('th-compare-add-to-cart-btn button product_type_simple add_to_cart_button ajax_add_to_cart');
    expect([buy?.dataset.product_id, buy?.dataset.product_sku, buy?.dataset.quantity, buy?.getAttribute('href')]).toEqual(['2', 'IN-2-AMB', '10', '/product/inhalant-2ml-amber/?add-to-cart=2']);
    expect(buy?.textContent).toBe('เพิ่มลงตะกร้า');
    expect(readMore?.className).toBe('th-compare-add-to-cart-btn button product_type_simple');
    expect(readMore?.getAttribute('href')).toBe('/product/pump-30ml/');
    expect(doc.querySelector('._price_ .price_ span.price_ .woocommerce-Price-amount')).not.toBeNull();
  });

  it('prints hostile names, SKUs and descriptions as text', () => {
    const shop = compareShop();
    const html = compareTableMarkup(shop, [HOSTILE, HOSTILE_PRODUCT]);
    const doc = parse(html);
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect([...doc.querySelectorAll('._title_ a')].map((a) => a.textContent)).toEqual([HOSTILE.name, HOSTILE_PRODUCT.name]);
    expect(doc.querySelector('._SKU_')?.textContent).toBe('X"<SKU>');
    expect(doc.querySelector<HTMLAnchorElement>('.th-add-to-cart_ a')?.dataset.product_sku).toBe('X"<SKU>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;ขวด&quot; &amp; &apos;ฝา&apos;');
  });

  it('adds mobile-flex to the table for a phone (wp_is_mobile), the same rows and cells otherwise', () => {
    // product.php productHtml since 1.3.11 (themehunk/th-product-compare 8af5398, "mobile device
    // added", still so at eb1a661): `'product-table-configure woocommerce ' . $mobileClass`.
    const shop = compareShop();
    const desktop = compareTableMarkup(shop, [LOT, SOLD_OUT]);
    const phone = compareTableMarkup(shop, [LOT, SOLD_OUT], { mobile: true });
    expect(phone).toMatch(/^<table class="product-table-configure woocommerce mobile-flex">/);
    expect(desktop).toMatch(/^<table class="product-table-configure woocommerce ">/);
    expect(phone.replace(/^<table[^>]*>/, '')).toBe(desktop.replace(/^<table[^>]*>/, ''));
  });

  it('is a table without product cells for an empty list', () => {
    const doc = parse(compareTableMarkup(compareShop(), []));
    expect(doc.querySelectorAll('tr')).toHaveLength(4);
    expect(doc.querySelectorAll('td:not(.left-title)')).toHaveLength(0);
  });
});

describe('footer bar', () => {
  it('shows each product image with its remove icon, the add, remove-all and compare controls', () => {
    const shop = compareShop();
    const doc = parse(compareFooterBarMarkup(shop, [PLAIN, LOT]));
    const wrap = doc.querySelector('div.th-compare-footer-wrap.active.position-bottom > .th-compare-footer-level2 > .th-compare-footer-level3');
    expect(wrap).not.toBeNull();
    const slots = [...doc.querySelectorAll('.th-compare-left .product_image > div.img_.product-comp')];
    expect(slots.map((s) => s.getAttribute('data-product-id'))).toEqual(['1', '2']);
    expect(slots[0]?.querySelector('i.th-remove-product.th-compare-product-remove')?.getAttribute('data-th-product-id')).toBe('1');
    const link = slots[0]?.querySelector('a');
    expect([link?.getAttribute('target'), link?.getAttribute('href')]).toEqual(['_blank', '/product/roll-on-10ml-gold/']);
    expect(link?.querySelector('img')?.getAttribute('src')).toBe('/mock-media/product-1.svg');
    expect(doc.querySelector('.th-atleast')?.textContent).toBe('SelectedProducts');
    expect(doc.querySelector('.th-addremove a.th-add-product-bar')?.getAttribute('href')).toBe('#');
    expect(doc.querySelector('.th-compare-right a#thpc-removeall svg')).not.toBeNull();
    const opener = doc.querySelector('.th-compare-right .th-compare-enable a.th-compare-footer-product-opner');
    expect([opener?.getAttribute('href'), opener?.querySelector('span.text_')?.textContent]).toEqual(['#', 'Compare']);
  });

  it('follows the position option, is empty when the bar is off, and escapes product data', () => {
    expect(compareFooterBarMarkup(compareShop({ compare: { popupPosition: 'top' } }), [PLAIN])).toContain('th-compare-footer-wrap active position-top');
    expect(compareFooterBarMarkup(compareShop({ compare: { footerBar: false } }), [PLAIN])).toBe('');
    const doc = parse(compareFooterBarMarkup(compareShop(), [HOSTILE_PRODUCT]));
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    expect(doc.querySelectorAll('.product_image img')).toHaveLength(1);
  });
});
