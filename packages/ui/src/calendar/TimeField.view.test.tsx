// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeField, type TimeFieldChange, type TimeFieldProps } from './TimeField';

// The shared Thai time input (issue 15): an APG editable combobox with a list of times, under
// React and again under preact/compat, as it ships.
type Change = [string, TimeFieldChange];

function Host({ initial = '', changes, ...props }: Partial<TimeFieldProps> & { initial?: string; changes: Change[] }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="payment" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="wcp-time">เวลาที่โอน</label>
      <TimeField
        id="wcp-time"
        name="time"
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

function setup(props: Partial<TimeFieldProps> & { initial?: string } = {}) {
  const changes: Change[] = [];
  render(<Host changes={changes} {...props} />);
  const input = screen.getByRole('combobox', { name: 'เวลาที่โอน' }) as HTMLInputElement;
  const posted = () => new FormData(screen.getByRole('form') as HTMLFormElement).get('time');
  return { user: userEvent.setup(), input, changes, posted };
}

const list = () => screen.getByRole('listbox', { hidden: true });
const activeOption = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('TimeField: typed the Thai ways, normalised on blur, sent in the format asked for', () => {
  it.each([
    ['14.30', '14:30'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['9', '09:00'],
    ['14.30 น.', '14:30'],
    ['๑๔:๓๐', '14:30'],
  ])('%j becomes %j on blur, and is sent as HH:MM', async (typed, shown) => {
    const { user, input, changes, posted } = setup();
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(changes.at(-1)![0]).toBe(shown);
    expect(changes.at(-1)![1].valid).toBe(true);
    expect(posted()).toBe(shown);
  });

  it('format HH:mm:ss sends seconds; the field still shows HH:MM', async () => {
    const { user, input, changes, posted } = setup({ format: 'HH:mm:ss' });
    await user.type(input, '1430');
    await user.tab();
    expect(input).toHaveValue('14:30');
    expect(changes.at(-1)![0]).toBe('14:30:00');
    expect(posted()).toBe('14:30:00');
  });

  it('what is not a time stays as typed, reported invalid', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '25.00');
    await user.tab();
    expect(input).toHaveValue('25.00');
    expect(changes.at(-1)).toEqual(['25.00', { time: null, text: '25.00', valid: false }]);
  });

  it('a value from outside shows, and a clear empties the field', async () => {
    const { user, input } = setup({ initial: '08:15' });
    expect(input).toHaveValue('08:15');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(input).toHaveValue('');
  });

  it('aria-invalid, aria-describedby and the combobox wiring', () => {
    render(<p id="time-error">กรุณาระบุเวลา</p>);
    const { input } = setup({ invalid: true, describedBy: 'time-error' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('กรุณาระบุเวลา');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input.getAttribute('aria-controls')).toBe(list().id);
    expect(list()).toHaveAttribute('aria-label', 'เวลา');
    expect(screen.getByRole('button', { name: 'เลือกเวลา: เวลาที่โอน', hidden: true })).toHaveAttribute('tabindex', '-1');
  });
});

describe('TimeField list, keyboard only (APG combobox)', () => {
  it('Down opens the list on the typed time; Down/Up/PageDown move; Enter picks without submitting', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '14.45');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toBeVisible();
    expect(activeOption(input)).toHaveTextContent('14:30 น.');
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('15:00 น.');
    await user.keyboard('{PageDown}');
    expect(activeOption(input)).toHaveTextContent('17:00 น.');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('17:00');
    expect(changes.at(-1)![0]).toBe('17:00');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
  });

  it('empty, the list opens at 00:00; Escape closes it and keeps the text', async () => {
    const { user, input, changes } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('00:00 น.');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
    expect(changes).toEqual([]);
  });

  it('typing while open moves the active option to the typed time', async () => {
    const { user, input } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    await user.type(input, '0930');
    expect(activeOption(input)).toHaveTextContent('09:30 น.');
  });

  it('a click on a time picks it; the clock button opens the list with focus kept in the input', async () => {
    const { user, input, changes } = setup({ stepMinutes: 60 });
    await user.click(screen.getByRole('button', { name: 'เลือกเวลา: เวลาที่โอน', hidden: true }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(list().querySelectorAll('[role="option"]')).toHaveLength(24);
    await user.click(screen.getByRole('option', { name: '10:00 น.' }));
    expect(input).toHaveValue('10:00');
    expect(changes.at(-1)![0]).toBe('10:00');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaving the field closes the list', async () => {
    const { user, input } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(list()).not.toBeVisible();
  });
});
