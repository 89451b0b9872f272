import { describe, expect, it, vi } from 'vitest';
import { dateForServer, displayServerDate, parseDisplayDate, timeForServer } from './dates';
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

describe('dates and times (§3 Server date, §9 Locale)', () => {
  it("shows the server's current_date dd-mm-yyyy as dd/mm/yy (jQuery UI tokens: four-digit year)", () => {
    expect(displayServerDate('24-11-2026')).toBe('24/11/2026');
    expect(displayServerDate('2026-11-24')).toBe('');
  });

  it('sends yyyy-mm-dd from what the shopper typed, Buddhist-era and two-digit years included', () => {
    expect(dateForServer('24/11/2026')).toBe('2026-11-24');
    expect(dateForServer('4/1/26')).toBe('2026-01-04');
    expect(dateForServer('24/11/2569')).toBe('2026-11-24');
    expect(dateForServer('2026-11-24')).toBe('2026-11-24');
    expect(dateForServer('31/02/2026')).toBeNull();
    expect(parseDisplayDate('hello')).toBeNull();
  });

  it('sends HH:MM from 9:05, 14.30 or 14.30 น.', () => {
    expect(timeForServer('9:05')).toBe('09:05');
    expect(timeForServer('14.30')).toBe('14:30');
    expect(timeForServer('14.30 น.')).toBe('14:30');
    expect(timeForServer('24:00')).toBeNull();
  });
});
