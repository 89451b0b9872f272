import { assignDefined, expectObject, invalidShape, isObject, optString } from '../shape';
import type { ClientConfig } from '../config';
import { createTransportContext } from '../transport/context-factory';
import type { CallOptions } from '../transport/context';
import { REST_ACCEPT } from '../transport/middleware/accept';
import { createNonceStore } from '../transport/nonce-store';
import { createRestTransport, type RestTransport } from '../transport/rest';

/** §4 'Contact form status' values the server sends back; others pass through. */
export type ContactFormStatus =
  | 'validation_failed'
  | 'acceptance_missing'
  | 'spam'
  | 'aborted'
  | 'mail_sent'
  | 'mail_failed'
  | (string & {});

export interface ContactFormInvalidField {
  field: string;
  message: string;
  idref?: string;
  error_id?: string;
}

/** Captcha name → image URL; quiz name → [question, answer hash] (§7 Contact forms). */
export interface ContactFormRefill {
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
}

export interface ContactFormFeedback extends ContactFormRefill {
  status: ContactFormStatus;
  message: string;
  invalid_fields: ContactFormInvalidField[];
  posted_data_hash?: string;
  into?: string;
}

/** §3 Contact form validation schema: a list of rules, nested through `rules` for all/any. */
export interface ContactFormRule {
  rule: string;
  field?: string;
  error?: string;
  threshold?: string | number;
  /** Strings, or numbers where CF7 writes them so (dayofweek's day numbers). */
  accept?: Array<string | number>;
  base?: string;
  interval?: string | number;
  rules?: ContactFormRule[];
}

export interface ContactFormSchema {
  version?: string;
  locale?: string;
  rules: ContactFormRule[];
}

export type ContactFormId = string | number;

export interface ContactFormCalls {
  /** Each resolves undefined on a 204 (§7 Contact forms: 'A 204 response yields nothing'). */
  submitFeedback(id: ContactFormId, formData: FormData, options?: CallOptions): Promise<ContactFormFeedback | undefined>;
  refill(id: ContactFormId, options?: CallOptions): Promise<ContactFormRefill | undefined>;
  getSchema(id: ContactFormId, options?: CallOptions): Promise<ContactFormSchema | undefined>;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string') out[key] = item;
  return out;
}

function quizRecord(value: unknown): Record<string, [string, string]> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, [string, string]> = {};
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'string') out[key] = [item[0], item[1]];
  }
  return out;
}

export function parseRefill(data: unknown): ContactFormRefill {
  // CF7 answers a form with no captcha or quiz with its filter's empty array(), which PHP's JSON
  // writes as `[]` (5.9.8 get_refill): nothing to refill, not a broken reply.
  if (Array.isArray(data) && data.length === 0) return {};
  const body = expectObject(data, 'contact form refill is not an object');
  return assignDefined<ContactFormRefill>({}, { captcha: stringRecord(body.captcha), quiz: quizRecord(body.quiz) });
}

function toInvalidField(item: unknown): ContactFormInvalidField | undefined {
  if (!isObject(item) || typeof item.field !== 'string') return undefined;
  return assignDefined<ContactFormInvalidField>(
    { field: item.field, message: optString(item.message) ?? '' },
    { idref: optString(item.idref), error_id: optString(item.error_id) },
  );
}

export function parseFeedback(data: unknown): ContactFormFeedback {
  const body = expectObject(data, 'contact form feedback is not an object');
  if (typeof body.status !== 'string') throw invalidShape('contact form feedback has no status', data);
  const invalid = Array.isArray(body.invalid_fields) ? (body.invalid_fields as unknown[]) : [];
  return assignDefined<ContactFormFeedback>(
    {
      status: body.status,
      message: optString(body.message) ?? '',
      invalid_fields: invalid.map(toInvalidField).filter((f): f is ContactFormInvalidField => f !== undefined),
    },
    {
      posted_data_hash: optString(body.posted_data_hash),
      into: optString(body.into),
      ...parseRefill(body),
    },
  );
}

function toRule(item: unknown): ContactFormRule {
  if (!isObject(item) || typeof item.rule !== 'string') throw invalidShape('a schema rule has no rule name', item);
  const scalar = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : undefined);
  return assignDefined<ContactFormRule>(
    { rule: item.rule },
    {
      field: optString(item.field),
      error: optString(item.error),
      threshold: scalar(item.threshold),
      accept: Array.isArray(item.accept) ? (item.accept as unknown[]).filter((a): a is string | number => typeof a === 'string' || typeof a === 'number') : undefined,
      base: optString(item.base),
      interval: scalar(item.interval),
      rules: Array.isArray(item.rules) ? (item.rules as unknown[]).map(toRule) : undefined,
    },
  );
}

export function parseSchema(data: unknown): ContactFormSchema {
  // Accept a bare rule list too, the way §3 describes the schema.
  if (Array.isArray(data)) return { rules: (data as unknown[]).map(toRule) };
  const body = expectObject(data, 'contact form schema is not an object');
  const rules = Array.isArray(body.rules) ? (body.rules as unknown[]).map(toRule) : [];
  return assignDefined<ContactFormSchema>({ rules }, { version: optString(body.version), locale: optString(body.locale) });
}

/** REST namespace contact-form-7/v1, through the REST middlewares, with CF7's Accept header. */
export function createContactFormCalls(rest: RestTransport): ContactFormCalls {
  const path = (id: ContactFormId, endpoint: string) => ({
    path: `contact-form-7/v1/contact-forms/${encodeURIComponent(String(id))}/${endpoint}`,
  });
  const headers = { Accept: REST_ACCEPT };
  return {
    submitFeedback: (id, formData, options) =>
      rest.request(path(id, 'feedback'), { method: 'POST', body: formData, headers, parse: parseFeedback }, options),
    refill: (id, options) => rest.request(path(id, 'refill'), { headers, parse: parseRefill }, options),
    getSchema: (id, options) => rest.request(path(id, 'feedback/schema'), { headers, parse: parseSchema }, options),
  };
}

/**
 * The contact-form family alone, with its REST middlewares (nonce, `_locale`, one retry), for a
 * bundle that makes no other REST call. It lives here, not in client.ts, so that the REST
 * transport is bundled only with the widgets that use it.
 */
export function createContactFormClient(config: ClientConfig): ContactFormCalls {
  const ctx = createTransportContext(config);
  return createContactFormCalls(createRestTransport(ctx, createNonceStore(ctx, config.restNonce)));
}
