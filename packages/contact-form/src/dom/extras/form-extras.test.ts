// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFormExtras } from './form-extras';
import { byName, commit, mountCf7Form, mustFind, submitButton, typeInto } from './test-fixtures';

// One CF7 form with every extra of §2.12 and §5, as CF7 6.x prints it.
const markup = `
<span class="wpcf7-form-control-wrap" data-name="your-site"><input type="url" name="your-site" class="wpcf7-form-control wpcf7-url"></span>
<span class="wpcf7-form-control-wrap" data-name="size"><span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox">
  <span class="wpcf7-list-item first"><label><input type="checkbox" name="size" value="30 มล."><span class="wpcf7-list-item-label">30 มล.</span></label></span>
  <span class="wpcf7-list-item last has-free-text"><label><input type="checkbox" name="size" value="อื่น ๆ"><span class="wpcf7-list-item-label">อื่น ๆ</span></label> <input type="text" name="size_free_text" class="wpcf7-free-text"></span>
</span></span>
<span class="wpcf7-form-control-wrap" data-name="your-message"><textarea name="your-message" class="wpcf7-form-control wpcf7-textarea"></textarea></span>
<span class="wpcf7-character-count down" data-target-name="your-message" data-starting-value="500" data-current-value="500" data-maximum-value="500">500</span>
<span class="wpcf7-form-control-wrap" data-name="terms"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="terms" value="1"><span class="wpcf7-list-item-label">ยอมรับ</span></label></span></span></span>
${submitButton()}`;

const disabledStates = (form: HTMLFormElement) => [...form.querySelectorAll('input, textarea')].map((control) => (control as HTMLInputElement).disabled);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('setupFormExtras (§2.12, §5)', () => {
  it('runs every extra on the form', () => {
    const form = mountCf7Form(markup);
    setupFormExtras(form);
    // The acceptance rule is the first load's (mount.ts), set up once: the chunk's extras leave Send alone.
    const submit = mustFind<HTMLInputElement>(form, '.wpcf7-submit');
    expect(submit.disabled).toBe(false);
    byName(form, 'terms').click();
    byName(form, 'terms').click();
    expect(submit.disabled).toBe(false);

    byName(form, 'your-site').value = 'shop.co.th';
    commit(byName(form, 'your-site'));
    expect(byName(form, 'your-site').value).toBe('http://shop.co.th');

    typeInto(byName<HTMLTextAreaElement>(form, 'your-message'), 'น้ำหอม');
    expect(mustFind(form, '.wpcf7-character-count').textContent).toBe('494');
  });

  it('disables the free text of an exclusive group when a sibling takes the check', () => {
    const form = mountCf7Form(markup);
    setupFormExtras(form);
    byName(form, 'size', 1).click();
    expect(byName(form, 'size_free_text').disabled).toBe(false);
    byName(form, 'size', 0).click();
    expect(byName(form, 'size', 1).checked).toBe(false);
    expect(byName(form, 'size_free_text').disabled).toBe(true);
  });

  it('teardown puts the markup back and ignores every later event', () => {
    const form = mountCf7Form(markup);
    const before = form.innerHTML;
    const teardown = setupFormExtras(form);
    byName(form, 'terms').click();
    form.reset();
    teardown();
    vi.runAllTimers();
    // The counter keeps its last (correct) count; everything else the extras added is gone.
    expect(form.innerHTML).toBe(before);

    byName(form, 'size', 1).click();
    byName(form, 'size', 0).click();
    byName(form, 'terms').click();
    byName(form, 'your-site').value = 'example.com';
    commit(byName(form, 'your-site'));
    typeInto(byName<HTMLTextAreaElement>(form, 'your-message'), 'น้ำหอม');
    expect([byName(form, 'size', 0).checked, byName(form, 'size', 1).checked]).toEqual([true, true]);
    expect(byName(form, 'your-site').value).toBe('example.com');
    expect(mustFind(form, '.wpcf7-character-count').textContent).toBe('500');
    expect(byName(form, 'size_free_text').disabled).toBe(false);
    expect(mustFind<HTMLInputElement>(form, '.wpcf7-submit').disabled).toBe(false);

    const beforeReset = disabledStates(form);
    form.reset();
    vi.runAllTimers();
    expect(disabledStates(form)).toEqual(beforeReset);
    expect(form.innerHTML).toBe(before);
  });
});
