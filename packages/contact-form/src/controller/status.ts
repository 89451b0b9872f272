/**
 * §4 'Contact form status': the statuses a form shows in `data-status` and its class list, and
 * how a server status maps onto them.
 */
export type FormStatus =
  | 'init'
  | 'validating'
  | 'submitting'
  | 'resetting'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'sent'
  | 'failed'
  | 'payment-required'
  | `custom-${string}`;

const FROM_SERVER: Readonly<Record<string, FormStatus>> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  payment_required: 'payment-required',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
};

const KNOWN = new Set<string>(Object.values(FROM_SERVER));

/** A server status, or a status already in its page form, as the status the page shows. */
export function statusFromServer(status: string): FormStatus {
  const mapped = FROM_SERVER[status];
  if (mapped) return mapped;
  if (KNOWN.has(status)) return status as FormStatus;
  // Any other status becomes `custom-{slug}`: the slug keeps letters and digits and joins the rest
  // with one hyphen, so it is always a safe class name.
  const slug = status.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-');
  return `custom-${slug}`;
}

/** The statuses that end a submission and the CF7 event each one raises (besides `wpcf7submit`). */
export function submissionEventName(status: FormStatus): string | undefined {
  switch (status) {
    case 'invalid':
    case 'unaccepted':
    case 'spam':
    case 'aborted':
      return status;
    case 'sent':
      return 'mailsent';
    case 'failed':
      return 'mailfailed';
    default:
      return undefined;
  }
}
