import type { ReadableAtom } from '@talat/core';
import { LiveRegion, useStore } from '@talat/ui';
import type { FailureReason, SubmitState } from '../controller/submit-controller';
import type { PaymentMessageKey, PaymentTranslate } from '../messages';

const FAILURE_MESSAGE: Record<FailureReason, PaymentMessageKey> = {
  network: 'failedNetwork',
  timeout: 'failedTimeout',
  server: 'failedServer',
  junk: 'failedJunk',
};

export interface PaymentStatusProps {
  state: ReadableAtom<SubmitState>;
  announcedPercent: ReadableAtom<number | null>;
  /** A 'form'-level error of the reply, or one keyed by a field the form does not have. */
  formError: ReadableAtom<string>;
  t: PaymentTranslate;
  onCancel: () => void;
}

/** What the submission is doing, under the submit button (§4): the upload, or why it stopped. */
export function visibleText(state: SubmitState, formError: string, t: PaymentTranslate): string {
  if (state.status === 'failed') return t(FAILURE_MESSAGE[state.reason]);
  if (state.status === 'cancelled') return t('uploadCancelled');
  if (state.status === 'errors') return formError === '' ? t('formErrors') : `${t('formErrors')}: ${formError}`;
  return '';
}

/**
 * The upload's progress bar with its percentage and a cancel button, and the failure texts. The
 * bar's percentage is shown at every step but said only at each quarter (announcedPercent), in a
 * polite region that is on the page from the start (LiveRegion).
 */
export function PaymentStatus({ state, announcedPercent, formError, t, onCancel }: PaymentStatusProps) {
  const current = useStore(state);
  const announced = useStore(announcedPercent);
  const formText = useStore(formError);
  const message = visibleText(current, formText, t);
  const said = current.status === 'loading' ? (announced === null ? t('uploading') : t('uploadProgress', { percent: announced })) : message;
  return (
    <>
      <LiveRegion message={said} />
      {current.status === 'loading' ? (
        <div className="talat-payment-progress">
          <progress max={100} value={current.percent ?? undefined} aria-label={t('uploading')} />
          <span className="talat-payment-percent" aria-hidden="true">
            {current.percent === null ? '' : `${current.percent}%`}
          </span>
          <button type="button" className="button talat-payment-cancel" onClick={onCancel}>
            {t('cancelUpload')}
          </button>
        </div>
      ) : null}
      {message === '' ? null : (
        <p className={`talat-payment-message talat-payment-message-${current.status}`} aria-hidden="true">
          {message}
        </p>
      )}
    </>
  );
}
