import { describe, expect, it, vi } from 'vitest';
import { dateForServer, readShownDate, shownFromServer, showDate, timeForServer } from './dates';
import { createSlipPreview, SLIP_MAX_BYTES, slipTooLarge } from './slip';

describe('slip (§5, §9 Payment confirmation)', () => {
  it('refuses only a slip over 2,097,152 bytes', () => {
    expect(SLIP_MAX_BYTES).toBe(2_097_152);
    expect(slipTooLarge({ size: 2_097_152 })).toBe(false);
    expect(slipTooLarge({ size: 2_097_153 })).toBe(true);
  });

  it('previews images through one object URL at a time, revoking the one before and on dispose', () => {
    const urls = { createObjectURL: vi.fn(() => `blob:${urls.createObjectURL.mock.calls.length}`), revokeObjectURL: vi.fn() };
    const preview = createSlipPreview(urls);
    expect(preview.show(new Blob(['x'], { type: 'image/png' }))).toBe('blob:1');
    expect(preview.show(new Blob(['x'], { type: 'application/pdf' }))).toBeUndefined();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:1');
    expect(preview.show(new Blob(['x'], { type: 'image/jpeg' }))).toBe('blob:2');
    preview.dispose();
    expect(urls.revokeObjectURL).toHaveBeenLastCalledWith('blob:2');
  });
});

describe('dates and times, through the shared calendar (§3 Server date, §9 Locale, §7 time HH:MM[:SS])', () => {
  it("shows the server's current_date dd-mm-yyyy, or the plugin's yyyy-mm-dd, as dd/mm/yy (four-digit year)", () => {
    expect(shownFromServer('24-11-2026')).toBe('24/11/2026');
    expect(shownFromServer('2026-11-24')).toBe('24/11/2026');
    expect(shownFromServer('24/11/2026x')).toBe('');
    expect(showDate({ year: 2026, month: 1, day: 5 })).toBe('05/01/2026');
  });

  it.each([
    ['24/11/2026', '2026-11-24'],
    ['24-11-2026', '2026-11-24'],
    ['24.11.2026', '2026-11-24'],
    ['4/1/26', '2026-01-04'],
    ['24/11/69', '2026-11-24'],
    ['24/11/2569', '2026-11-24'],
    ['๒๔/๑๑/๒๕๖๙', '2026-11-24'],
    [' 2026-11-24 ', '2026-11-24'],
  ])('sends %j as %j (yyyy-mm-dd)', (typed, sent) => {
    expect(dateForServer(typed)).toBe(sent);
  });

  it.each(['31/02/2026', '2026-02-30', 'hello', '24/11', ''])('refuses %j', (typed) => {
    expect(dateForServer(typed)).toBeNull();
    expect(readShownDate(typed)).toBeNull();
  });

  it.each([
    ['9:05', '09:05'],
    ['14.30', '14:30'],
    ['14.30 น.', '14:30'],
    ['1430', '14:30'],
    ['๑๔:๓๐', '14:30'],
    ['14:30:15', '14:30:15'],
  ])('sends the time %j as %j', (typed, sent) => {
    expect(timeForServer(typed)).toBe(sent);
  });

  it.each(['24:00', '12:60', 'บ่ายสอง'])('refuses the time %j', (typed) => {
    expect(timeForServer(typed)).toBeNull();
  });
});
