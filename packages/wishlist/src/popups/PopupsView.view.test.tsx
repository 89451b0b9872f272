// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPopups } from './index';
import { $, addOpener, estimateOpener, loadDoorOnce, popupsDeps, printPopupsPage, stopAll, type } from './test-fixtures';

// §2.10 the wishlist's popups in @talat/ui's Popup, under React and (vitest.preact.config.ts) the
// shipped preact/compat: named by the printed heading or the opener, the printed content inside,
// the tabs by keyboard, the feedback announced and closing by itself after the close time (§9).

beforeAll(loadDoorOnce);
afterEach(() => {
  cleanup();
  stopAll();
  vi.useRealTimers();
});

function start(config: Parameters<typeof popupsDeps>[0] = {}) {
  const page = printPopupsPage();
  const setup = popupsDeps(config);
  const popups = startPopups(setup.deps, setup.adding, { navigate: vi.fn() });
  render(popups.view);
  const open = (link: HTMLAnchorElement) => {
    link.focus();
    act(() => popups.open(link));
  };
  return { ...page, ...setup, popups, open };
}

describe('wishlist popups (view)', () => {
  it('opens the add popup as a modal dialog named by its heading, with the tabs working by keyboard; Escape closes it and focus goes back', () => {
    const { open, popups } = start();
    const opener = addOpener();
    const source = $(opener.getAttribute('href')!);
    open(opener);
    const dialog = screen.getByRole('dialog', { name: 'เลือกรายการโปรด' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const choose = screen.getByRole('tab', { name: 'เลือกรายการที่มีอยู่' });
    const create = screen.getByRole('tab', { name: 'สร้างรายการใหม่' });
    expect(dialog).toContainElement(choose);
    expect(screen.getByRole('tablist')).toHaveAccessibleName('เพิ่มลงรายการโปรดไหน');
    choose.focus();
    fireEvent.keyDown(choose, { key: 'ArrowRight' });
    expect(create).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toContainElement(within(dialog).getByPlaceholderText('ตั้งชื่อรายการของคุณ'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog.closest('.talat-popup-backdrop')).toHaveAttribute('hidden');
    expect(source.querySelector('form.yith-wcwl-popup-form')).not.toBeNull();
    expect(opener).toHaveFocus();
    popups.dispose();
  });

  it("closing after an add whose fragments replaced the opener puts focus on the product's new block, not the page top", async () => {
    const { open, calls, adding, product } = start();
    calls.addToWishlist.mockResolvedValueOnce({ result: 'true', message: 'เพิ่มสินค้าแล้ว!' });
    adding.showAdded.mockImplementationOnce(async () => {
      const block = document.querySelector(`.add-to-wishlist-${product.id}`)!;
      const fresh = document.createElement('div');
      fresh.className = block.className;
      fresh.innerHTML = '<a href="/wishlist/">ดูรายการโปรด</a>';
      block.replaceWith(fresh);
    });
    const opener = addOpener();
    open(opener);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'เพิ่มในรายการโปรด' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent('เพิ่มสินค้าแล้ว!');
    expect(opener.isConnected).toBe(false);
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(document.activeElement).toHaveTextContent('ดูรายการโปรด');
    expect(document.activeElement!.closest(`.add-to-wishlist-${product.id}`)).not.toBeNull();
  });

  it('shows the success feedback (check), announced, then closes by itself after the popup close time', async () => {
    const { open, calls } = start({ popupCloseMs: 2000 });
    calls.addToWishlist.mockResolvedValueOnce({ result: 'true', message: 'เพิ่มสินค้าแล้ว!' });
    open(addOpener());
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'เพิ่มในรายการโปรด' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const status = screen.getByRole('status');
    expect(status).toHaveClass('talat-popup-feedback-success');
    expect(status).toHaveTextContent('เพิ่มสินค้าแล้ว!');
    const dialog = screen.getByRole('dialog');
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(dialog.closest('.talat-popup-backdrop')).not.toHaveAttribute('hidden');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(dialog.closest('.talat-popup-backdrop')).toHaveAttribute('hidden');
  });

  it('shows an error feedback (triangle) with the Thai message when the add fails, and keeps the feedback up when auto close is off', async () => {
    const { open, calls } = start({ autoClosePopup: false });
    calls.addToWishlist.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    open(addOpener());
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'สร้างรายการใหม่' }));
      type(within(screen.getByRole('dialog')).getByPlaceholderText<HTMLInputElement>('ตั้งชื่อรายการของคุณ'), 'ของขวัญ');
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'เพิ่มในรายการโปรด' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const status = screen.getByRole('status');
    expect(status).toHaveClass('talat-popup-feedback-error');
    expect(status).toHaveTextContent('เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง');
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names the ask-an-estimate popup (no heading) by its opener and shows its form fields inside', () => {
    const { open } = start();
    open(estimateOpener());
    const dialog = screen.getByRole('dialog', { name: 'ขอใบเสนอราคา' });
    expect(dialog).toContainElement(screen.getByLabelText('อีเมลสำหรับติดต่อกลับ'));
  });
});
