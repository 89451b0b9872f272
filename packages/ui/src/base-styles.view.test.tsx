// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './calendar/DatePicker';
import { Lightbox } from './Lightbox';
import { LiveRegion } from './LiveRegion';
import { PopupFeedbackRegion } from './PopupFeedbackRegion';
import { createTranslator } from '@talat/core';
import { popupMessages } from './popup-messages';
import { Spinner } from './Spinner';

// A component that wears a base class (the visually-hidden text, the spinner) brings the rule
// with it, so a widget alone on a page hides its screen-reader text (the real shop: the payment
// form's status region was drawn where no other widget had put the base styles on the page).
// Each is rendered alone in a document whose <head> is empty.

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const baseStyle = () => document.getElementById('talat-style-base');
const t = createTranslator(popupMessages, 'th');

const ALONE: Array<[string, () => ReactElement]> = [
  ['LiveRegion', () => <LiveRegion message="ส่งแล้ว 25%" />],
  ['Spinner', () => <Spinner />],
  ['PopupFeedbackRegion', () => <PopupFeedbackRegion feedback={{ status: 'success', message: 'บันทึกแล้ว' }} messageId="m" t={t} />],
  [
    'DatePicker',
    () => (
      <DatePicker
        selected={null}
        today={{ year: 2026, month: 11, day: 24 }}
        years={{ from: 2025, to: 2026 }}
        returnFocus={null}
        onPick={vi.fn()}
        onClose={vi.fn()}
      />
    ),
  ],
  [
    'Lightbox',
    () => (
      <Lightbox
        open
        images={[{ src: 'https://shop.test/a.jpg', alt: 'ขวด', caption: '' }]}
        index={0}
        status="loading"
        playing={false}
        messages={{ name: 'ภาพ', previous: 'ก่อน', next: 'ถัดไป', play: 'เล่น', pause: 'หยุด', loading: 'กำลังโหลด', failed: 'ไม่ได้', position: () => '' }}
        onDismiss={vi.fn()}
        onPrevious={vi.fn()}
        onNext={vi.fn()}
        onTogglePlay={vi.fn()}
        onSettled={vi.fn()}
      />
    ),
  ],
];

describe('every @talat/ui component that wears a base class brings the base styles', () => {
  it.each(ALONE)('%s, rendered alone', (_name, element) => {
    expect(baseStyle()).toBeNull();
    render(element());
    expect(document.querySelector('.talat-visually-hidden, .talat-spinner')).not.toBeNull();
    expect(baseStyle()?.textContent).toContain('.talat-visually-hidden{');
    // Once per document, however many wear it.
    render(element());
    expect(document.querySelectorAll('#talat-style-base')).toHaveLength(1);
  });
});
