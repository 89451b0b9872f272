// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TalatRequestError } from '@talat/client';
import type { DocumentCalls } from '@talat/client/documents';
import { loadMarkupDoor } from '@talat/core';
import { startDocumentsSession, type DocumentsSession } from './session';

// The session end to end in jsdom (React and the Preact build): the document through the door into
// the print window, printed 500 ms later; §8 alerts; §4 questions whose confirm opens from its click.

const config = { showDocumentPreview: false, accessType: 'logged_in', loggedIn: true, dontShowAgain: false };
let session: DocumentsSession | undefined;
afterEach(() => {
  act(() => session?.dispose());
  session = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function popupWindow() {
  const page = document.implementation.createHTMLDocument('');
  return { document: page, closed: false, focus: vi.fn(), print: vi.fn(), close: vi.fn() } as unknown as Window & { print: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> };
}

function start(fetchDocument: DocumentCalls['fetchDocument'], reload = vi.fn()) {
  let up!: DocumentsSession;
  act(() => {
    up = startDocumentsSession(document, config, { calls: { fetchDocument }, loadDoor: () => loadMarkupDoor(document), reload });
  });
  session = up;
  return up;
}

describe('startDocumentsSession', () => {
  it('puts the cleaned document in the window and prints it 500 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const up = start(async () => ({ kind: 'markup', html: '<html><head><title>ใบแจ้งหนี้ #1024</title><style>h1{color:red}</style></head><body><h1 onclick="x()">ใบแจ้งหนี้</h1><script>window.__pwned=1</script></body></html>' }));
    const popup = popupWindow();
    popup.document.body.style.cursor = 'progress';
    const done = up.print(popup, 'http://localhost:3000/?print_packinglist=true', false);
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(popup.document.title).toBe('ใบแจ้งหนี้ #1024'));
    expect(popup.document.querySelector('h1')?.hasAttribute('onclick')).toBe(false);
    expect(popup.document.querySelector('script')).toBeNull();
    expect(popup.document.querySelector('style')?.textContent).toBe('h1{color:red}');
    expect(popup.document.body.style.cursor).toBe('');
    expect(popup.print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(popup.print).toHaveBeenCalledTimes(1);
  });

  it('a non-200 shows the Thai alert dialog', async () => {
    const up = start(async () => {
      throw new TalatRequestError({ kind: 'http', status: 500, message: 'x' });
    });
    const popup = popupWindow();
    await act(() => up.print(popup, '/x', false));
    expect(popup.close).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('เกิดข้อผิดพลาดในการโหลดข้อมูล');
  });

  it('a question: confirming opens the document from that click and reloads 1000 ms later', async () => {
    const reload = vi.fn();
    const up = start(async () => ({ kind: 'markup', html: '' }), reload);
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    act(() => up.prompt(document.body, { url: '/wp-admin/?print_packinglist=true&post=1040&type=print_invoice', code: '11' }));
    expect(screen.getByRole('alertdialog', { name: 'สร้างเลขที่เอกสาร' }).textContent).toContain('ยังไม่มีเลขที่ใบลดหนี้');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    act(() => screen.getByRole('checkbox', { name: 'ไม่ต้องถามอีก' }).click());
    act(() => screen.getByRole('button', { name: 'สร้างและเปิดเอกสาร' }).click());
    expect(open).toHaveBeenCalledWith('http://localhost:3000/wp-admin/?print_packinglist=true&post=1040&type=print_invoice&wt_dont_show_again=1', '_blank');
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a session removed before its timers fire neither reloads the page nor prints', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reload = vi.fn();
    const up = start(async () => ({ kind: 'markup', html: '<p>ใบแจ้งหนี้</p>' }), reload);
    up.manualOpened({} as Window);
    const popup = popupWindow();
    void up.print(popup, '/x', false);
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(popup.document.body.textContent).toBe('ใบแจ้งหนี้'));
    act(() => up.dispose());
    session = undefined;
    await vi.advanceTimersByTimeAsync(3000);
    expect(reload).not.toHaveBeenCalled();
    expect(popup.print).not.toHaveBeenCalled();
  });

  it("'don't show again' already set: the tab the click opened, then the reload 1000 ms later", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reload = vi.fn();
    const up = start(async () => ({ kind: 'markup', html: '' }), reload);
    up.manualOpened({} as Window);
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('code 3 only alerts', () => {
    const up = start(async () => ({ kind: 'markup', html: '' }));
    act(() => up.prompt(document.body, { url: '/x', code: '3' }));
    expect(screen.getByRole('alert').textContent).toBe('กรุณากรอก "ที่อยู่ผู้ส่ง" ในการตั้งค่าทั่วไปของปลั๊กอิน');
    expect(screen.queryByRole('button', { name: 'สร้างและเปิดเอกสาร' })).toBeNull();
  });
});
