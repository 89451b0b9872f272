// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFreeTextOptions } from './free-text-options';
import { byName, mountCf7Form, typeInto } from './test-fixtures';

const OTHER = 'อื่น ๆ';

const group = (type: 'checkbox' | 'radio', name: string, values: string[], checkedOther = false) => {
  const items = values.map(
    (value) => `<span class="wpcf7-list-item"><label><input type="${type}" name="${name}[]" value="${value}"><span class="wpcf7-list-item-label">${value}</span></label></span>`,
  );
  const other = `<span class="wpcf7-list-item last has-free-text"><label><input type="${type}" name="${name}[]" value="${OTHER}"${checkedOther ? ' checked' : ''}><span class="wpcf7-list-item-label">${OTHER}</span></label> <input type="text" name="${name}_free_text" class="wpcf7-free-text"></span>`;
  return `<span class="wpcf7-form-control-wrap" data-name="${name}"><span class="wpcf7-form-control wpcf7-${type}">${items.join('')}${other}</span></span>`;
};

const fixture = (checkedOther = false) =>
  mountCf7Form(group('checkbox', 'product', ['ครีม', 'น้ำหอม'], checkedOther) + group('radio', 'channel', ['LINE', 'โทรศัพท์']));

const option = (form: HTMLFormElement, name: string) => byName(form, `${name}[]`, 2);
const freeText = (form: HTMLFormElement, name: string) => byName(form, `${name}_free_text`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('free-text options (§2.12)', () => {
  it('enables the text input only while its option is checked, starting from the markup state', () => {
    const form = fixture(true);
    setupFreeTextOptions(form);
    expect(freeText(form, 'product').disabled).toBe(false);
    expect(freeText(form, 'channel').disabled).toBe(true);

    option(form, 'product').click();
    expect(freeText(form, 'product').disabled).toBe(true);
    byName(form, 'product[]', 0).click();
    expect(freeText(form, 'product').disabled).toBe(true);
    option(form, 'product').click();
    expect(freeText(form, 'product').disabled).toBe(false);
  });

  it('keeps typed text while disabled (so it is not submitted) and brings it back on re-check', () => {
    const form = fixture();
    setupFreeTextOptions(form);
    option(form, 'product').click();
    typeInto(freeText(form, 'product'), 'แป้งพัฟ');
    option(form, 'product').click();
    expect(freeText(form, 'product').value).toBe('แป้งพัฟ');
    expect(new FormData(form).has('product_free_text')).toBe(false);
    option(form, 'product').click();
    expect(new FormData(form).get('product_free_text')).toBe('แป้งพัฟ');
  });

  it('disables the text when another radio of the group takes the check (no change event on ours)', () => {
    const form = fixture();
    setupFreeTextOptions(form);
    option(form, 'channel').click();
    expect(freeText(form, 'channel').disabled).toBe(false);
    byName(form, 'channel[]', 0).click();
    expect(option(form, 'channel').checked).toBe(false);
    expect(freeText(form, 'channel').disabled).toBe(true);
  });

  it('does not move focus to the text input when it becomes enabled', () => {
    const form = fixture();
    setupFreeTextOptions(form);
    option(form, 'product').focus();
    option(form, 'product').click();
    expect(document.activeElement).toBe(option(form, 'product'));
  });

  it('follows a form reset on the next task', () => {
    const form = fixture();
    setupFreeTextOptions(form);
    option(form, 'product').click();
    form.reset();
    expect(freeText(form, 'product').disabled).toBe(false);
    vi.runAllTimers();
    expect(freeText(form, 'product').disabled).toBe(true);
  });

  it('names the text input after its option, enabled or disabled', () => {
    const form = fixture();
    setupFreeTextOptions(form);
    const text = freeText(form, 'product');
    expect(text.disabled).toBe(true);
    const labelId = text.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)?.textContent).toBe(OTHER);
    option(form, 'product').click();
    expect(text.getAttribute('aria-labelledby')).toBe(labelId);
  });

  it('leaves an input that already has a label alone', () => {
    const form = fixture();
    const text = freeText(form, 'product');
    text.setAttribute('aria-label', 'ระบุสินค้า');
    setupFreeTextOptions(form);
    expect(text.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('teardown restores the markup state and stops listening', () => {
    const form = fixture();
    const label = form.querySelectorAll('.has-free-text .wpcf7-list-item-label')[0]!;
    const teardown = setupFreeTextOptions(form);
    option(form, 'product').click();
    option(form, 'product').click();
    form.reset();
    teardown();
    const text = freeText(form, 'product');
    expect(text.disabled).toBe(false);
    expect(text.hasAttribute('aria-labelledby')).toBe(false);
    expect(label.hasAttribute('id')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    option(form, 'channel').click();
    byName(form, 'channel[]', 0).click();
    expect(freeText(form, 'channel').disabled).toBe(false);
  });
});
