// @vitest-environment jsdom
import type { CompareCalls, CompareProductResult } from '@talat/client';
import { loadMarkupDoor } from '@talat/core';
import { compareButtonMarkup, compareCheckboxMarkup, compareFooterBarMarkup, compareTableMarkup, createFakeShop, listProducts, type Product } from '@talat/mocks';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareConfigSpec, type CompareConfig } from './config';
import { startCompareSession, type CompareSession } from './session';

// The session end to end in jsdom with the calls stubbed and the fake WordPress's own markup
// (§2.4, §2.11, §4 Compare, §7 Compare, §8 Compare). The e2e suite drives the same in Chromium.

const shop = createFakeShop();
const products = listProducts(shop.catalogue).slice(0, 6);
const [p1, p2, p3] = products as [Product, Product, Product];
const reply = (list: readonly Product[], extra: Partial<CompareProductResult> = {}): CompareProductResult =>
  list.length === 0 ? { no_product: '1' } : { html: compareTableMarkup(shop, list), footer_bar: compareFooterBarMarkup(shop, list), ...extra };

let session: CompareSession | undefined;
/** TH Product Compare's list cookie: a visitor with a list, whose page start loads it (§7, decision 506). */
const LIST_COOKIE = 'th_compare_product_abcdef123456';
afterEach(() => {
  act(() => session?.dispose());
  session = undefined;
  document.body.innerHTML = '';
  document.cookie = `${LIST_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.useRealTimers();
});

function start(calls: Partial<CompareCalls>, config: Partial<CompareConfig> = {}, { listCookie = true } = {}) {
  document.documentElement.lang = 'th';
  if (listCookie) document.cookie = `${LIST_COOKIE}=W10%3D; path=/`;
  document.body.innerHTML = `<ul>${products.map((product) => `<li>${compareButtonMarkup(shop, product, { added: false })}</li>`).join('')}</ul>${compareCheckboxMarkup(shop, p2, { added: false })}`;
  const fullConfig = { ...(compareConfigSpec.defaults as CompareConfig), ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n-1', ...config };
  act(() => {
    session = startCompareSession(document, fullConfig, { calls: calls as CompareCalls, loadDoor: () => loadMarkupDoor(document) });
  });
}

const buttonOf = (product: Product) => document.querySelector<HTMLElement>(`a.th-product-compare-btn[data-th-product-id="${product.id}"]`)!;
const checkboxOf = (product: Product) => document.querySelector<HTMLInputElement>(`input[data-th-product-id="${product.id}"]`)!;

describe('compare session (§4 Compare)', () => {
  it("loads the list on start with 'refresh', 'add' and the nonce, and marks the compared products' controls", async () => {
    const getCompareProduct = vi.fn(async () => reply([p2]));
    start({ getCompareProduct });
    await waitFor(() => expect(getCompareProduct).toHaveBeenCalledWith({ product_id: 'refresh', add_remove: 'add', action: 'th_get_compare_product', nonce: 'n-1' }));
    await waitFor(() => expect(buttonOf(p2).getAttribute('aria-pressed')).toBe('true'));
    expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('false');
    expect(checkboxOf(p2).checked).toBe(true);
    // The footer bar's markup is in the page, once, through the door.
    expect(document.querySelectorAll('.talat-compare .th-compare-footer-wrap')).toHaveLength(1);
  });

  it("without the list cookie or a printed mark asks nothing at start: the first press is the one call (decision 506)", async () => {
    const getCompareProduct = vi.fn(async () => reply([p1]));
    start({ getCompareProduct }, {}, { listCookie: false });
    await act(async () => undefined);
    expect(getCompareProduct).not.toHaveBeenCalled();
    act(() => session!.press(buttonOf(p1)));
    await waitFor(() => expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('true'));
    expect(getCompareProduct.mock.calls).toEqual([[{ product_id: String(p1.id), add_remove: 'add', action: 'th_get_compare_product', nonce: 'n-1' }]]);
  });

  it('a press adds, the next removes; the mark follows the server; an emptied list clears every mark', async () => {
    let list: Product[] = [];
    const getCompareProduct = vi.fn(async ({ product_id, add_remove }: { product_id: string; add_remove: string }) => {
      const product = products.find((item) => String(item.id) === product_id);
      if (product && add_remove === 'add') list = [product, ...list];
      if (product && add_remove === 'remove') list = list.filter((item) => item !== product);
      return reply(list);
    });
    start({ getCompareProduct });
    await waitFor(() => expect(getCompareProduct).toHaveBeenCalledTimes(1));
    act(() => session!.press(buttonOf(p1)));
    await waitFor(() => expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('true'));
    expect(getCompareProduct).toHaveBeenLastCalledWith(expect.objectContaining({ product_id: String(p1.id), add_remove: 'add' }));
    act(() => session!.press(buttonOf(p1)));
    await waitFor(() => expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('false'));
    expect(getCompareProduct).toHaveBeenLastCalledWith(expect.objectContaining({ product_id: String(p1.id), add_remove: 'remove' }));
    expect(document.querySelector('.talat-compare .th-compare-footer-wrap')).toBeNull();
  });

  it('a checkbox checked adds and unchecked removes; at the limit it is unchecked again, as the server says', async () => {
    const getCompareProduct = vi.fn(async () => reply([p1, p3], { product_limit: 'Product Limit Exceeded.' }));
    start({ getCompareProduct });
    const box = checkboxOf(p2);
    box.checked = true;
    act(() => session!.change(box));
    await waitFor(() => expect(getCompareProduct).toHaveBeenLastCalledWith(expect.objectContaining({ product_id: String(p2.id), add_remove: 'add' })));
    await waitFor(() => expect(box.checked).toBe(false));
    // The limit message is in the popup's heading, as text.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Product Limit Exceeded.'));
  });

  it('a failed call changes nothing and the busy mark goes (§8 Compare)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getCompareProduct = vi.fn().mockResolvedValueOnce(reply([p2])).mockRejectedValueOnce(new Error('offline'));
    start({ getCompareProduct });
    await waitFor(() => expect(buttonOf(p2).getAttribute('aria-pressed')).toBe('true'));
    act(() => session!.press(buttonOf(p1)));
    expect(buttonOf(p1).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(buttonOf(p1).hasAttribute('aria-busy')).toBe(false));
    expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('false');
    expect(buttonOf(p2).getAttribute('aria-pressed')).toBe('true');
    expect(error).toHaveBeenCalled();
    // Said, in Thai, seen and to screen readers; the list, the marks and the footer stay as they were.
    const said = 'อัปเดตรายการเปรียบเทียบไม่สำเร็จ กรุณาลองอีกครั้ง';
    expect(document.querySelector('.talat-compare-notice')?.textContent).toBe(said);
    expect(document.querySelector('.talat-compare-notice')?.hasAttribute('hidden')).toBe(false);
    expect(document.querySelector('[data-talat-live] [role="status"]')?.textContent).toBe(said);
    expect(document.querySelectorAll('.talat-compare .th-compare-footer-wrap')).toHaveLength(1);
  });

  it('a ticked checkbox stays ticked while its call is on its way, and is unticked again when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const getCompareProduct = vi.fn().mockResolvedValueOnce(reply([p1])).mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    start({ getCompareProduct });
    await waitFor(() => expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('true'));
    const box = checkboxOf(p2);
    box.checked = true;
    act(() => session!.change(box));
    await waitFor(() => expect(getCompareProduct).toHaveBeenCalledTimes(2));
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-busy')).toBe('true');
    act(() => fail(new Error('offline')));
    await waitFor(() => expect(box.checked).toBe(false));
    expect(box.hasAttribute('aria-busy')).toBe(false);
  });

  it("focus stays on the footer after removing a product there: on the next product's remove icon", async () => {
    let list: Product[] = [p1, p2, p3];
    const getCompareProduct = vi.fn(async ({ product_id, add_remove }: { product_id: string; add_remove: string }) => {
      if (add_remove === 'remove') list = list.filter((item) => String(item.id) !== product_id);
      return reply(list);
    });
    start({ getCompareProduct });
    const icon = (product: Product) => document.querySelector<HTMLElement>(`.talat-compare .th-compare-product-remove.th-remove-product[data-th-product-id="${product.id}"]`);
    await waitFor(() => expect(icon(p1)).not.toBeNull());
    act(() => icon(p1)!.focus());
    act(() => icon(p1)!.click());
    await waitFor(() => expect(icon(p1)).toBeNull());
    expect(document.activeElement).toBe(icon(p2));
  });

  it('dispose takes the busy mark off a control whose call never came back', async () => {
    const getCompareProduct = vi.fn().mockResolvedValueOnce(reply([])).mockImplementationOnce(() => new Promise(() => undefined));
    start({ getCompareProduct });
    await waitFor(() => expect(getCompareProduct).toHaveBeenCalledTimes(1));
    act(() => session!.press(buttonOf(p1)));
    await waitFor(() => expect(buttonOf(p1).getAttribute('aria-busy')).toBe('true'));
    act(() => session!.dispose());
    session = undefined;
    expect(buttonOf(p1).hasAttribute('aria-busy')).toBe(false);
    expect(buttonOf(p1).classList.contains('loading')).toBe(false);
  });

  it('controls inserted later get their role and their mark', async () => {
    start({ getCompareProduct: vi.fn(async () => reply([p3])) });
    await waitFor(() => expect(buttonOf(p3).getAttribute('aria-pressed')).toBe('true'));
    const more = document.createElement('div');
    more.innerHTML = compareButtonMarkup(shop, p3, { added: false });
    document.body.append(more);
    const inserted = more.querySelector<HTMLElement>('a')!;
    await waitFor(() => expect(inserted.getAttribute('aria-pressed')).toBe('true'));
    expect(inserted.getAttribute('role')).toBe('button');
    expect(inserted.tabIndex).toBe(0);
  });

  it('the renamed release: remove all is the list call with removeall and no nonce', async () => {
    const getCompareProduct = vi.fn().mockResolvedValueOnce(reply([p1])).mockResolvedValueOnce({ no_product: '1' });
    start({ getCompareProduct }, { nonce: '', productAction: 'tpcp_get_compare_product', filterAction: 'tpcp_filter_product', removeAllAction: '' });
    await waitFor(() => expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('true'));
    const removeAll = document.querySelector<HTMLElement>('#thpc-removeall')!;
    act(() => removeAll.click());
    await waitFor(() => expect(buttonOf(p1).getAttribute('aria-pressed')).toBe('false'));
    expect(getCompareProduct).toHaveBeenLastCalledWith({ product_id: 'refresh', add_remove: 'removeall', action: 'tpcp_get_compare_product', nonce: undefined });
  });

  it('the floating icon opens the search when nothing is compared', async () => {
    start({ getCompareProduct: vi.fn(async () => reply([])), filterProducts: vi.fn(async () => ({ success: true, data: [] })) });
    act(() => session!.openFromIcon());
    await waitFor(() => expect(document.querySelector('input[role="combobox"]')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('input[role="combobox"]')?.closest('[hidden]')).toBeNull());
  });
});
