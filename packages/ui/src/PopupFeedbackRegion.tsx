import { withBaseStyles } from '@talat/core';
import { CheckIcon, TriangleIcon } from './popup-icons';
import type { PopupTranslate } from './popup-messages';

/** What an action answered, shown in place of the popup's content (§2.10, §8 Wishlist). */
export interface PopupFeedback {
  status: 'success' | 'error';
  /** The server's message. Always text: markup in it is shown as typed, never parsed. */
  message: string;
}

/**
 * A polite status region that is in the popup from the moment it renders and is only filled
 * later: screen readers skip a live region that appears already full, so a feedback swapped in
 * for a form is announced. The status word is visually hidden, because the icon that shows it is
 * hidden from assistive technology.
 */
export function PopupFeedbackRegion({ feedback, messageId, t }: { feedback: PopupFeedback | null | undefined; messageId: string; t: PopupTranslate }) {
  return (
    <div role="status" className={feedback ? `talat-popup-feedback talat-popup-feedback-${feedback.status}` : 'talat-popup-feedback'}>
      {feedback ? (
        <>
          {feedback.status === 'success' ? <CheckIcon /> : <TriangleIcon />}
          <p className="talat-popup-message">
            <span ref={withBaseStyles} className="talat-visually-hidden">{`${t(feedback.status)}: `}</span>
            <span id={messageId}>{feedback.message}</span>
          </p>
        </>
      ) : null}
    </div>
  );
}
