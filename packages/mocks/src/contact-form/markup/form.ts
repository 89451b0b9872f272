import { escapeXml as esc } from '../../markup/escape';
import type { ContactFormChallenges } from '../challenges';
import { contactFormUnitTag, type ContactForm, type ContactFormField } from '../types';
import { acceptance, checkboxGroup, radioGroup } from './choices';
import { attrs, errorId, type FieldValues, type RenderContext } from './context';
import { dateInput, fileInput, numberInput, select, textarea, textInput, timeInput } from './inputs';
import { captchaImage, captchaInput, characterCount, quiz } from './specials';

// The whole of `[contact-form-7 id="120"]` as Contact Form 7 6.0 prints it (DESIGN "Host ecosystem
// facts"): the outer div named by the unit tag, the screen-reader region, the hidden fields, one
// paragraph per form tag, and the response output. With values, errors, status and message it is
// the page a no-JS POST gets back.

export const CF7_VERSION = '6.0.6';

export interface ContactFormMarkupOptions {
  /** The page the form is on; the form posts back to it. Default '/contact/'. */
  pagePath?: string;
  /** Which copy of the form on the page (the `o` of the unit tag). Default 1. */
  instance?: number;
  /** Captcha and quiz of this page view (issueContactFormChallenges); without them the page is a stale cached one. */
  challenges?: ContactFormChallenges;
  values?: FieldValues;
  errors?: Readonly<Record<string, string>>;
  /** §4 "Contact form status": the form's class and data-status. Default 'init'. */
  status?: string;
  message?: string;
}

function control(context: RenderContext, field: ContactFormField): string {
  const labelled = (inner: string, after = '') => `<p><label> ${esc(field.label)}<br />${inner}</label>${after}</p>`;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
      return labelled(textInput(context, field));
    case 'number':
      return labelled(numberInput(context, field));
    case 'date':
      return labelled(dateInput(context, field));
    case 'time':
      return labelled(timeInput(context, field));
    case 'select':
      return labelled(select(context, field));
    case 'file':
      return labelled(fileInput(context, field));
    case 'textarea':
      return labelled(textarea(context, field), field.counter ? `<br />${characterCount(context, field)}` : '');
    case 'radio':
      return `<fieldset><legend>${esc(field.label)}</legend>${radioGroup(context, field)}</fieldset>`;
    case 'checkbox':
      return `<fieldset><legend>${esc(field.label)}</legend>${checkboxGroup(context, field)}</fieldset>`;
    case 'acceptance':
      return `<p>${acceptance(context, field)}</p>`;
    case 'quiz':
      return `<p>${esc(field.label)}<br />${quiz(context, field)}</p>`;
    case 'captcha':
      return `<p>${captchaImage(context, field)}<br /><label> ${esc(field.label)}<br />${captchaInput(context, field)}</label></p>`;
  }
}

function hiddenFields(form: ContactForm, unitTag: string): string {
  const fields: Array<[string, string]> = [
    ['_wpcf7', String(form.id)],
    ['_wpcf7_version', CF7_VERSION],
    ['_wpcf7_locale', form.locale],
    ['_wpcf7_unit_tag', unitTag],
    ['_wpcf7_container_post', String(form.containerPost)],
    ['_wpcf7_posted_data_hash', ''],
  ];
  const inputs = fields.map(([name, value]) => `<input${attrs([['type', 'hidden'], ['name', name], ['value', value]])} />`);
  return `<fieldset class="hidden-fields-container">${inputs.join('')}</fieldset>`;
}

function screenReaderResponse(context: RenderContext, message: string): string {
  const items = Object.entries(context.errors).map(([name, error]) => `<li${attrs([['id', errorId(context, name)]])}>${esc(error)}</li>`);
  return `<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true">${esc(message)}</p> <ul>${items.join('')}</ul></div>`;
}

export function contactFormMarkup(form: ContactForm, options: ContactFormMarkupOptions = {}): string {
  const unitTag = contactFormUnitTag(form, options.instance ?? 1);
  const context: RenderContext = {
    unitTag,
    values: options.values ?? {},
    errors: options.errors ?? {},
    challenges: options.challenges ?? { captcha: {}, quiz: {} },
  };
  const status = options.status ?? 'init';
  const message = options.message ?? '';
  const formOpen = `<form${attrs([
    ['action', `${options.pagePath ?? '/contact/'}#${unitTag}`],
    ['method', 'post'],
    ['class', `wpcf7-form ${status}`],
    ['aria-label', form.ariaLabel],
    ['novalidate', 'novalidate'],
    ['data-status', status],
    ['enctype', 'multipart/form-data'],
  ])}>`;
  const submit = `<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit"${attrs([['value', form.submitLabel]])} /></p>`;
  return (
    `<div${attrs([['class', 'wpcf7 no-js'], ['id', unitTag], ['lang', form.locale], ['dir', 'ltr'], ['data-wpcf7-id', form.id]])}>` +
    screenReaderResponse(context, message) +
    formOpen +
    hiddenFields(form, unitTag) +
    form.fields.map((field) => control(context, field)).join('') +
    submit +
    `<div class="wpcf7-response-output" aria-hidden="true">${esc(message)}</div></form></div>`
  );
}

/** §4 "Contact form status": the form status a server status puts the form in. */
export function formStatusFor(serverStatus: string): string {
  const known: Record<string, string> = {
    validation_failed: 'invalid',
    acceptance_missing: 'unaccepted',
    spam: 'spam',
    aborted: 'aborted',
    mail_sent: 'sent',
    mail_failed: 'failed',
    payment_required: 'payment-required',
  };
  return known[serverStatus] ?? `custom-${serverStatus.replace(/[^0-9a-z]+/gi, '-').toLowerCase()}`;
}
