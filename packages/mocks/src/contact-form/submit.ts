import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';
import { issueContactFormChallenges, refillMaps, type RefillMaps } from './challenges';
import { findContactForm } from './demo-form';
import { CF7_MESSAGES as M } from './messages';
import { fieldRecord, hiddenField, postedData, postedDataHash, type FormEntries } from './posted-data';
import { acceptanceMissing, invalidFields } from './server-checks';
import type { PostedData } from './evaluate';
import type { ContactForm } from './types';

// POST contact-forms/{id}/feedback as WPCF7_Submission decides it, shared by the REST endpoint and
// the demo server's no-JS POST. Demo triggers (documented, not CF7 features): a textarea
// containing SPAM_TRIGGER is judged spam; a text field equal to MAIL_FAIL_TRIGGER fails to send.

export const SPAM_TRIGGER = 'spam-test';
export const MAIL_FAIL_TRIGGER = 'mail-fail-test';

export type ContactFormServerStatus = 'validation_failed' | 'acceptance_missing' | 'spam' | 'mail_failed' | 'mail_sent';

export interface ContactFormInvalidFieldReply {
  field: string;
  message: string;
  /** The control's `id` option, when the tag has one; none in the demo form. */
  idref: string | null;
  error_id: string;
}

export interface ContactFormReply extends RefillMaps {
  contact_form_id: number;
  status: ContactFormServerStatus;
  message: string;
  /** Only a sent message has one; '' otherwise. */
  posted_data_hash: string;
  into: string;
  invalid_fields: ContactFormInvalidFieldReply[];
}

export type SubmitContactFormResult =
  | { readonly kind: 'reply'; readonly reply: ContactFormReply }
  /** A WP_Error the REST API serialises as `{ code, message, data: { status } }`. */
  | { readonly kind: 'refused'; readonly status: number; readonly code: string; readonly message: string };

export interface SentContactMessage {
  readonly formId: number;
  readonly unitTag: string;
  readonly fields: Record<string, string | string[]>;
  readonly files: ReadonlyArray<{ field: string; name: string; size: number; type: string }>;
  readonly postedDataHash: string;
}

const sentMessages = defineShopState((): SentContactMessage[] => []);

/** Messages that reached the mailbox (status mail_sent), oldest first. */
export function sentContactMessages(shop: FakeShop): readonly SentContactMessage[] {
  return sentMessages(shop);
}

/** wpcf7_sanitize_unit_tag(): the tag comes back in `into`, so nothing but [A-Za-z0-9_-] survives. */
const sanitizeUnitTag = (tag: string): string => tag.replace(/[^A-Za-z0-9_-]/g, '');

function judge(form: ContactForm, data: PostedData, hasInvalid: boolean): ContactFormServerStatus {
  if (hasInvalid) return 'validation_failed';
  if (acceptanceMissing(form, data)) return 'acceptance_missing';
  const valuesOf = (type: string) => form.fields.filter((f) => f.type === type).flatMap((f) => data.values.get(f.name) ?? []);
  if (valuesOf('textarea').some((v) => v.includes(SPAM_TRIGGER))) return 'spam';
  if (valuesOf('text').some((v) => v.trim() === MAIL_FAIL_TRIGGER)) return 'mail_failed';
  return 'mail_sent';
}

const STATUS_MESSAGES: Record<ContactFormServerStatus, string> = {
  validation_failed: M.validation_error,
  acceptance_missing: M.accept_terms,
  spam: M.spam,
  mail_failed: M.mail_sent_ng,
  mail_sent: M.mail_sent_ok,
};

function refuse(status: number, code: string, message: string): SubmitContactFormResult {
  return { kind: 'refused', status, code, message };
}

export function submitContactForm(
  shop: FakeShop,
  formId: number | string,
  entries: FormEntries,
  files: Readonly<Record<string, File>> = {},
): SubmitContactFormResult {
  const form = findContactForm(formId);
  if (!form) return refuse(404, 'wpcf7_not_found', M.form_not_found);
  const unitTag = sanitizeUnitTag(hiddenField(entries, '_wpcf7_unit_tag') ?? '');
  if (unitTag === '') return refuse(400, 'wpcf7_unit_tag_not_found', M.unit_tag_not_found);
  if (hiddenField(entries, '_wpcf7') !== String(form.id)) return refuse(400, 'wpcf7_form_mismatch', M.form_mismatch);

  const data = postedData(entries, files);
  const failures = invalidFields(shop, form, data, entries);
  const status = judge(form, data, failures.length > 0);
  const hash = status === 'mail_sent' ? postedDataHash(entries) : '';
  if (status === 'mail_sent') {
    sentMessages(shop).push({
      formId: form.id,
      unitTag,
      fields: fieldRecord(entries),
      files: [...data.files].flatMap(([field, list]) => list.map((f) => ({ field, name: f.name, size: f.size, type: f.type }))),
      postedDataHash: hash,
    });
  }
  const reply: ContactFormReply = {
    contact_form_id: form.id,
    status,
    message: STATUS_MESSAGES[status],
    posted_data_hash: hash,
    into: `#${unitTag}`,
    invalid_fields: failures.map((f) => ({ field: f.field, message: f.error, idref: null, error_id: `${unitTag}-ve-${f.field}` })),
    // CF7 hands out new challenges after every submission: the old ones are spent.
    ...refillMaps(issueContactFormChallenges(shop, form)),
  };
  return { kind: 'reply', reply };
}
