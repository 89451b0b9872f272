// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startActions } from './actions-fixtures';
import { $, click, key, settle, stopPages } from './test-fixtures';

// §2.10 'copy link' on the share block (page/copy-link.ts).

const COPIED = 'คัดลอกลิงก์รายการโปรดแล้ว';
const BY_HAND = 'คัดลอกอัตโนมัติไม่ได้ ลิงก์ถูกเลือกไว้แล้ว กด Ctrl+C (หรือ ⌘+C) เพื่อคัดลอก';

function setClipboard(value: unknown): void {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  stopPages();
  setClipboard(undefined);
});

const trigger = () => $('.copy-trigger');
const target = () => $<HTMLInputElement>('input.copy-target');

describe('wishlist page: copy link (§2.10 share)', () => {
  it('copies the share URL with the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    const { notices } = startActions();
    expect(target().value).toMatch(/\/wishlist\/view\/[^/]+\/$/);
    click(trigger());
    await settle();
    expect(writeText).toHaveBeenCalledWith(target().value);
    expect(notices.$notice.get()).toMatchObject({ kind: 'success', text: COPIED });
  });

  it('is a button for the keyboard: focusable, named, Enter and Space copy', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    startActions();
    expect(trigger()).toHaveAttribute('role', 'button');
    expect(trigger()).toHaveAttribute('tabindex', '0');
    expect(trigger()).toHaveAccessibleName('คัดลอกลิงก์');
    expect(target()).toHaveAccessibleName('ลิงก์สำหรับแชร์รายการโปรดนี้');
    expect(key(trigger(), 'Enter').defaultPrevented).toBe(true);
    expect(key(trigger(), ' ').defaultPrevented).toBe(true);
    await settle();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['there is no Clipboard API', undefined],
    ['the browser refuses', { writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) }],
  ])('when %s, selects the link and says how to copy it by hand', async (_name, clipboard) => {
    setClipboard(clipboard);
    const { notices } = startActions();
    click(trigger());
    await settle();
    expect(document.activeElement).toBe(target());
    expect(target().selectionStart).toBe(0);
    expect(target().selectionEnd).toBe(target().value.length);
    expect(notices.$notice.get()).toMatchObject({ kind: 'error', text: BY_HAND });
  });
});
