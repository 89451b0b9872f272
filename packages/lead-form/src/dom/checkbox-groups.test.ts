// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindRequiredCheckboxGroups } from './checkbox-groups';

let stops: Array<() => void> = [];

beforeEach(() => {
  document.body.innerHTML = `
    <form id="a">
      <input type="checkbox" name="checkbox_4[]" value="1" required>
      <input type="checkbox" name="checkbox_4[]" value="2" required>
      <input type="checkbox" name="checkbox_4[]" value="3" required>
      <input type="checkbox" name="checkbox_9[]" value="x" required>
      <input type="checkbox" name="checkbox_9[]" value="y" required>
      <input type="checkbox" name="optional[]" value="o">
    </form>
    <form id="b">
      <input type="checkbox" name="checkbox_4[]" value="1" required>
      <input type="checkbox" name="checkbox_4[]" value="2" required>
    </form>`;
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.innerHTML = '';
});

const bind = (id: string) => {
  const form = document.getElementById(id) as HTMLFormElement;
  stops.push(bindRequiredCheckboxGroups(form));
  return form;
};
const boxes = (form: HTMLFormElement, name: string) => [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
const required = (list: HTMLInputElement[]) => list.map((box) => box.required);

describe('§5 Lead forms — required checkbox groups', () => {
  it('one tick releases the whole group, and only that group', () => {
    const form = bind('a');
    const other = bind('b');
    boxes(form, 'checkbox_4[]')[1]!.click();
    expect(required(boxes(form, 'checkbox_4[]'))).toEqual([false, false, false]);
    expect(required(boxes(form, 'checkbox_9[]'))).toEqual([true, true]);
    // Same name in another form: another group.
    expect(required(boxes(other, 'checkbox_4[]'))).toEqual([true, true]);
    expect(form.checkValidity()).toBe(false);
    boxes(form, 'checkbox_9[]')[0]!.click();
    expect(form.checkValidity()).toBe(true);
  });

  it('unticking the last one makes them all required again', () => {
    const form = bind('a');
    const group = boxes(form, 'checkbox_4[]');
    group[0]!.click();
    group[2]!.click();
    group[0]!.click();
    expect(required(group)).toEqual([false, false, false]);
    group[2]!.click();
    expect(required(group)).toEqual([true, true, true]);
    expect(group[0]!.validity.valueMissing).toBe(true);
  });

  it('a box ticked before mount already releases its group', () => {
    boxes(document.getElementById('a') as HTMLFormElement, 'checkbox_9[]')[1]!.checked = true;
    const form = bind('a');
    expect(required(boxes(form, 'checkbox_9[]'))).toEqual([false, false]);
  });

  it('leaves optional checkboxes alone', () => {
    const form = bind('a');
    boxes(form, 'optional[]')[0]!.click();
    expect(required(boxes(form, 'optional[]'))).toEqual([false]);
    expect(required(boxes(form, 'checkbox_4[]'))).toEqual([true, true, true]);
  });

  it('a form reset brings the requirement back', () => {
    vi.useFakeTimers();
    try {
      const form = bind('a');
      boxes(form, 'checkbox_4[]')[0]!.click();
      form.reset();
      vi.runAllTimers();
      expect(required(boxes(form, 'checkbox_4[]'))).toEqual([true, true, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('unbinding puts required back on every box of every group', () => {
    const form = bind('a');
    boxes(form, 'checkbox_4[]')[0]!.click();
    stops.pop()!();
    expect(required(boxes(form, 'checkbox_4[]'))).toEqual([true, true, true]);
    boxes(form, 'checkbox_9[]')[0]!.click();
    expect(required(boxes(form, 'checkbox_9[]'))).toEqual([true, true]);
  });
});
