import { CONSTANTS } from '@talat/core';
import { describe, expect, it } from 'vitest';
import { PAGE_CONSTANTS } from './constants';

describe('PAGE_CONSTANTS', () => {
  it('are §9 Page and Other, as core states them', () => {
    const { languageSwitcherRetryMs, toastAutoHideMs, ...page } = PAGE_CONSTANTS;
    expect(page).toEqual(CONSTANTS.page);
    expect({ languageSwitcherRetryMs, toastAutoHideMs }).toEqual({
      languageSwitcherRetryMs: CONSTANTS.other.languageSwitcherRetryMs,
      toastAutoHideMs: CONSTANTS.other.toastAutoHideMs,
    });
    expect(PAGE_CONSTANTS).toMatchObject({ storeNoticeFocusDelayMs: 500, scrollTopThresholdPx: 100, scrollTopAnimationMs: 600, fixedHeaderThresholdPx: 120, preloaderHideMs: 2000, fieldDescriptionSlideMs: 250, noticeScrollOffsetPx: 100, noticeScrollDurationMs: 1000, languageSwitcherRetryMs: 500, toastAutoHideMs: 5000 });
  });
});
