import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore } from './notice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the floating notice (§2.10; §9 "Notice timeout", 3000 ms)', () => {
  it('shows a notice for exactly the timeout', () => {
    const notices = createNoticeStore(3000);
    notices.show('success', 'เพิ่มแล้ว');
    vi.advanceTimersByTime(2999);
    expect(notices.$notice.get()).toMatchObject({ kind: 'success', text: 'เพิ่มแล้ว' });
    vi.advanceTimersByTime(1);
    expect(notices.$notice.get()).toBeNull();
  });

  it('lets a newer notice replace the current one and restart the time, with a new id', () => {
    const notices = createNoticeStore(3000);
    notices.show('success', 'หนึ่ง');
    const first = notices.$notice.get()!.id;
    vi.advanceTimersByTime(2000);
    notices.show('error', 'หนึ่ง');
    expect(notices.$notice.get()!.id).not.toBe(first);
    vi.advanceTimersByTime(2999);
    expect(notices.$notice.get()).toMatchObject({ kind: 'error' });
    vi.advanceTimersByTime(1);
    expect(notices.$notice.get()).toBeNull();
  });

  it('is gone at once when dismissed, and a disposed store changes no more', () => {
    const notices = createNoticeStore(3000);
    notices.show('success', 'x');
    notices.dismiss();
    expect(notices.$notice.get()).toBeNull();
    notices.show('success', 'y');
    notices.dispose();
    vi.advanceTimersByTime(5000);
    expect(notices.$notice.get()).toMatchObject({ text: 'y' });
  });
});
