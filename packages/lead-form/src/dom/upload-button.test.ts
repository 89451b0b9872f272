// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_LEAD_FORM, QUOTE_LEAD_FORM } from '@talat/mocks';
import { leadFormBuilderMarkup } from '../../../../examples/pages/lead-forms';
import { installUploadButton, showChosenFileName } from './upload-button';

type PageGlobals = { lfb_upload_button?: unknown };
const page = window as unknown as PageGlobals;

afterEach(() => {
  delete page.lfb_upload_button;
  document.body.innerHTML = '';
});

/** jsdom cannot pick a file; the browser's `value` is what the handler reads. */
function pick(input: HTMLInputElement, path: string) {
  Object.defineProperty(input, 'value', { configurable: true, get: () => path });
}

describe('lfb_upload_button, which the plugin’s inline onchange calls', () => {
  it('is defined when the page has none, and a page’s own is kept', () => {
    installUploadButton(window);
    expect(page.lfb_upload_button).toBe(showChosenFileName);
    const own = vi.fn();
    page.lfb_upload_button = own;
    installUploadButton(window);
    expect(page.lfb_upload_button).toBe(own);
  });

  it('writes the chosen name without the fake path into its own form’s file-name box only', () => {
    // Two copies of the quote form: the plugin's handler filled every copy's box (a page-wide class).
    document.body.innerHTML = leadFormBuilderMarkup(QUOTE_LEAD_FORM) + leadFormBuilderMarkup(QUOTE_LEAD_FORM);
    const [first, second] = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input.file-text')];
    expect(first!.getAttribute('onchange')).toBe('lfb_upload_button(this);');
    pick(second!, 'C:\\fakepath\\แบบขวด 30ml.pdf');
    showChosenFileName(second);
    expect(boxes.map((box) => box.value)).toEqual(['', 'แบบขวด 30ml.pdf']);
    pick(second!, '');
    showChosenFileName(second);
    expect(boxes.map((box) => box.value)).toEqual(['', '']);
  });

  it.each([undefined, null, 42, 'upload_9', {}, document.createElement('input'), document.body])('never throws, whatever it is handed (%s)', (value) => {
    document.body.innerHTML = leadFormBuilderMarkup(FOOTER_LEAD_FORM);
    expect(() => showChosenFileName(value)).not.toThrow();
  });
});
