import { formStatusFor, submitContactForm, type FakeShop, type SubmitContactFormResult } from '@talat/mocks';
import type { MultipartBody } from './multipart-body';
import type { PageContext } from './pages/layout';
import { contactPage, type ContactFormRoundTrip } from './pages/contact-page';
import type { Page } from './pages/shop-pages';

type Values = Record<string, string | string[]>;

/** The shopper's fields by tag name (`sample-items[]` is `sample-items`); CF7's own `_` fields left out. */
function postedValues(entries: ReadonlyArray<readonly [string, string]>): Values {
  const values: Values = {};
  for (const [name, value] of entries) {
    if (name.startsWith('_')) continue;
    if (!name.endsWith('[]')) {
      values[name] = value;
      continue;
    }
    const key = name.slice(0, -2);
    const list = values[key];
    values[key] = Array.isArray(list) ? [...list, value] : [value];
  }
  return values;
}

/**
 * What CF7 prints after a POST without JavaScript: the status and message of the submission, a
 * tip per invalid field, and what was typed, except after mail_sent, when the form starts empty
 * (wpcf7_get_hangover() keeps values only for a submission that was not sent).
 */
export function roundTripOf(result: SubmitContactFormResult, entries: ReadonlyArray<readonly [string, string]>): ContactFormRoundTrip {
  if (result.kind === 'refused') return { status: 'failed', message: result.message, values: postedValues(entries) };
  const { reply } = result;
  const sent = reply.status === 'mail_sent';
  return {
    status: formStatusFor(reply.status),
    message: reply.message,
    values: sent ? {} : postedValues(entries),
    errors: Object.fromEntries(reply.invalid_fields.map((f) => [f.field, f.message])),
  };
}

export interface ContactRequest {
  method: string;
  url: URL;
  multipart?: MultipartBody;
}

/**
 * `/contact/`: the CF7 form and the quote request. The CF7 form's multipart POST (the form without
 * JavaScript) is judged by the same submitContactForm as the REST route and answered with the page,
 * as CF7 does; any other POST (a lead form without JavaScript, which the plugin never handled) just
 * gets the page again.
 */
export function contactRoute(shop: FakeShop, request: ContactRequest, context: PageContext): Page {
  const misplaced = request.url.searchParams.get('misplaced') === '1';
  const entries = request.multipart?.entries ?? [];
  const formId = entries.find(([name]) => name === '_wpcf7')?.[1];
  if (request.method !== 'POST' || formId === undefined) return contactPage(context, { misplaced });
  const result = submitContactForm(shop, formId, entries, request.multipart?.files ?? {});
  return contactPage(context, { misplaced, roundTrip: roundTripOf(result, entries) });
}
