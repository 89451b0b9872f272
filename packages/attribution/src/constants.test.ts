import { CONSTANTS } from '@talat/core';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_CONSTANTS } from './constants';

describe('ATTRIBUTION_CONSTANTS (§9 Other)', () => {
  it('are the attribution and click-id rows, as core states them', () => {
    const { attributionCookieLifetimeMonths, attributionSessionMinutes, clickIdMaxLength, clickIdCookieDays } = CONSTANTS.other;
    expect(ATTRIBUTION_CONSTANTS).toEqual({ attributionCookieLifetimeMonths, attributionSessionMinutes, clickIdMaxLength, clickIdCookieDays });
    expect(ATTRIBUTION_CONSTANTS).toEqual({ attributionCookieLifetimeMonths: 0.00001, attributionSessionMinutes: 30, clickIdMaxLength: 500, clickIdCookieDays: 90 });
  });
});
