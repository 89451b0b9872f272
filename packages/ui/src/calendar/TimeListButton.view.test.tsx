// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeListButton, type TimeListButtonProps } from './TimeListButton';

// The time list on a page's own time input (the payment form's `time`, issue 15): the input
// stays the page's (same name, same posting) and becomes the APG editable combobox. Under React
// and again under preact/compat.

function setup(props: Partial<TimeListButtonProps> = {}, initial = '') {
  document.body.innerHTML = `<form aria-label="payment"><label for="wcp-time">เวลาที่โอน</label><input type="text" id="wcp-time" name="time" value="${initial}"><span id="host" class="talat-timefield"></span></form>`;
  const input = document.getElementById('wcp-time') as HTMLInputElement;
  const events: string[] = [];
  input.addEventListener('input', () => events.push(input.value));
  const view = render(<TimeListButton input={input} fieldName="เวลาที่โอน" {...props} />, { container: document.getElementById('host')! });
  const posted = () => new FormData(document.querySelector('form')!).getAll('time');
  return { user: userEvent.setup(), input, events, posted, unmount: view.unmount };
}

const list = () => screen.getByRole('listbox', { hidden: true });
const activeOption = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('TimeListButton: the page’s input as a time combobox', () => {
  it('wires the page’s input as a combobox, names the clock button after the field, posts the input alone', () => {
    const { input, posted } = setup({}, '08:15');
    expect(screen.getByRole('combobox', { name: 'เวลาที่โอน' })).toBe(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'none');
    expect(input.getAttribute('aria-controls')).toBe(list().id);
    expect(list()).toHaveAttribute('aria-label', 'เวลา');
    expect(list()).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'เลือกเวลา: เวลาที่โอน', hidden: true })).toHaveAttribute('tabindex', '-1');
    expect(posted()).toEqual(['08:15']);
  });

  it('Down opens on the typed time; Down/Up/PageDown move; Enter writes HH:MM with an input event, without submitting', async () => {
    const { user, input, events, posted } = setup();
    let submitted = 0;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    await user.type(input, '14.45');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toBeVisible();
    expect(activeOption(input)).toHaveTextContent('14:30 น.');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{PageDown}');
    expect(activeOption(input)).toHaveTextContent('17:00 น.');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('17:00');
    expect(events.at(-1)).toBe('17:00');
    expect(posted()).toEqual(['17:00']);
    expect(submitted).toBe(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
  });

  it('Escape closes and keeps the text; Enter on a closed list is the form’s', async () => {
    const { user, input } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('00:00 น.');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
    let submitted = 0;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    await user.keyboard('{Enter}');
    expect(submitted).toBe(1);
  });

  it('typing while open follows; leaving normalises to HH:MM and closes', async () => {
    const { user, input, events } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    await user.type(input, '๐๙๓๐');
    expect(activeOption(input)).toHaveTextContent('09:30 น.');
    await user.tab();
    expect(input).toHaveValue('09:30');
    expect(events.at(-1)).toBe('09:30');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves what is not a time as typed (the form says why on submit)', async () => {
    const { user, input } = setup();
    await user.type(input, '25.00');
    await user.tab();
    expect(input).toHaveValue('25.00');
  });

  it('a click on the clock opens with focus in the input; a click on a time picks it', async () => {
    const { user, input } = setup({ stepMinutes: 60 });
    await user.click(screen.getByRole('button', { name: 'เลือกเวลา: เวลาที่โอน', hidden: true }));
    expect(input).toHaveFocus();
    expect(list().querySelectorAll('[role="option"]')).toHaveLength(24);
    await user.click(screen.getByRole('option', { name: '10:00 น.' }));
    expect(input).toHaveValue('10:00');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('gone, it leaves the input as the page printed it: no combobox role, no listeners', async () => {
    const { user, input, unmount } = setup();
    act(() => unmount());
    for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) expect(input).not.toHaveAttribute(name);
    await user.type(input, '1430');
    await user.tab();
    expect(input).toHaveValue('1430');
  });
});
