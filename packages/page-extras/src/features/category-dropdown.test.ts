// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@talat/core';
import { pageExtrasMessages } from '../messages';
import { categoryUrl, startCategoryDropdown } from './category-dropdown';

const t = createTranslator(pageExtrasMessages, 'th');
let undo: (() => void) | undefined;
const assign = vi.fn();
const fakeWin = new Proxy(window, {
  get(target, key) {
    if (key === 'location') return { href: 'http://shop.test/shop/', origin: 'http://shop.test', assign };
    const value = Reflect.get(target, key) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
}) as Window;

const select = () => document.querySelector<HTMLSelectElement>('select.dropdown_product_cat')!;
function change(value: string) {
  select().value = value;
  select().dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => {
  assign.mockReset();
  document.body.innerHTML = `<label for="product_cat">หมวดหมู่</label>
    <select name="product_cat" id="product_cat" class="dropdown_product_cat">
      <option value="" selected="selected">เลือกหมวดหมู่</option>
      <option class="level-0" value="bottles">ขวด</option>
      <option class="level-1" value="roll-on">ขวดลูกกลิ้ง</option>
    </select>`;
});
afterEach(() => {
  undo?.();
  undo = undefined;
});

describe('categoryUrl (WooCommerce product-categories widget script)', () => {
  it("adds ?product_cat= to home_url('/'), & when it already has a query, and goes to the shop for the empty choice", () => {
    expect(categoryUrl('bottles', 'http://shop.test/', 'http://shop.test/shop/')).toBe('http://shop.test/?product_cat=bottles');
    expect(categoryUrl('roll-on', 'http://shop.test/?lang=th', 'http://shop.test/shop/')).toBe('http://shop.test/?lang=th&product_cat=roll-on');
    expect(categoryUrl('', 'http://shop.test/', 'http://shop.test/shop/')).toBe('http://shop.test/shop/');
  });
});

describe('startCategoryDropdown', () => {
  it("names WooCommerce's unlabelled select by its widget title", () => {
    document.body.innerHTML = `<div class="widget widget_product_categories"><h2 class="widgettitle">หมวดหมู่สินค้า</h2>
      <select name="product_cat" id="product_cat" class="dropdown_product_cat"><option value="">เลือกหมวดหมู่</option></select></div>`;
    undo = startCategoryDropdown({ doc: document, win: fakeWin, config: {}, t });
    const id = select().getAttribute('aria-labelledby')!;
    expect(document.getElementById(id)!.textContent).toBe('หมวดหมู่สินค้า');
  });

  it('does nothing without the dropdown', () => {
    document.body.innerHTML = '';
    expect(startCategoryDropdown({ doc: document, win: fakeWin, config: {}, t })).toBeUndefined();
  });

  it('goes to the chosen category on a pointer pick, exactly as WooCommerce builds the URL, and WooCommerce\'s own handler never runs', () => {
    const wooHandler = vi.fn();
    select().addEventListener('change', wooHandler);
    undo = startCategoryDropdown({ doc: document, win: fakeWin, config: { homeUrl: 'http://shop.test/', shopUrl: 'http://shop.test/shop/' }, t });
    select().dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    change('roll-on');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://shop.test/?product_cat=roll-on');
    expect(wooHandler).not.toHaveBeenCalled();
  });

  it('does not leave on the first arrow key; Enter goes to the chosen category', () => {
    undo = startCategoryDropdown({ doc: document, win: fakeWin, config: {}, t });
    select().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    change('bottles');
    select().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    change('roll-on');
    expect(assign).not.toHaveBeenCalled();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    select().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith('http://shop.test/?product_cat=roll-on');
  });

  it('goes at once for a pick in the list opened by keyboard (Space, F4, Alt+ArrowDown), even after arrow browsing', () => {
    undo = startCategoryDropdown({ doc: document, win: fakeWin, config: { homeUrl: 'http://shop.test/' }, t });
    const key = (init: KeyboardEventInit) => select().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    for (const opener of [{ key: ' ' }, { key: 'F4' }, { key: 'ArrowDown', altKey: true }]) {
      assign.mockReset();
      key({ key: 'ArrowDown' });
      change('bottles');
      expect(assign).not.toHaveBeenCalled();
      key(opener);
      change('roll-on');
      expect(assign).toHaveBeenCalledExactlyOnceWith('http://shop.test/?product_cat=roll-on');
    }
  });

  it('leaves Enter alone when nothing was chosen by keyboard: no jump to the shop page', () => {
    undo = startCategoryDropdown({ doc: document, win: fakeWin, config: {}, t });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    select().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('describes the select with the Thai keyboard hint, and undoes it', () => {
    undo = startCategoryDropdown({ doc: document, win: fakeWin, config: {}, t });
    const id = select().getAttribute('aria-describedby')!;
    expect(document.getElementById(id)!.textContent).toBe('เลือกหมวดหมู่ด้วยปุ่มลูกศร แล้วกด Enter เพื่อไปยังหมวดหมู่นั้น');
    undo!();
    undo = undefined;
    expect(select().hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById(id)).toBeNull();
  });
});
