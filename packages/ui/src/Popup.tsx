import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createTranslator, injectStyles, resolveLocale, withBaseStyles, type Locale } from '@talat/core';
import type { ModalDismissReason } from './modal';
import { POPUP_CLOSE_MS } from './popup-constants';
import { POPUP_CSS } from './popup-css';
import { CloseIcon } from './popup-icons';
import { popupMessages } from './popup-messages';
import { PopupFeedbackRegion, type PopupFeedback } from './PopupFeedbackRegion';
import { useTopLayer } from './top-layer';
import { useAutoClose } from './use-auto-close';
import { useModal, type UseModalOptions } from './use-modal';

/** Escape and outside as for every modal; 'close' is the close button, 'timeout' a feedback's close time. */
export type PopupDismissReason = ModalDismissReason | 'close' | 'timeout';

export interface PopupBaseProps {
  open: boolean;
  /** Asked to close; the caller decides, as with Drawer. */
  onDismiss: (reason: PopupDismissReason) => void;
  /** Content width: a number is CSS pixels, a string any CSS length. Default §9 500 px. */
  width?: number | string;
  /** Added to the box's class. */
  className?: string;
  /** Shown in place of the content; while set, the popup asks to close after `closeAfterMs`. */
  feedback?: PopupFeedback | null;
  /** Default the §9 popup close time; null keeps a feedback up until the shopper closes it. */
  closeAfterMs?: number | null;
  /** The language of the popup's own words; default the page's (<html lang>), else Thai. */
  locale?: Locale;
  /** Where focus goes on open/close; see openModal. */
  initialFocus?: UseModalOptions['initialFocus'];
  returnFocus?: UseModalOptions['returnFocus'];
  returnFocusFallback?: UseModalOptions['returnFocusFallback'];
  /** 'alertdialog' for an alert or a question that interrupts the shopper (WAI-ARIA APG); default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the message that describes the dialog, read out when focus moves in. */
  describedBy?: string;
  children?: ReactNode;
}

/** Named by a heading inside (its id) or, when there is none, by a label. */
export type PopupName = { labelledBy: string; label?: undefined } | { label: string; labelledBy?: undefined };

export type PopupProps = PopupBaseProps & PopupName;

/**
 * The one centred modal popup of the widgets (§2.10 wishlist popups, §2.11 compare): the page
 * behind dimmed and inert, in the top layer while open, with a close button. Like Drawer it stays
 * in the DOM while closed (`hidden`), keeping its content's state and letting it fade out.
 *
 * Feedback mode replaces the content with a success or error message, the way the wishlist's form
 * popups turn into their answer: the content is only hidden (what the shopper typed survives if
 * the widget clears the feedback), focus moves to the close button if it was in the content, and
 * the popup asks to close itself after the close time.
 */
export function Popup(props: PopupProps) {
  const { open, onDismiss, width, className, feedback, closeAfterMs = POPUP_CLOSE_MS, locale, initialFocus, returnFocus, returnFocusFallback, role = 'dialog', describedBy, labelledBy, label, children } = props;
  const [backdrop, setBackdrop] = useState<HTMLDivElement | null>(null);
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const t = createTranslator(popupMessages, locale ?? resolveLocale());

  // Before the top layer shows it (useTopLayer's layout effect), so it never paints unstyled.
  useLayoutEffect(() => {
    if (!backdrop) return;
    withBaseStyles(backdrop);
    injectStyles('popup', POPUP_CSS, backdrop.ownerDocument);
  }, [backdrop]);
  useTopLayer(backdrop, open);
  useModal(dialog, open, onDismiss, { initialFocus, returnFocus, returnFocusFallback });
  useAutoClose(open && !!feedback, closeAfterMs, feedback ? `${feedback.status}:${feedback.message}` : '', () => onDismiss('timeout'));
  // After useModal's effect: a feedback swapped in hides the field that had focus.
  useEffect(() => {
    if (!open || !feedback || !dialog) return;
    const active = dialog.ownerDocument.activeElement;
    if (!dialog.contains(active) || body.current?.contains(active)) close.current?.focus();
  }, [open, !!feedback, dialog]);

  return (
    <div ref={setBackdrop} className="talat-popup-backdrop" hidden={!open}>
      <div
        ref={setDialog}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={feedback ? messageId : describedBy}
        tabIndex={-1}
        className={className ? `talat-popup ${className}` : 'talat-popup'}
        style={width === undefined ? undefined : { width }}
      >
        <div ref={body} className="talat-popup-body" hidden={!!feedback}>
          {children}
        </div>
        <PopupFeedbackRegion feedback={feedback} messageId={messageId} t={t} />
        <button ref={close} type="button" className="talat-popup-close" aria-label={t('close')} onClick={() => onDismiss('close')}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
