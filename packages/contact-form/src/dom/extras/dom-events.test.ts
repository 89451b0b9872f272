// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineTeardowns, listen, onFormReset } from './dom-events';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('event plumbing', () => {
  it('runs the reset callback on the next task, when the controls hold their defaults', () => {
    document.body.innerHTML = '<form><input name="q" value="เดิม"></form>';
    const form = document.querySelector('form')!;
    const input = form.querySelector('input')!;
    const seen: string[] = [];
    onFormReset(form, () => seen.push(input.value));
    input.value = 'ใหม่';
    form.reset();
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['เดิม']);
  });

  it('teardowns remove listeners and pending callbacks, in reverse order', () => {
    document.body.innerHTML = '<form></form>';
    const form = document.querySelector('form')!;
    const calls: string[] = [];
    const stopClick = listen(form, 'click', () => calls.push('click'));
    const stopReset = onFormReset(form, () => calls.push('reset'));
    form.reset();
    combineTeardowns([() => calls.push('first'), stopClick, stopReset, () => calls.push('last')])();
    vi.runAllTimers();
    form.click();
    form.reset();
    vi.runAllTimers();
    expect(calls).toEqual(['last', 'first']);
  });
});
