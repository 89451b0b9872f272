// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setupExclusiveCheckboxes } from './exclusive-checkboxes';
import { byName, mountCf7Form } from './test-fixtures';

const listItem = (name: string, value: string) =>
  `<span class="wpcf7-list-item"><label><input type="checkbox" name="${name}" value="${value}"><span class="wpcf7-list-item-label">${value}</span></label></span>`;

const exclusiveGroup = (name: string, values: string[]) =>
  `<span class="wpcf7-form-control-wrap" data-name="${name}"><span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox">${values.map((v) => listItem(name, v)).join('')}</span></span>`;

const plainGroup = (name: string, values: string[]) =>
  `<span class="wpcf7-form-control-wrap" data-name="${name}"><span class="wpcf7-form-control wpcf7-checkbox">${values.map((v) => listItem(`${name}[]`, v)).join('')}</span></span>`;

const fixture = () =>
  mountCf7Form(
    exclusiveGroup('size', ['30 มล.', '50 มล.', '100 มล.']) +
      exclusiveGroup('colour', ['ใส', 'ชา']) +
      plainGroup('extras', ['ปั๊ม', 'ฝาครอบ']),
  );

const checkedValues = (form: HTMLFormElement, name: string) =>
  [...form.querySelectorAll('input')].filter((i) => i.name === name && i.checked).map((i) => i.value);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('exclusive checkboxes (§2.12: only one may be checked)', () => {
  it('checking a box unchecks the others of its group; unchecking leaves none checked', () => {
    const form = fixture();
    setupExclusiveCheckboxes(form);
    byName(form, 'size', 0).click();
    expect(checkedValues(form, 'size')).toEqual(['30 มล.']);
    byName(form, 'size', 2).click();
    expect(checkedValues(form, 'size')).toEqual(['100 มล.']);
    byName(form, 'size', 2).click();
    expect(checkedValues(form, 'size')).toEqual([]);
  });

  it('leaves other exclusive groups and ordinary checkbox groups alone', () => {
    const form = fixture();
    setupExclusiveCheckboxes(form);
    byName(form, 'colour', 1).click();
    byName(form, 'extras[]', 0).click();
    byName(form, 'extras[]', 1).click();
    byName(form, 'size', 1).click();
    expect(checkedValues(form, 'colour')).toEqual(['ชา']);
    expect(checkedValues(form, 'extras[]')).toEqual(['ปั๊ม', 'ฝาครอบ']);
    expect(checkedValues(form, 'size')).toEqual(['50 มล.']);
  });

  it('has unchecked the siblings before a change listener the form already had runs', () => {
    const form = fixture();
    const seen: string[][] = [];
    form.addEventListener('change', () => seen.push(checkedValues(form, 'size')));
    setupExclusiveCheckboxes(form);
    byName(form, 'size', 0).click();
    byName(form, 'size', 1).click();
    expect(seen).toEqual([['30 มล.'], ['50 มล.']]);
  });

  it('does nothing after teardown', () => {
    const form = fixture();
    const teardown = setupExclusiveCheckboxes(form);
    byName(form, 'size', 0).click();
    teardown();
    byName(form, 'size', 1).click();
    expect(checkedValues(form, 'size')).toEqual(['30 มล.', '50 มล.']);
  });
});
