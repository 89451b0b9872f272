// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@talat/core';
import { calendarMessages } from '@talat/ui/calendar';
import { DateField } from './DateField';

// The picker driven by the keyboard alone, under React and again under preact/compat, as it ships.
const t = createTranslator(calendarMessages, 'th');
let input: HTMLInputElement;
let events: string[];

/** Only Date is faked: user-event and the modal still run on real timers. */
function today(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

function field(name = 'date_9', value = '') {
  document.body.innerHTML = `<form><label for="f">วันที่ต้องการรับสินค้า</label><input id="f" type="text" name="${name}" value="${value}"><span id="picker"></span></form>`;
  input = document.querySelector('input')!;
  events = [];
  input.addEventListener('input', () => events.push('input'));
  input.addEventListener('change', () => events.push('change'));
  render(<DateField input={input} kind={name.startsWith('dob_') ? 'dob' : 'date'} t={t} />, { container: document.getElementById('picker')! });
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'เลือกวันที่: วันที่ต้องการรับสินค้า' }) };
}

async function openByKeyboard() {
  const opened = field();
  input.focus();
  await opened.user.tab();
  expect(opened.button).toHaveFocus();
  await opened.user.keyboard('{Enter}');
  return opened;
}

const dialog = () => screen.getByRole('dialog');
const focusedDay = () => document.activeElement!.getAttribute('aria-label');
const listOptions = (name: string) => within(dialog()).getByRole('combobox', { name }).querySelectorAll('option');

beforeEach(() => today('2026-10-14T10:00:00+07:00'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('date picker dialog (APG pattern), keyboard only', () => {
  it('Enter on the button opens a modal dialog with focus on today', async () => {
    const { button } = await openByKeyboard();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('ตุลาคม 2026 (พ.ศ. 2569)');
    expect(focusedDay()).toBe('วันพุธที่ 14 ตุลาคม 2026');
    expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    expect(input).toHaveAttribute('inert');
  });

  it('arrows move by day and week, PageDown by month, Enter writes mm/dd/yyyy and returns focus', async () => {
    const { user, button } = await openByKeyboard();
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('วันพฤหัสบดีที่ 15 ตุลาคม 2026');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(focusedDay()).toBe('วันพุธที่ 21 ตุลาคม 2026');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('วันเสาร์ที่ 21 พฤศจิกายน 2026');
    expect(dialog()).toHaveAccessibleName('พฤศจิกายน 2026 (พ.ศ. 2569)');
    await user.keyboard('{Enter}');
    expect(input.value).toBe('11/21/2026');
    expect(events).toEqual(['input', 'change']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('inert');
  });

  it('Up, PageUp, Shift+PageUp/PageDown, Home and End; Space picks a day of the next month', async () => {
    const { user } = await openByKeyboard();
    await user.keyboard('{ArrowUp}');
    expect(focusedDay()).toBe('วันพุธที่ 7 ตุลาคม 2026');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('วันจันทร์ที่ 7 กันยายน 2026');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedDay()).toBe('วันอาทิตย์ที่ 7 กันยายน 2025');
    await user.keyboard('{Shift>}{PageDown}{PageDown}{/Shift}');
    expect(focusedDay()).toBe('วันอังคารที่ 7 กันยายน 2027');
    // Weeks start on Sunday (§9): Home goes back to Sunday 5 September, End on to Saturday 11.
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('วันอาทิตย์ที่ 5 กันยายน 2027');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('วันเสาร์ที่ 11 กันยายน 2027');
    // 30 September 2027 is a Thursday: End crosses into October, which the grid then shows.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{End}');
    expect(focusedDay()).toBe('วันเสาร์ที่ 2 ตุลาคม 2027');
    await user.keyboard(' ');
    expect(input.value).toBe('10/02/2027');
  });

  it('Escape closes without writing and returns focus to the button', async () => {
    const { user, button } = await openByKeyboard();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(input.value).toBe('');
    expect(events).toEqual([]);
  });

  it('Tab stays inside the dialog', async () => {
    const { user } = await openByKeyboard();
    for (let step = 0; step < 8; step++) {
      await user.tab();
      expect(dialog().contains(document.activeElement)).toBe(true);
    }
  });

  it('a typed mm/dd/yyyy value is read when the picker opens, and shown selected', async () => {
    const { user, button } = field('date_9', '02/29/2024');
    button.focus();
    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName('กุมภาพันธ์ 2024 (พ.ศ. 2567)');
    expect(focusedDay()).toBe('วันพฤหัสบดีที่ 29 กุมภาพันธ์ 2024');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await user.clear(input);
    await user.type(input, '7/4/2030');
    button.focus();
    await user.keyboard('{Enter}');
    expect(focusedDay()).toBe('วันพฤหัสบดีที่ 4 กรกฎาคม 2030');
  });

  it('a value that does not parse opens on today, nothing selected', async () => {
    const { user, button } = field('date_9', '31/12/2026');
    button.focus();
    await user.keyboard('{Enter}');
    expect(focusedDay()).toBe('วันพุธที่ 14 ตุลาคม 2026');
    expect(dialog().querySelector('[aria-selected="true"]')).toBeNull();
  });
});

describe('month and year lists (§5 Lead forms, §9)', () => {
  it('Thai month names, and weeks that start on Sunday', async () => {
    await openByKeyboard();
    expect([...listOptions('เดือน')].map((option) => option.textContent)).toEqual([
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ]);
    const headers = [...dialog().querySelectorAll('th')];
    expect(headers.map((th) => th.textContent)).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    expect(headers[0]).toHaveAttribute('abbr', 'วันอาทิตย์');
  });

  it('date_: from 200 years back to 50 ahead', async () => {
    today('2031-03-01T10:00:00+07:00');
    await openByKeyboard();
    const years = [...listOptions('ปี')];
    expect(years).toHaveLength(251);
    expect(years[0]).toHaveValue('1831');
    expect(years.at(-1)).toHaveValue('2081');
    expect(years[0]).toHaveTextContent('1831 (พ.ศ. 2374)');
  });

  it('dob_: from 100 years back to this year, and the keyboard cannot leave them', async () => {
    const { user, button } = field('dob_10');
    button.focus();
    await user.keyboard('{Enter}');
    const years = [...listOptions('ปี')];
    expect(years).toHaveLength(101);
    expect(years[0]).toHaveValue('1926');
    expect(years.at(-1)).toHaveValue('2026');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDay()).toBe('วันพฤหัสบดีที่ 31 ธันวาคม 2026');
  });

  it('choosing a month and a year shows that month', async () => {
    const { user } = await openByKeyboard();
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'ปี' }), '1990');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'เดือน' }), '2');
    expect(dialog()).toHaveAccessibleName('กุมภาพันธ์ 1990 (พ.ศ. 2533)');
    expect(dialog().querySelector('td[tabindex="0"]')).toHaveAttribute('aria-label', 'วันพุธที่ 14 กุมภาพันธ์ 1990');
  });

  it('the previous and next month buttons, and a click on a day of the month before', async () => {
    const { user } = await openByKeyboard();
    await user.click(within(dialog()).getByRole('button', { name: 'เดือนถัดไป' }));
    await user.click(within(dialog()).getByRole('button', { name: 'เดือนถัดไป' }));
    await user.click(within(dialog()).getByRole('button', { name: 'เดือนก่อนหน้า' }));
    expect(dialog()).toHaveAccessibleName('พฤศจิกายน 2026 (พ.ศ. 2569)');
    // November 2026 starts on a Sunday and ends on a Monday: 1–5 December fill the last week.
    await user.click(dialog().querySelector('td[aria-label="วันเสาร์ที่ 5 ธันวาคม 2026"]')!);
    expect(input.value).toBe('12/05/2026');
  });
});

describe('the top layer (issue 11: a theme’s transform or overflow around the form cannot clip it)', () => {
  /** jsdom has no Popover API: a stand-in that records calls and answers `:popover-open`. */
  function fakePopoverApi() {
    const calls: string[] = [];
    const shown = new Set<Element>();
    // jsdom's own stylesheet hides every [popover] not :popover-open, and it weighs its rules by
    // specificity alone; a browser shows an open one (and the widget's rule says display:block).
    const style = document.head.appendChild(document.createElement('style'));
    style.id = 'fake-popover-css';
    style.textContent = '[popover][popover][popover][popover]{display:block}';
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':popover-open' ? shown.has(this) : matches.call(this, selector);
    });
    Object.assign(HTMLElement.prototype, {
      showPopover(this: HTMLElement) {
        // What has focus when it enters the top layer: it must be there before focus moves in.
        calls.push(`show ${this.getAttribute('popover')} (focus on ${document.activeElement?.tagName.toLowerCase()})`);
        shown.add(this);
      },
      hidePopover(this: HTMLElement) {
        calls.push('hide');
        shown.delete(this);
      },
    });
    return { calls, shown };
  }

  afterEach(() => {
    document.getElementById('fake-popover-css')?.remove();
    delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
  });

  it('the open picker is a manual popover, shown before focus moves in; it stays in the form and leaves with the picker', async () => {
    const { calls, shown } = fakePopoverApi();
    const { user, button } = await openByKeyboard();
    expect(dialog()).toHaveAttribute('popover', 'manual');
    expect(calls).toEqual(['show manual (focus on button)']);
    expect(shown.has(dialog())).toBe(true);
    expect(dialog().closest('form')).not.toBeNull();
    expect(focusedDay()).toBe('วันพุธที่ 14 ตุลาคม 2026');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(input.value).toBe('10/15/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('a press and release outside its box, on its ::backdrop (which targets the popover itself), closes it without writing', async () => {
    fakePopoverApi();
    const { button } = await openByKeyboard();
    const box = dialog();
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 300, height: 400 }));
    const press = (clientX: number, clientY: number) =>
      act(() => {
        box.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX, clientY }));
        box.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY }));
      });
    // A press inside the box is not outside.
    press(200, 200);
    expect(screen.getByRole('dialog')).toBe(box);
    press(20, 20);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('');
    expect(button).toHaveFocus();
  });

  it('without the Popover API it is left as it was: no popover attribute', async () => {
    await openByKeyboard();
    expect(dialog()).not.toHaveAttribute('popover');
  });
});
