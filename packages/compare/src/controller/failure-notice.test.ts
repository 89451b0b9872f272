import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createFailureNotice } from './failure-notice';

describe('failure notice (§8 Compare, §9 toast 5000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message for 5000 ms; a new failure starts the time again', () => {
    const notice = createFailureNotice();
    notice.show('ไม่สำเร็จ');
    expect(notice.$message.get()).toBe('ไม่สำเร็จ');
    vi.advanceTimersByTime(4000);
    notice.show('ไม่สำเร็จ');
    vi.advanceTimersByTime(4999);
    expect(notice.$message.get()).toBe('ไม่สำเร็จ');
    vi.advanceTimersByTime(1);
    expect(notice.$message.get()).toBe('');
  });

  it('does nothing after dispose', () => {
    const notice = createFailureNotice();
    notice.show('x');
    notice.dispose();
    vi.advanceTimersByTime(6000);
    expect(notice.$message.get()).toBe('x');
  });
});
