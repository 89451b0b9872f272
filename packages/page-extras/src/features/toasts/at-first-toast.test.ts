// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@talat/core';
import { pageExtrasMessages } from '../../messages';
import { TOAST_EVENT } from '../markup';
import { toastsAtFirstToast } from './at-first-toast';

// Issue 30: the toasts' chunk is fetched at the first toast, not with the page extras; what was
// asked for while it loaded is shown once it is in, in order.

const context = { doc: document, win: window, config: {}, t: createTranslator(pageExtrasMessages, 'th') };
const ask = (message: unknown, kind?: string) => document.body.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message, kind }, bubbles: true }));
const shown = () => [...document.querySelectorAll('.talat-toast p')].map((p) => p.textContent);

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.restoreAllMocks();
});

describe('toasts at the first toast', () => {
  it('fetches nothing until a toast is asked for; then once, showing every toast asked for meanwhile in order', async () => {
    let release: () => void = () => undefined;
    const load = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return import('./index');
    });
    const stop = toastsAtFirstToast(load)(context)!;
    undo = stop;
    ask(''); // not a toast: nothing to fetch for
    expect(load).not.toHaveBeenCalled();
    ask('เพิ่มลงตะกร้าแล้ว', 'success');
    ask('ลองอีกครั้ง', 'error');
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([]);
    release();
    await vi.waitFor(() => expect(shown()).toEqual(['เพิ่มลงตะกร้าแล้ว', 'ลองอีกครั้ง']));
    ask('บันทึกแล้ว');
    expect(shown()).toEqual(['เพิ่มลงตะกร้าแล้ว', 'ลองอีกครั้ง', 'บันทึกแล้ว']);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    undo = undefined;
    expect(document.querySelector('.talat-toasts')).toBeNull();
  });

  it('a chunk that cannot load drops the waiting toasts with one console error, and the next toast tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    undo = toastsAtFirstToast(load)(context);
    ask('เพิ่มลงตะกร้าแล้ว');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toBe('[Talat] page-extras: the toasts could not load');
    expect(shown()).toEqual([]);
    ask('บันทึกแล้ว');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
  });
});
