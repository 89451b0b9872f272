import { createTranslator, resolveLocale } from '@talat/core';
import { popupMessages } from './popup-messages';
import { Popup, type PopupBaseProps } from './Popup';
import type { PopupFeedback } from './PopupFeedbackRegion';

export type FeedbackPopupProps = Omit<PopupBaseProps, 'feedback' | 'children'> &
  PopupFeedback & {
    /** The dialog's name; default the status word (popupMessages 'success' or 'error'). */
    label?: string;
  };

/**
 * A popup that only answers (§2.10 "a popup shows feedback"), for an action that had no form
 * popup open. Named by its status word and described by the message, which a screen reader reads
 * as focus moves in; it asks to close itself after the close time, as Popup's feedback mode does.
 */
export function FeedbackPopup({ status, message, label, ...rest }: FeedbackPopupProps) {
  const name = label ?? createTranslator(popupMessages, rest.locale ?? resolveLocale())(status);
  return <Popup {...rest} label={name} feedback={{ status, message }} />;
}
