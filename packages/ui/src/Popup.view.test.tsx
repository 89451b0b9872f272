// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackPopup } from './FeedbackPopup';
import { Popup, type PopupDismissReason } from './Popup';
import type { PopupFeedback } from './PopupFeedbackRegion';
import { POPUP_CSS } from './popup-css';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

// What a server might send back in a message; shown as typed, it can never run.
const HOSTILE = '<img src=x onerror="window.__talatPwned=1">บันทึกแล้ว';

/** A page with an opener and a form popup that closes when asked, as a widget's would. */
function Page({ onDismiss, feedback, width }: { onDismiss: (reason: PopupDismissReason) => void; feedback?: PopupFeedback; width?: number | string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Popup
        open={open}
        onDismiss={(reason) => {
          onDismiss(reason);
          setOpen(false);
        }}
        labelledBy="popup-title"
        feedback={feedback}
        width={width}
      >
        <h2 id="popup-title">Create wishlist</h2>
        <form>
          <input aria-label="name" />
          <button type="submit">save</button>
        </form>
      </Popup>
    </>
  );
}

/** Renders the page beside other page content and opens the popup as a shopper would. */
function openPage(props: Partial<Parameters<typeof Page>[0]> = {}) {
  const onDismiss = vi.fn();
  const other = document.body.appendChild(document.createElement('main'));
  const view = render(<Page onDismiss={onDismiss} {...props} />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.pointerDown(opener);
  fireEvent.click(opener);
  return { ...view, onDismiss, opener, other };
}

describe('Popup', () => {
  it('can be an alertdialog described by its message (an alert or a question that interrupts)', () => {
    render(
      <Popup open onDismiss={() => {}} label="เอกสารคำสั่งซื้อ" role="alertdialog" describedBy="popup-message">
        <p id="popup-message">เกิดข้อผิดพลาดในการโหลดข้อมูล</p>
        <button type="button">ตกลง</button>
      </Popup>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'เอกสารคำสั่งซื้อ' });
    expect(dialog).toHaveAttribute('aria-describedby', 'popup-message');
    expect(document.getElementById('popup-message')?.textContent).toBe('เกิดข้อผิดพลาดในการโหลดข้อมูล');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing reachable while closed', () => {
    render(<Page onDismiss={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.talat-popup-backdrop')).toHaveAttribute('hidden');
  });

  it('opens as a named modal dialog with focus on its first field, the page behind inert', () => {
    const { onDismiss, opener, other } = openPage();
    const dialog = screen.getByRole('dialog', { name: 'Create wishlist' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus();
    expect(opener).toHaveAttribute('inert');
    expect(other).toHaveAttribute('inert');
    // The click that opened it is not an outside click.
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('has a visible close button named in Thai, which asks to dismiss with "close"', () => {
    const { onDismiss, opener } = openPage();
    const close = screen.getByRole('button', { name: 'ปิด' });
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(close);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('close');
    expect(opener).toHaveFocus();
  });

  it('names its close button in English on an English page', () => {
    render(
      <Popup open onDismiss={vi.fn()} label="Compare products" locale="en">
        <p>…</p>
      </Popup>,
    );
    expect(screen.getByRole('dialog', { name: 'Compare products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('Tab wraps from the last control to the first, and Shift+Tab back', () => {
    openPage();
    const first = screen.getByRole('textbox', { name: 'name' });
    const last = screen.getByRole('button', { name: 'ปิด' });
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('Escape asks to dismiss; closing hands focus back to the opener and wakes the page', () => {
    const { onDismiss, opener, other } = openPage();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener).not.toHaveAttribute('inert');
    expect(other).not.toHaveAttribute('inert');
  });

  it('a press and click on the overlay asks to dismiss with "outside"; one inside does not', () => {
    const { onDismiss, opener } = openPage();
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onDismiss).not.toHaveBeenCalled();
    const overlay = document.querySelector('.talat-popup-backdrop')!;
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('outside');
    expect(opener).toHaveFocus();
  });

  it('is 500 px wide by default (in its CSS) and takes another width', () => {
    openPage({ width: 640 });
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '640px' });
    cleanup();
    render(
      <Popup open onDismiss={vi.fn()} label="x" width="40rem">
        <p>…</p>
      </Popup>,
    );
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '40rem' });
  });

  it('injects its stylesheet once: §9 overlay 0.8, width 500, padding 20, never wider than the viewport', () => {
    render(
      <>
        <Popup open={false} onDismiss={vi.fn()} label="a" />
        <Popup open={false} onDismiss={vi.fn()} label="b" />
      </>,
    );
    expect(document.head.querySelectorAll('#talat-style-popup')).toHaveLength(1);
    expect(document.getElementById('talat-style-base')).not.toBeNull();
    expect(POPUP_CSS).toContain('background:rgba(0,0,0,0.8)');
    expect(POPUP_CSS).toMatch(/\.talat-popup\{[^}]*width:500px;max-width:calc\(100% - 40px\)[^}]*padding:20px/);
  });

  it('ships CSS whose fades stop under prefers-reduced-motion', () => {
    expect(POPUP_CSS).toMatch(/prefers-reduced-motion:reduce\)\{\.talat-popup-backdrop\{transition:none\}\.talat-popup-feedback>\*\{animation:none\}/);
  });
});

describe('Popup feedback', () => {
  const feedbackPopup = (status: PopupFeedback['status'], message: string, onDismiss = vi.fn()) =>
    render(<FeedbackPopup open status={status} message={message} onDismiss={onDismiss} />);

  it('success: a check icon, the server message as text, never parsed, and announced', () => {
    feedbackPopup('success', HOSTILE);
    const dialog = screen.getByRole('dialog', { name: 'สำเร็จ' });
    expect(dialog.querySelector('svg.talat-popup-icon-check')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.querySelector('.talat-popup-icon-triangle')).toBeNull();
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect((window as { __talatPwned?: number }).__talatPwned).toBeUndefined();
    // Read as focus moves in (the description), and by a live region.
    expect(dialog).toHaveAccessibleDescription(HOSTILE);
    expect(screen.getByRole('status')).toHaveTextContent(`สำเร็จ: ${HOSTILE}`);
    expect(screen.getByRole('button', { name: 'ปิด' })).toHaveFocus();
  });

  it('error: a triangle icon and the message, named as an error', () => {
    feedbackPopup('error', 'ไม่พบรายการโปรด');
    const dialog = screen.getByRole('dialog', { name: 'เกิดข้อผิดพลาด' });
    expect(dialog.querySelector('svg.talat-popup-icon-triangle')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.querySelector('.talat-popup-icon-check')).toBeNull();
    expect(dialog).toHaveAccessibleDescription('ไม่พบรายการโปรด');
    expect(screen.getByRole('status')).toHaveTextContent('เกิดข้อผิดพลาด: ไม่พบรายการโปรด');
  });

  it('closes by itself after the popup close time: open at 2999 ms, closed at 3000 ms', () => {
    vi.useFakeTimers();
    const { onDismiss, opener } = openPage({ feedback: { status: 'success', message: 'เพิ่มแล้ว' } });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a popup closed early or unmounted never asks again later', () => {
    vi.useFakeTimers();
    const { onDismiss, unmount } = openPage({ feedback: { status: 'error', message: 'ผิดพลาด' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');

    const later = vi.fn();
    unmount();
    feedbackPopup('success', 'ok', later).unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(later).not.toHaveBeenCalled();
  });

  it('closeAfterMs null keeps the feedback up', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<FeedbackPopup open status="success" message="ok" onDismiss={onDismiss} closeAfterMs={null} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('swapped in for an open form: the form is hidden but kept, focus moves to close, the region speaks', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const view = (feedback?: PopupFeedback) => (
      <Popup open onDismiss={onDismiss} labelledBy="t" feedback={feedback}>
        <h2 id="t">Ask for an estimate</h2>
        <input aria-label="note" />
      </Popup>
    );
    const { rerender } = render(view());
    const note = screen.getByRole('textbox', { name: 'note' });
    fireEvent.change(note, { target: { value: 'สองชิ้น' } });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();

    rerender(view({ status: 'success', message: 'ส่งคำขอแล้ว' }));
    // The same region, now filled: a live region that existed before speaks its change.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('ส่งคำขอแล้ว');
    expect(screen.queryByRole('textbox', { name: 'note' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ปิด' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Ask for an estimate' })).toHaveAccessibleDescription('ส่งคำขอแล้ว');

    rerender(view());
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('สองชิ้น');
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
