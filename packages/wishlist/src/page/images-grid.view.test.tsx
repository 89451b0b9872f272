// @vitest-environment jsdom
import { emitHostEvent } from '@talat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { wishlistConfigSpec } from '../config';
import { printLayout, startLayouts, stopLayouts } from './layouts-test-fixtures';

// The images grid (research §2.8, §4.10; §2.10 "a thumbnail toggles the item's details; a click
// outside closes them"): show toggled by the thumbnail, a.close, outside clicks and added_to_cart
// close, disable_popup_grid_view respected, and the expanded state exposed.

afterEach(stopLayouts);

const item = (id: string) => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!;
const thumb = (id: string) => item(id).querySelector<HTMLAnchorElement>('.product-thumbnail a')!;
const nameOf = (id: string) => item(id).querySelector('.product-name')!.textContent!.trim();
const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};

describe('wishlist page: the images grid (§2.10, research §4.10)', () => {
  it('names each thumbnail as the toggle of its labelled details, closed at first', () => {
    printLayout({ layout: 'images' });
    startLayouts();
    expect(document.querySelector('ul.wishlist_table.images_grid')).not.toBeNull();
    const link = thumb('231');
    const details = item('231').querySelector('.item-details')!;
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveAttribute('aria-controls', details.id);
    expect(link).toHaveAttribute('aria-label', `รายละเอียด ${nameOf('231')}`);
    expect(details).toHaveAttribute('role', 'group');
    expect(details).toHaveAttribute('aria-labelledby', item('231').querySelector('.product-name')!.id);
    expect(item('231').querySelector('a.close')).toHaveAttribute('aria-label', `ปิดรายละเอียด ${nameOf('231')}`);
  });

  it('a thumbnail click shows its details and closes the others; a second click closes it', () => {
    printLayout({ layout: 'images' });
    startLayouts();
    expect(click(thumb('101')).defaultPrevented).toBe(true);
    expect(item('101')).toHaveClass('show');
    expect(thumb('101')).toHaveAttribute('aria-expanded', 'true');
    click(thumb('231'));
    expect(item('231')).toHaveClass('show');
    expect(item('101')).not.toHaveClass('show');
    expect(thumb('101')).toHaveAttribute('aria-expanded', 'false');
    click(thumb('231'));
    expect(item('231')).not.toHaveClass('show');
  });

  it('a.close closes and gives focus back to the thumbnail; Escape inside does the same', () => {
    printLayout({ layout: 'images' });
    startLayouts();
    click(thumb('307'));
    const close = item('307').querySelector<HTMLElement>('a.close')!;
    close.focus();
    expect(click(close).defaultPrevented).toBe(true);
    expect(item('307')).not.toHaveClass('show');
    expect(document.activeElement).toBe(thumb('307'));
    click(thumb('307'));
    const quantity = item('307').querySelector<HTMLInputElement>('.product-quantity input')!;
    quantity.focus();
    quantity.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(item('307')).not.toHaveClass('show');
    expect(document.activeElement).toBe(thumb('307'));
  });

  it('a click outside every item closes them all; a click inside an item does not', () => {
    printLayout({ layout: 'images' });
    startLayouts();
    click(thumb('322'));
    click(item('322').querySelector('.product-price')!);
    expect(item('322')).toHaveClass('show');
    click(document.querySelector('main')!);
    expect(item('322')).not.toHaveClass('show');
  });

  it("WooCommerce's added_to_cart closes them all", () => {
    printLayout({ layout: 'images' });
    startLayouts();
    click(thumb('101'));
    emitHostEvent('added_to_cart', [{}, '', null]);
    expect(item('101')).not.toHaveClass('show');
  });

  it('with disable_popup_grid_view the thumbnail stays a plain link', () => {
    printLayout({ layout: 'images' });
    startLayouts({ disablePopupGridView: true });
    expect(click(thumb('101')).defaultPrevented).toBe(false);
    expect(item('101')).not.toHaveClass('show');
    expect(thumb('101')).not.toHaveAttribute('aria-expanded');
  });

  it("reads disable_popup_grid_view from yith_wcwl_l10n as WordPress prints it ('1' / ''), off by default", () => {
    expect(wishlistConfigSpec.defaults.disablePopupGridView).toBe(false);
    expect(wishlistConfigSpec.fromGlobals!({ yith_wcwl_l10n: { disable_popup_grid_view: '1' } }).disablePopupGridView).toBe(true);
    expect(wishlistConfigSpec.fromGlobals!({ yith_wcwl_l10n: { disable_popup_grid_view: '' } }).disablePopupGridView).toBe(false);
  });

  it('the sortable grid gets the move buttons too', () => {
    printLayout({ layout: 'images' });
    startLayouts();
    expect(item('231').querySelector('[data-talat-move="up"]')).toHaveAttribute('aria-label', `เลื่อน ${nameOf('231')} ขึ้น`);
  });
});
