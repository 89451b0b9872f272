// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldChange, type DateFieldProps } from './DateField';

// The shared Thai date input (issue 15), under React and again under preact/compat, as it ships.
// 'today' is given, so no clock is faked.
const TODAY = { year: 2026, month: 11, day: 24 };
const today = () => TODAY;

type Change = [string, DateFieldChange];

/** A parent that keeps the value, as a widget's controller would, and records every change. */
function Host({ initial = '', changes, ...props }: Partial<DateFieldProps> & { initial?: string; changes: Change[] }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="payment">
      <label htmlFor="wcp-date">วันที่โอน</label>
      <DateField
        id="wcp-date"
        name="date"
        today={today}
        value={value}
        onChange={(next, change) => {
          changes.push([next, change]);
          setValue(next);
        }}
        {...props}
      />
      <button type="button" onClick={() => setValue('')}>
        clear
      </button>
    </form>
  );
}

function setup(props: Partial<DateFieldProps> & { initial?: string } = {}) {
  const changes: Change[] = [];
  render(<Host changes={changes} {...props} />);
  const input = screen.getByRole('textbox', { name: 'วันที่โอน' }) as HTMLInputElement;
  const posted = () => new FormData(screen.getByRole('form') as HTMLFormElement).get('date');
  return { user: userEvent.setup(), input, changes, posted, button: () => screen.getByRole('button', { name: 'เลือกวันที่: วันที่โอน' }) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('DateField: shows dd/mm/yyyy, sends the format asked for', () => {
  it('a YYYY-MM-DD value shows as the shop’s dd/mm/yyyy and posts as YYYY-MM-DD', () => {
    const { input, posted } = setup({ initial: '2026-11-24' });
    expect(input).toHaveValue('24/11/2026');
    expect(posted()).toBe('2026-11-24');
  });

  it('typed the Thai way (24.11.2569) it sends 2026-11-24 at once and shows 24/11/2026 on blur', async () => {
    const { user, input, changes, posted } = setup();
    await user.type(input, '24.11.2569');
    expect(changes.at(-1)).toEqual(['2026-11-24', { date: TODAY, text: '24.11.2569', valid: true }]);
    expect(input).toHaveValue('24.11.2569');
    await user.tab();
    expect(input).toHaveValue('24/11/2026');
    expect(changes.at(-1)).toEqual(['2026-11-24', { date: TODAY, text: '24/11/2026', valid: true }]);
    expect(posted()).toBe('2026-11-24');
  });

  it('half-typed text is kept as typed and reported invalid; the parent’s echo does not wipe it', async () => {
    const { user, input, changes, posted } = setup();
    await user.type(input, '31/02');
    expect(input).toHaveValue('31/02');
    expect(changes.at(-1)).toEqual(['31/02', { date: null, text: '31/02', valid: false }]);
    await user.type(input, '/2026');
    await user.tab();
    // No 31 February: left as typed for the form (and the server, §7) to flag.
    expect(input).toHaveValue('31/02/2026');
    expect(changes.at(-1)![1].valid).toBe(false);
    expect(posted()).toBe('31/02/2026');
  });

  it('another format: mm/dd/yy shown, dd-mm-yy sent', async () => {
    const { user, input, changes } = setup({ displayFormat: 'mm/dd/yy', format: 'dd-mm-yy' });
    await user.type(input, '2/3/2026');
    await user.tab();
    expect(input).toHaveValue('02/03/2026');
    expect(changes.at(-1)![0]).toBe('03-02-2026');
  });

  it('a value set from outside (a clear after success) replaces the text', async () => {
    const { user, input } = setup({ initial: '2026-11-24' });
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(input).toHaveValue('');
  });

  it('aria-invalid and aria-describedby go on the input; the label names the button', () => {
    render(<p id="date-error">กรุณาระบุวันที่</p>);
    const { input, button } = setup({ invalid: true, describedBy: 'date-error' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('กรุณาระบุวันที่');
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('without a <label for>, `label` names the input and the button', () => {
    render(<DateField value="" onChange={() => {}} label="วันที่โอน" today={today} />);
    expect(screen.getByRole('textbox', { name: 'วันที่โอน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เลือกวันที่: วันที่โอน' })).toBeInTheDocument();
  });
});

describe('DateField picker: Thai months, Sunday first, the pick written back', () => {
  it('opens on the typed date, weeks start on Sunday, and a pick sends YYYY-MM-DD and returns focus', async () => {
    const { user, input, changes, button } = setup({ initial: '2026-11-10' });
    button().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('พฤศจิกายน 2026 (พ.ศ. 2569)');
    const headers = within(dialog).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    expect(document.activeElement).toHaveAttribute('aria-label', 'วันอังคารที่ 10 พฤศจิกายน 2026');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(input).toHaveValue('11/11/2026');
    expect(changes.at(-1)).toEqual(['2026-11-11', { date: { year: 2026, month: 11, day: 11 }, text: '11/11/2026', valid: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('days after max are aria-disabled: neither Enter nor a click picks them, and keys stop at max', async () => {
    const { user, input, changes, button } = setup({ max: TODAY });
    button().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toHaveAttribute('aria-label', 'วันอังคารที่ 24 พฤศจิกายน 2026');
    const tomorrow = dialog.querySelector<HTMLElement>('[aria-label="วันพุธที่ 25 พฤศจิกายน 2026"]')!;
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await user.click(tomorrow);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The focus is kept at max: ArrowRight does not go past it.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('aria-label', 'วันอังคารที่ 24 พฤศจิกายน 2026');
    expect(changes).toEqual([]);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(input).toHaveValue('23/11/2026');
  });

  it('brings its own rules, once per document', async () => {
    setup();
    expect(document.querySelectorAll('#talat-style-calendar')).toHaveLength(1);
    expect(document.getElementById('talat-style-calendar')!.textContent).toContain('.talat-datepicker');
  });
});
