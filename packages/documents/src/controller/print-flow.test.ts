import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalatRequestError } from '@talat/client';
import type { DocumentResult } from '@talat/client/documents';
import { createTranslator } from '@talat/core';
import { documentsMessages } from '../messages';
import { failureMessage, openManualNumber, runPrintFlow, type PrintFlowDeps } from './print-flow';

// §2.8 steps 2-4, §8 Order documents, §9 (500 ms, 2000 ms, 1000 ms), with fake timers.

const t = createTranslator(documentsMessages, 'th');

function fakeWindow() {
  return { closed: false, focus: vi.fn(), print: vi.fn(), close: vi.fn(function (this: { closed: boolean }) { this.closed = true; }) };
}
type FakeWindow = ReturnType<typeof fakeWindow>;

function deps(reply: () => Promise<DocumentResult>) {
  return {
    fetchDocument: vi.fn(reply),
    fill: vi.fn(async () => undefined),
    alert: vi.fn(),
    t,
  } satisfies PrintFlowDeps;
}

const run = (d: PrintFlowDeps, popup: FakeWindow | null, mobile = false) => runPrintFlow(d, popup as unknown as Window | null, '/?print_packinglist=true&post=MTAyNA&type=print_invoice', mobile);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runPrintFlow (§2.8)', () => {
  it('fetches the link URL, fills the window, prints 500 ms later on desktop and leaves the window open', async () => {
    const d = deps(async () => ({ kind: 'markup', html: '<h1>Invoice</h1>' }));
    const popup = fakeWindow();
    const done = run(d, popup);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.fetchDocument).toHaveBeenCalledWith('/?print_packinglist=true&post=MTAyNA&type=print_invoice');
    expect(d.fill).toHaveBeenCalledWith(popup, '<h1>Invoice</h1>');
    await vi.advanceTimersByTimeAsync(499);
    expect(popup.print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.focus).toHaveBeenCalled();
    expect(popup.print).toHaveBeenCalledTimes(1);
    await done;
    await vi.advanceTimersByTimeAsync(5000);
    expect(popup.close).not.toHaveBeenCalled();
    expect(d.alert).not.toHaveBeenCalled();
  });

  it('on mobile closes the window 2000 ms after printing', async () => {
    const popup = fakeWindow();
    void run(deps(async () => ({ kind: 'markup', html: '<p>slip</p>' })), popup, true);
    await vi.advanceTimersByTimeAsync(500);
    expect(popup.print).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(popup.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.close).toHaveBeenCalledTimes(1);
  });

  it('a text/plain reply closes the window and shows its text in the alert (§8)', async () => {
    const d = deps(async () => ({ kind: 'text', message: 'ไม่สามารถพิมพ์ใบรายการสินค้าได้' }));
    const popup = fakeWindow();
    await run(d, popup);
    expect(popup.close).toHaveBeenCalled();
    expect(d.alert).toHaveBeenCalledWith('ไม่สามารถพิมพ์ใบรายการสินค้าได้');
    expect(d.fill).not.toHaveBeenCalled();
  });

  it.each([
    ['http', 'เกิดข้อผิดพลาดในการโหลดข้อมูล'],
    ['network', 'เกิดข้อผิดพลาดในการส่งคำขอ'],
    ['timeout', 'เซิร์ฟเวอร์ตอบกลับช้าเกินไป กรุณาลองพิมพ์เอกสารอีกครั้ง'],
  ] as const)('a %s failure closes the window and alerts %s (§8)', async (kind, message) => {
    const d = deps(async () => {
      throw new TalatRequestError({ kind, status: kind === 'http' ? 500 : undefined, message: kind });
    });
    const popup = fakeWindow();
    await run(d, popup);
    expect(popup.close).toHaveBeenCalled();
    expect(d.alert).toHaveBeenCalledWith(message);
  });

  it('an empty 200 (junk) closes the window with "Error loading data."', async () => {
    const d = deps(async () => ({ kind: 'markup', html: '  \n' }));
    const popup = fakeWindow();
    await run(d, popup);
    expect(popup.close).toHaveBeenCalled();
    expect(d.alert).toHaveBeenCalledWith('เกิดข้อผิดพลาดในการโหลดข้อมูล');
  });

  it('a blocked window alerts "Failed to open new tab" and fetches nothing (§8)', async () => {
    const d = deps(async () => ({ kind: 'markup', html: '<p>x</p>' }));
    await run(d, null);
    expect(d.alert).toHaveBeenCalledWith('ไม่สามารถเปิดแท็บใหม่ได้ กรุณาตรวจสอบการตั้งค่าเบราว์เซอร์ของคุณ');
    expect(d.fetchDocument).not.toHaveBeenCalled();
  });

  it('a window the shopper closed meanwhile is neither filled nor printed', async () => {
    const d = deps(async () => ({ kind: 'markup', html: '<p>x</p>' }));
    const popup = fakeWindow();
    popup.closed = true;
    await run(d, popup);
    await vi.advanceTimersByTimeAsync(1000);
    expect(d.fill).not.toHaveBeenCalled();
    expect(popup.print).not.toHaveBeenCalled();
  });

  it('failureMessage maps an abort to nothing and unknown errors to "Request error."', () => {
    expect(failureMessage(new TalatRequestError({ kind: 'aborted', message: 'a' }))).toBeUndefined();
    expect(failureMessage(new TalatRequestError({ kind: 'invalid-json', message: 'a' }))).toBe('errorLoading');
    expect(failureMessage(new Error('x'))).toBe('requestError');
  });
});

describe('openManualNumber (§4)', () => {
  it('opens the URL in a new tab and reloads the page 1000 ms later', async () => {
    const open = vi.fn(() => ({}) as Window);
    const reload = vi.fn();
    const alert = vi.fn();
    expect(openManualNumber({ open, reload, alert, t }, '/wp-admin/?print_packinglist=true&post=1024&type=print_invoice&wt_dont_show_again=1')).toBe(true);
    expect(open).toHaveBeenCalledWith('/wp-admin/?print_packinglist=true&post=1024&type=print_invoice&wt_dont_show_again=1');
    await vi.advanceTimersByTimeAsync(999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a blocked tab alerts and does not reload', async () => {
    const reload = vi.fn();
    const alert = vi.fn();
    expect(openManualNumber({ open: () => null, reload, alert, t }, '/x')).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(reload).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith('ไม่สามารถเปิดแท็บใหม่ได้ กรุณาตรวจสอบการตั้งค่าเบราว์เซอร์ของคุณ');
  });
});
