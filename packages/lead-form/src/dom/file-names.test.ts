// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { leadFormFixture } from '../test-fixtures';
import { bindFileNames, fileNameOf } from './file-names';

describe('§3 Lead form submission — file names', () => {
  it.each([
    ['C:\\fakepath\\slip.pdf', 'slip.pdf'],
    ['C:\\Users\\somchai\\Desktop\\ใบเสร็จ มกราคม.jpg', 'ใบเสร็จ มกราคม.jpg'],
    ['/home/somchai/slip.png', 'slip.png'],
    ['mixed/path\\to/file.txt', 'file.txt'],
    ['plain.pdf', 'plain.pdf'],
    ['', ''],
  ])('%j → %j', (path, name) => {
    expect(fileNameOf(path)).toBe(name);
  });
});

describe('§3 — the file-name field follows its file input', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  /** jsdom cannot pick a file; the browser's `value` is what the binding reads. */
  function choose(input: HTMLInputElement, value: string) {
    Object.defineProperty(input, 'value', { configurable: true, get: () => value });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it('writes the chosen name without the fake path into the field named by `filetext`', () => {
    document.body.innerHTML = leadFormFixture();
    const form = document.querySelector('form')!;
    stop = bindFileNames(form, 'ชื่อไฟล์ที่เลือก');
    choose(form.querySelector<HTMLInputElement>('input[type="file"]')!, 'C:\\fakepath\\slip.pdf');
    expect(form.querySelector<HTMLInputElement>('.filetext_6')!.value).toBe('slip.pdf');
  });

  it('clears the field when the choice is cancelled', () => {
    document.body.innerHTML = leadFormFixture();
    const form = document.querySelector('form')!;
    stop = bindFileNames(form, 'ชื่อไฟล์ที่เลือก');
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    choose(input, 'C:\\fakepath\\slip.pdf');
    choose(input, '');
    expect(form.querySelector<HTMLInputElement>('.filetext_6')!.value).toBe('');
  });

  it('touches only its own form’s field, and nothing after stop', () => {
    document.body.innerHTML = leadFormFixture({ id: 1 }) + leadFormFixture({ id: 2 });
    const [first, second] = [...document.querySelectorAll('form')];
    stop = bindFileNames(first!, 'ชื่อไฟล์ที่เลือก');
    choose(first!.querySelector<HTMLInputElement>('input[type="file"]')!, 'C:\\fakepath\\a.pdf');
    choose(second!.querySelector<HTMLInputElement>('input[type="file"]')!, 'C:\\fakepath\\b.pdf');
    expect(first!.querySelector<HTMLInputElement>('.filetext_6')!.value).toBe('a.pdf');
    expect(second!.querySelector<HTMLInputElement>('.filetext_6')!.value).toBe('');
    stop();
    stop = undefined;
    choose(first!.querySelector<HTMLInputElement>('input[type="file"]')!, 'C:\\fakepath\\c.pdf');
    expect(first!.querySelector<HTMLInputElement>('.filetext_6')!.value).toBe('a.pdf');
  });

  it('names the unlabelled name field for screen readers, and takes the name off on stop', () => {
    document.body.innerHTML = leadFormFixture();
    const form = document.querySelector('form')!;
    stop = bindFileNames(form, 'ชื่อไฟล์ที่เลือก');
    const field = form.querySelector<HTMLInputElement>('.filetext_6')!;
    expect(field).toHaveAccessibleName('ชื่อไฟล์ที่เลือก');
    stop();
    stop = undefined;
    expect(field.hasAttribute('aria-label')).toBe(false);
  });

  it('ignores a file input without `filetext`', () => {
    document.body.innerHTML = '<form><input type="file" name="f"><input class="x" value="keep"></form>';
    const form = document.querySelector('form')!;
    stop = bindFileNames(form, 'ชื่อไฟล์ที่เลือก');
    choose(form.querySelector<HTMLInputElement>('input[type="file"]')!, 'C:\\fakepath\\a.pdf');
    expect(form.querySelector<HTMLInputElement>('.x')!.value).toBe('keep');
  });
});
