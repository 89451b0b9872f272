// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { makeIdsUnique } from './unique-ids';

const form = (id: string) =>
  `<form class="lead-form-front"><label for="name_1">ชื่อ</label><input id="name_1" name="name_1" aria-describedby="name_1 hint">` +
  `<input type="hidden" class="hidden_field" value="${id}"><div id="loading_image"></div></form>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('two lead forms with the plugin ids on one page', () => {
  it('renames the second form’s ids and keeps its labels pointing at its own fields', () => {
    document.body.innerHTML = form('301') + form('302');
    const [first, second] = [...document.querySelectorAll('form')] as HTMLFormElement[];
    expect(makeIdsUnique(first!, '301')()).toBeUndefined();
    const restore = makeIdsUnique(second!, '302');
    const input = second!.querySelector('input[name="name_1"]')!;
    expect(input.id).toBe('name_1-form302');
    expect(second!.querySelector('label')!.htmlFor).toBe('name_1-form302');
    expect(input.getAttribute('aria-describedby')).toBe('name_1-form302 hint');
    expect(second!.querySelector('.hidden_field ~ div')!.id).toBe('loading_image-form302');
    expect(first!.querySelector('input[name="name_1"]')!.id).toBe('name_1');
    restore();
    expect(input.id).toBe('name_1');
    expect(second!.querySelector('label')!.htmlFor).toBe('name_1');
  });
});
