// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptanceSatisfied, setupAcceptance } from './acceptance';
import { byName, mountCf7Form, submitButton } from './test-fixtures';

const acceptance = (name: string, modifiers = '', checked = false) =>
  `<span class="wpcf7-form-control-wrap" data-name="${name}"><span class="wpcf7-form-control wpcf7-acceptance${modifiers}"><span class="wpcf7-list-item"><label><input type="checkbox" name="${name}" value="1" aria-invalid="false"${checked ? ' checked' : ''}><span class="wpcf7-list-item-label">ยอมรับ</span></label></span></span></span>`;

const buttonSubmit = '<button type="submit" class="wpcf7-form-control wpcf7-submit">ส่ง</button>';

const submits = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit')];
const disabledStates = (form: HTMLFormElement) => submits(form).map((button) => button.disabled);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('acceptanceSatisfied (§5 Acceptance checkboxes)', () => {
  it.each([
    ['a required box unchecked', acceptance('terms'), false],
    ['a required box checked', acceptance('terms', '', true), true],
    ['an optional box unchecked', acceptance('news', ' optional'), true],
    ['an invert box unchecked', acceptance('no-call', ' invert'), true],
    ['an invert box checked', acceptance('no-call', ' invert', true), false],
    ['an optional invert box checked', acceptance('no-call', ' optional invert', true), true],
    ['a checked required box beside a checked invert box', acceptance('terms', '', true) + acceptance('no-call', ' invert', true), false],
    ['every box as it should be', acceptance('terms', '', true) + acceptance('news', ' optional') + acceptance('no-call', ' invert'), true],
    ['no acceptance box at all', '', true],
  ])('%s → %s', (_case, markup, expected) => {
    expect(acceptanceSatisfied(mountCf7Form(markup))).toBe(expected);
  });
});

describe('setupAcceptance (§5 Acceptance checkboxes)', () => {
  const fixture = () =>
    mountCf7Form(acceptance('terms') + acceptance('news', ' optional') + acceptance('no-call', ' invert') + submitButton() + buttonSubmit);

  it('disables every submit button until each required box is checked', () => {
    const form = fixture();
    setupAcceptance(form);
    expect(disabledStates(form)).toEqual([true, true]);
    byName(form, 'terms').click();
    expect(disabledStates(form)).toEqual([false, false]);
    byName(form, 'news').click();
    expect(disabledStates(form)).toEqual([false, false]);
    byName(form, 'terms').click();
    expect(disabledStates(form)).toEqual([true, true]);
  });

  it('blocks submit while an invert box is checked', () => {
    const form = fixture();
    setupAcceptance(form);
    byName(form, 'terms').click();
    byName(form, 'no-call').click();
    expect(disabledStates(form)).toEqual([true, true]);
    byName(form, 'no-call').click();
    expect(disabledStates(form)).toEqual([false, false]);
  });

  it('re-checks on the task after a form reset', () => {
    const form = fixture();
    setupAcceptance(form);
    byName(form, 'terms').click();
    form.reset();
    expect(byName(form, 'terms').checked).toBe(false);
    expect(disabledStates(form)).toEqual([false, false]);
    vi.runAllTimers();
    expect(disabledStates(form)).toEqual([true, true]);
  });

  it('leaves the buttons of a form without acceptance boxes alone', () => {
    const form = mountCf7Form(`<input type="text" name="your-name">${submitButton()}`);
    submits(form)[0]!.disabled = true;
    setupAcceptance(form);
    byName(form, 'your-name').dispatchEvent(new Event('change', { bubbles: true }));
    expect(disabledStates(form)).toEqual([true]);
  });

  it('teardown restores the buttons and stops listening', () => {
    const form = fixture();
    const teardown = setupAcceptance(form);
    form.reset();
    teardown();
    expect(disabledStates(form)).toEqual([false, false]);
    expect(vi.getTimerCount()).toBe(0);
    byName(form, 'no-call').click();
    form.reset();
    vi.runAllTimers();
    expect(disabledStates(form)).toEqual([false, false]);
  });
});
