// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSortOrder } from './sort-order';

let undo: (() => void) | undefined;
let submitted: number;
beforeEach(() => {
  document.body.innerHTML = `<form class="woocommerce-ordering" method="get">
    <select name="orderby" class="orderby"><option value="menu_order" selected>ค่าเริ่มต้น</option><option value="popularity">ความนิยม</option><option value="price">ราคา</option></select>
    <input type="hidden" name="paged" value="1"></form><a href="#x" id="elsewhere">ลิงก์</a>`;
  submitted = 0;
  const form = document.querySelector('form')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted++;
  });
  undo = startSortOrder(document);
});
afterEach(() => {
  undo?.();
  document.body.innerHTML = '';
});
const select = () => document.querySelector('select')!;
const change = (value: string) => {
  select().value = value;
  select().dispatchEvent(new Event('change', { bubbles: true }));
};
const key = (name: string, init: KeyboardEventInit = {}) => select().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));

describe('startSortOrder (§2.4: changing the sort select submits its form at once)', () => {
  it('submits the form on a change made with the mouse (through the submit event, as requestSubmit does)', () => {
    select().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    change('price');
    expect(submitted).toBe(1);
  });

  it('holds a choice moved by arrow keys on the closed select until Enter', () => {
    key('ArrowDown');
    change('popularity');
    key('ArrowDown');
    change('price');
    expect(submitted).toBe(0);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    select().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(submitted).toBe(1);
  });

  it('submits a keyboard choice when focus leaves the select', () => {
    select().focus();
    key('ArrowDown');
    change('popularity');
    document.querySelector<HTMLElement>('#elsewhere')!.focus();
    expect(submitted).toBe(1);
  });

  it('submits at once a choice made in the list opened by keyboard (Alt+ArrowDown, then Enter in the list)', () => {
    key('ArrowDown', { altKey: true });
    change('price');
    expect(submitted).toBe(1);
  });

  it('ignores other selects and stops after undo', () => {
    document.body.insertAdjacentHTML('beforeend', '<form><select class="orderby"><option>1</option><option>2</option></select></form>');
    const other = document.querySelectorAll('select')[1]!;
    other.value = '2';
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toBe(0);
    undo?.();
    undo = undefined;
    change('price');
    expect(submitted).toBe(0);
  });
});
