import { useId, useState } from 'react';
import type { ReadableAtom } from '@talat/core';
import { Popup, useStore } from '@talat/ui';
import type { DocumentsDialog } from '../controller/dialogs';
import type { DocumentsTranslate } from '../messages';

export interface DocumentsDialogsProps {
  $dialog: ReadableAtom<DocumentsDialog | null>;
  t: DocumentsTranslate;
  onClose(): void;
  /**
   * The confirming click (§4): opens the document in a new tab from this very click, so the
   * shopper's activation lets it through. `dontShowAgain` adds wt_dont_show_again=1.
   */
  onConfirm(url: string, dontShowAgain: boolean): void;
}

/** §8's alerts and §4's confirm questions, as modal dialogs in the top layer (@talat/ui Popup). */
export function DocumentsDialogs({ $dialog, t, onClose, onConfirm }: DocumentsDialogsProps) {
  const dialog = useStore($dialog);
  const [shown, setShown] = useState<DocumentsDialog | null>(dialog);
  // Keeps the last dialog's words while the popup closes.
  if (dialog && dialog !== shown) setShown(dialog);
  const current = dialog ?? shown;
  // The message describes the dialog, so a screen reader says the question or the error when focus
  // moves in (focus lands on the first control, never on the message). Both interrupt the shopper:
  // alertdialog (WAI-ARIA APG).
  const messageId = useId();
  return (
    <Popup
      open={!!dialog}
      onDismiss={onClose}
      role="alertdialog"
      describedBy={messageId}
      label={current?.kind === 'confirm' ? t('confirmTitle') : t('alertTitle')}
      className="talat-documents-dialog"
      width={440}
    >
      {current?.kind === 'confirm' ? (
        <ConfirmBody key={current.url + current.message} dialog={current} messageId={messageId} t={t} onClose={onClose} onConfirm={onConfirm} />
      ) : current ? (
        <AlertBody message={current.message} messageId={messageId} t={t} onClose={onClose} />
      ) : null}
    </Popup>
  );
}

function AlertBody({ message, messageId, t, onClose }: { message: string; messageId: string; t: DocumentsTranslate; onClose(): void }) {
  return (
    <div className="talat-documents-alert">
      <p id={messageId} role="alert" className="talat-documents-message">
        {message}
      </p>
      <div className="talat-documents-actions">
        <button type="button" className="button talat-documents-ok" onClick={onClose}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}

function ConfirmBody(props: {
  dialog: Extract<DocumentsDialog, { kind: 'confirm' }>;
  messageId: string;
  t: DocumentsTranslate;
  onClose(): void;
  onConfirm(url: string, dontShowAgain: boolean): void;
}) {
  const { dialog, messageId, t, onClose, onConfirm } = props;
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const boxId = useId();
  return (
    <div className="talat-documents-confirm">
      <p id={messageId} className="talat-documents-message">
        {dialog.message}
      </p>
      <p className="talat-documents-again">
        <input id={boxId} type="checkbox" checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.currentTarget.checked)} />
        <label htmlFor={boxId}>{t('dontShowAgain')}</label>
      </p>
      <div className="talat-documents-actions">
        <button type="button" className="button talat-documents-cancel" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="button" className="button talat-documents-confirm-button" onClick={() => onConfirm(dialog.url, dontShowAgain)}>
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}
