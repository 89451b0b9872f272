// @vitest-environment jsdom
import { compareCookieName, compareSetCookie, createFakeShop, findProduct, listByTag, variableDemoProduct } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { pageOptions } from '../routes';
import { compareSwitches, compareVisitor } from './compare';
import type { PageContext } from './layout';
import { homePage, productPage, tagPage } from './shop-pages';

// Issue 14 on the demo shop (research §3): compare buttons on cards, the checkbox on product
// pages, the floating icon, marks and count from the visitor's cookie, and the config section.

const ORIGIN = 'http://demo.test';
const shop = createFakeShop();
const [first, second] = listByTag(shop.catalogue, 'InhalantBottle');

/** The Cookie a browser sends after the plugin set the list `ids` (newest first). */
function cookiesFor(ids: Array<number | false>): Record<string, string> {
  const name = compareCookieName(ORIGIN);
  const value = compareSetCookie(name, ids).split(';')[0]!.slice(name.length + 1);
  return { [name]: value };
}

function context(path: string, cookies: Record<string, string> = {}): PageContext {
  const url = new URL(path, ORIGIN);
  return { shop, sessionId: 'compare-page-test', options: { ...pageOptions(shop, url, cookies), ...compareSwitches(url) }, compare: compareVisitor(shop, url, cookies) };
}

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
const config = (doc: Document): { compare?: Record<string, unknown> } => JSON.parse(doc.getElementById('talat-config')?.textContent ?? '{}');

describe('the demo shop’s compare markup', () => {
  it('puts a compare button on every card, after the wishlist button, marked from the cookie', () => {
    const doc = parse(tagPage(context('/product-tag/inhalantbottle/', cookiesFor([second!.id])), 'InhalantBottle', 1).html);
    const cards = [...doc.querySelectorAll('ul.products > li.product')];
    expect(cards.length).toBeGreaterThan(2);
    for (const card of cards) {
      const last = card.lastElementChild;
      expect(last?.className).toBe('thunk-compare');
      expect(last?.previousElementSibling?.classList.contains('yith-wcwl-add-to-wishlist')).toBe(true);
    }
    const marked = [...doc.querySelectorAll('a.th-product-compare-btn.th-added-compare')].map((a) => Number(a.getAttribute('data-th-product-id')));
    expect(marked).toEqual([second!.id]);
    expect(doc.querySelector(`a.th-product-compare-btn[data-th-product-id="${first!.id}"]`)?.classList.contains('th-added-compare')).toBe(false);
  });

  it('puts the checkbox after the add-to-cart buttons on a product page, checked when in the list', () => {
    const doc = parse(productPage(context(`/product/${first!.slug}/`, cookiesFor([first!.id])), first!.slug).html);
    const box = doc.querySelector<HTMLInputElement>(`form.cart input.th-product-compare-checkbox[data-th-product-id="${first!.id}"]`);
    expect(box?.checked).toBe(true);
    expect(box?.closest('.th-product-compare-checkbox-wrap')?.previousElementSibling?.className).toContain('single-ajax-add');
    const variable = variableDemoProduct(shop.catalogue)!.parent;
    const variableDoc = parse(productPage(context(`/product/${variable.slug}/`), variable.slug).html);
    const variableBox = variableDoc.querySelector<HTMLInputElement>('form.variations_form .variations_button input.th-product-compare-checkbox');
    expect([variableBox?.checked, variableBox?.getAttribute('data-th-product-id')]).toEqual([false, String(variable.id)]);
  });

  it('prints the floating icon with the cookie’s count, the badge hidden at 0', () => {
    const empty = parse(homePage(context('/')).html);
    expect(empty.querySelectorAll('.th-compare-icon-widget.th-compare-float-icon')).toHaveLength(1);
    expect(empty.querySelector('.th-compare-icon-widget-count')?.getAttribute('style')).toBe('display:none;');
    const two = parse(homePage(context('/', cookiesFor([first!.id, second!.id]))).html);
    expect(two.querySelector('.th-compare-icon-widget-count')?.textContent).toBe('2');
  });

  it('escapes the hostile product on its page', () => {
    const hostile = findProduct(shop.catalogue, 9999)!;
    const doc = parse(productPage(context(`/product/${hostile.slug}/`), hostile.slug).html);
    expect(doc.querySelector('input.th-product-compare-checkbox')?.getAttribute('data-th-product-id')).toBe('9999');
    expect(doc.querySelector('img[src="x"]')).toBeNull();
  });

  it('loads the compare widget and prints the th_* config with the nonce, or the tpcp_* one without', () => {
    const doc = parse(homePage(context('/')).html);
    expect(doc.querySelector('script[src="/talat/compare.js"]')).not.toBeNull();
    expect(config(doc).compare).toEqual({
      nonce: shop.settings.nonces.th_product_compare_nonce,
      productAction: 'th_get_compare_product',
      filterAction: 'th_compare_filter_product',
      removeAllAction: 'th_remove_all_compare',
    });
    const renamed = parse(homePage(context('/?compare_actions=tpcp')).html);
    expect(config(renamed).compare).toEqual({ productAction: 'tpcp_get_compare_product', filterAction: 'tpcp_filter_product', removeAllAction: '' });
    // No th_product global: the recipe dequeues the plugin's script, so wp_localize_script prints nothing.
    expect(doc.documentElement.innerHTML).not.toContain('th_product');
  });
});
