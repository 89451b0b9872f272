// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupCharacterCounters } from './character-counter';
import { byName, mountCf7Form, mustFind, typeInto } from './test-fixtures';

const messageWithDownCounter = `
<p><label>ข้อความ<span class="wpcf7-form-control-wrap" data-name="your-message"><textarea class="wpcf7-form-control wpcf7-textarea" name="your-message" maxlength="500" aria-describedby="message-hint"></textarea></span></label></p>
<p id="message-hint">เหลืออีก <span class="wpcf7-character-count down" data-target-name="your-message" data-starting-value="500" data-current-value="500" data-maximum-value="500" data-minimum-value="10">500</span> ตัวอักษร</p>`;

const nameWithUpCounter = `
<span class="wpcf7-form-control-wrap" data-name="your-name"><input type="text" class="wpcf7-form-control wpcf7-text" name="your-name" value="ขวดปั๊ม"></span>
<span class="wpcf7-character-count up" id="name-count" data-target-name="your-name" data-starting-value="0" data-current-value="0" data-maximum-value="10">0</span>`;

const counter = (form: HTMLFormElement, targetName: string) =>
  [...form.querySelectorAll<HTMLElement>('.wpcf7-character-count')].find((c) => c.dataset['targetName'] === targetName)!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('character counters (§2.12, §5 Character counter)', () => {
  it('a down counter shows starting value − length in UTF-16 code units, Thai marks included', () => {
    const form = mountCf7Form(messageWithDownCounter);
    setupCharacterCounters(form);
    const count = counter(form, 'your-message');
    expect(count.textContent).toBe('500');

    typeInto(byName<HTMLTextAreaElement>(form, 'your-message'), 'น้ำหอม');
    expect(count.textContent).toBe('494');
    expect(count.getAttribute('data-current-value')).toBe('494');
  });

  it('an up counter shows the length and reads the value already there at setup', () => {
    const form = mountCf7Form(nameWithUpCounter);
    setupCharacterCounters(form);
    const count = counter(form, 'your-name');
    expect(count.textContent).toBe('7');
    typeInto(byName(form, 'your-name'), 'ครีมกันแดด');
    expect(count.textContent).toBe('10');
    expect(count.getAttribute('data-current-value')).toBe('10');
  });

  it('marks too-short below the minimum and too-long above the maximum, never both', () => {
    const form = mountCf7Form(messageWithDownCounter);
    setupCharacterCounters(form);
    const count = counter(form, 'your-message');
    const message = byName<HTMLTextAreaElement>(form, 'your-message');
    expect(count.className).toBe('wpcf7-character-count down too-short');

    typeInto(message, 'น้ำหอมกลิ่นมะลิ'); // 15: inside 10..500
    expect(count.classList.contains('too-short')).toBe(false);
    expect(count.classList.contains('too-long')).toBe(false);

    typeInto(message, 'ก'.repeat(501));
    expect(count.textContent).toBe('-1');
    expect(count.className).toBe('wpcf7-character-count down too-long');

    typeInto(message, 'ก'.repeat(500));
    expect(count.className).toBe('wpcf7-character-count down');
  });

  it('has no too-short without a minimum and no too-long without a maximum', () => {
    const form = mountCf7Form(`<input type="text" name="note"><span class="wpcf7-character-count up" data-target-name="note">0</span>`);
    setupCharacterCounters(form);
    const count = counter(form, 'note');
    expect(count.className).toBe('wpcf7-character-count up');
    typeInto(byName(form, 'note'), 'ก'.repeat(5000));
    expect(count.textContent).toBe('5000');
    expect(count.className).toBe('wpcf7-character-count up');
  });

  it('counts the total length when several controls share the target name (§5 maxlength is a total)', () => {
    const form = mountCf7Form(`<input type="text" name="lines[]"><input type="text" name="lines[]">
      <span class="wpcf7-character-count up" data-target-name="lines[]" data-maximum-value="10">0</span>`);
    setupCharacterCounters(form);
    typeInto(byName(form, 'lines[]', 0), 'น้ำหอม');
    typeInto(byName(form, 'lines[]', 1), 'ขวดปั๊ม');
    expect(counter(form, 'lines[]').textContent).toBe('13');
    expect(counter(form, 'lines[]').classList.contains('too-long')).toBe(true);
  });

  it('only follows the control it targets, even with a name full of quotes and brackets', () => {
    const hostile = `a"] , *[x='y`;
    const form = mountCf7Form(`${nameWithUpCounter}<input type="text" name="${hostile.replace(/"/g, '&quot;')}">
      <span class="wpcf7-character-count up" data-target-name="${hostile.replace(/"/g, '&quot;')}">0</span>`);
    setupCharacterCounters(form);
    typeInto(byName(form, hostile), 'น้ำหอม');
    expect(counter(form, hostile).textContent).toBe('6');
    expect(counter(form, 'your-name').textContent).toBe('7');
  });

  it('shows the reset values on the task after a form reset, not during the reset event', () => {
    const form = mountCf7Form(nameWithUpCounter);
    setupCharacterCounters(form);
    const count = counter(form, 'your-name');
    typeInto(byName(form, 'your-name'), 'น้ำหอมกลิ่นมะลิ');
    expect(count.textContent).toBe('15');
    expect(count.classList.contains('too-long')).toBe(true);

    form.reset();
    expect(byName(form, 'your-name').value).toBe('ขวดปั๊ม');
    vi.runAllTimers();
    expect(count.textContent).toBe('7');
    expect(count.classList.contains('too-long')).toBe(false);
  });

  it('describes the control by the counter, keeping existing ids, without making the counter a live region', () => {
    const form = mountCf7Form(messageWithDownCounter + nameWithUpCounter);
    const teardown = setupCharacterCounters(form);
    const message = byName<HTMLTextAreaElement>(form, 'your-message');
    const messageCount = counter(form, 'your-message');
    expect(messageCount.id).not.toBe('');
    expect(message.getAttribute('aria-describedby')).toBe(`message-hint ${messageCount.id}`);
    expect(byName(form, 'your-name').getAttribute('aria-describedby')).toBe('name-count');
    expect(messageCount.hasAttribute('aria-live')).toBe(false);
    expect(messageCount.hasAttribute('role')).toBe(false);

    teardown();
    expect(message.getAttribute('aria-describedby')).toBe('message-hint');
    expect(messageCount.hasAttribute('id')).toBe(false);
    expect(byName(form, 'your-name').hasAttribute('aria-describedby')).toBe(false);
    expect(mustFind(form, '#name-count')).toBe(counter(form, 'your-name'));
  });

  it('gives ids that no other element on the page uses', () => {
    const form = mountCf7Form(messageWithDownCounter);
    setupCharacterCounters(form);
    const firstId = counter(form, 'your-message').id;
    const other = mountCf7Form(`<p id="${firstId.replace(/\d+$/, (n) => String(Number(n) + 1))}"></p>${messageWithDownCounter}`);
    setupCharacterCounters(other);
    expect(document.querySelectorAll(`#${counter(other, 'your-message').id}`)).toHaveLength(1);
  });

  it('stops updating after teardown, including a reset still pending', () => {
    const form = mountCf7Form(nameWithUpCounter);
    const teardown = setupCharacterCounters(form);
    const count = counter(form, 'your-name');
    typeInto(byName(form, 'your-name'), 'น้ำหอม');
    form.reset();
    teardown();
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    typeInto(byName(form, 'your-name'), 'น้ำหอมกลิ่นมะลิ');
    byName(form, 'your-name').dispatchEvent(new Event('change', { bubbles: true }));
    expect(count.textContent).toBe('6');
  });
});
