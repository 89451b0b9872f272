// The lead form's interactive chunk: the submit flow, the pickers and the rules, fetched when the
// shopper comes to the form or at the first submit (docs/decisions.md, "The forms' interactive
// chunks", 503).
import { createTransportContext } from '@talat/client';
import { createLeadFormCalls } from '@talat/client/lead-form';
import { assignLocation, createTranslator, restMessages, type Locale } from '@talat/core';
import { injectStyles, withBaseStyles } from '@talat/ui';
import { CALENDAR_CSS, calendarMessages } from '@talat/ui/calendar';
import type { LeadFormConfig } from './config';
import { createLeadFormController } from './controller/lead-form-controller';
import { dateFieldKind } from './controller/date-range';
import { showBusy } from './dom/busy-state';
import { createFormCaptcha, installCaptchaCallback } from './dom/captcha';
import { bindFileNames } from './dom/file-names';
import type { LeadFormParts } from './dom/form-parts';
import { completeLeadFormHost, type LeadFormHost } from './dom/host';
import { serializeForm } from './dom/serialize';
import { bindTermOutlines } from './dom/term-outlines';
import { tieLabels } from './dom/labels';
import { bindRequiredFields } from './dom/required-fields';
import { fieldTexts } from './controller/site-texts';
import { leadFormMessages } from './messages';
import { ENHANCED_ATTRIBUTE, LEAD_FORM_SENT_EVENT } from './constants';
import type { MountLeadFormOptions } from './mount';
import { showSuccess } from './dom/success-block';
import { renderDateField, renderMessageArea } from './view/render';
import { LEAD_FORM_CSS } from './view/styles';


export interface EnhancedLeadForm {
  /**
   * Runs the flow for a submit the first-load script held while this chunk loaded. With a captcha
   * it runs only the field and terms checks, with their messages: the chunk renders the captcha,
   * the shopper has not seen it yet, so sending now could only fail with 'Invalid Captcha'.
   */
  submitHeld(): void;
  unmount(): void;
}

/** Only http(s): a redirect attribute must not run script (`javascript:`). */
function browserNavigate(win: Window): (url: string) => void {
  return (url) => {
    // The lead is saved either way; a broken redirect attribute must not turn that into an error.
    if (!assignLocation(win, url)) console.error('[Talat] lead-form: the redirect address is not an http(s) URL', url);
  };
}

/** The plugin always prints the message area; one is added if a theme dropped it. */
function messageAreaOf(host: LeadFormHost): HTMLElement {
  if (host.messageArea) return host.messageArea;
  const area = host.form.ownerDocument.createElement('div');
  area.className = `leadform-show-message-form-${host.formId}`;
  host.form.append(area);
  return area;
}

export function enhanceLeadForm(
  parts: LeadFormParts,
  config: LeadFormConfig,
  locale: Locale,
  options: MountLeadFormOptions,
): EnhancedLeadForm {
  const host = completeLeadFormHost(parts);
  const { form } = host;
  // Here, not in the first load: the catalogue is most of the form's words, 3 bytes a Thai character.
  const t = createTranslator(leadFormMessages, locale);
  const doc = form.ownerDocument;
  const win = doc.defaultView ?? window;
  // Tests, stories and QA scripts wait for this before acting on the form.
  form.setAttribute(ENHANCED_ATTRIBUTE, '');
  // Only the lead-form family of the client: the other families stay out of this bundle.
  const calls =
    options.calls ?? createLeadFormCalls(createTransportContext({ ajaxUrl: config.ajaxUrl }));

  const stopCaptchaCallback = installCaptchaCallback(win);
  const captcha = createFormCaptcha(form, win);
  const terms = bindTermOutlines(host.termBoxes);
  const texts = fieldTexts({ required: config.requiredMessage, email: config.emailMessage, error: config.errorMessage }, locale, t);
  // The plugin's script set `novalidate` too: the fields speak under themselves, not in the browser's bubble.
  const printedNoValidate = form.noValidate;
  form.noValidate = true;
  const labels = tieLabels(form);
  const fields = bindRequiredFields(form, { required: texts.required, email: texts.email });
  const controller = createLeadFormController({
    verifyCaptcha: (params, call) => calls.verifyCaptcha(params, call),
    save: (params, call) => calls.save(params, call),
    serialize: () => serializeForm(form),
    nonce: config.nonce,
    captchaEnabled: host.captchaEnabled,
    captchaResponse: captcha.response,
    resetCaptcha: captcha.reset,
    checkFields: fields.check,
    checkTerms: terms.check,
    redirectUrl: () => host.successBlock?.getAttribute('redirect') ?? '',
    navigate: options.navigate ?? browserNavigate(win),
  });

  // The form is never sent by the browser while enhanced: the flow of §4 sends it.
  const onSubmit = (event: Event) => {
    event.preventDefault();
    void controller.submit();
  };
  form.addEventListener('submit', onSubmit);
  withBaseStyles(doc);
  injectStyles('lead-form', LEAD_FORM_CSS, doc);
  // Here, with the form's own rules, as before the picker moved: the date buttons are painted styled.
  injectStyles('calendar', CALENDAR_CSS, doc);

  // The picker's words are the shared calendar's (@talat/ui/calendar, lazy chunk 'ui-calendar').
  const calendarT = createTranslator(calendarMessages, locale);
  const dateFields = [...form.querySelectorAll<HTMLInputElement>('input[name]')].flatMap((input) => {
    const kind = dateFieldKind(input.name);
    return kind && input.type === 'text' ? [renderDateField(input, kind, { t: calendarT, fieldName: labels.nameOf(input) })] : [];
  });
  const stops = [
    controller.$busy.listen((busy) => showBusy(host, busy)),
    controller.$phase.listen((phase) => {
      if (phase !== 'sent') return;
      showSuccess(host);
      // A Talat event, not a WooCommerce one: a native event on <body> is enough for themes.
      doc.body.dispatchEvent(new CustomEvent(LEAD_FORM_SENT_EVENT, { bubbles: true, detail: [{ formId: host.formId }] }));
    }),
    renderMessageArea(messageAreaOf(host), {
      controller,
      // The summary of the field checks may be the site's own words.
      t: (key, params) => (key === 'fieldsInvalid' ? texts.error : t(key, params)),
      rest: createTranslator(restMessages, locale),
    }),
    ...dateFields,
    bindFileNames(form, t('chosenFileName')),
    terms.stop,
    fields.stop,
    stopCaptchaCallback,
    labels.undo,
    () => {
      form.noValidate = printedNoValidate;
    },
  ];

  return {
    submitHeld() {
      // A captcha shown only now cannot have been solved (decision 155); what else is missing is
      // said now, so the press was not for nothing.
      if (host.captchaEnabled) controller.check();
      else void controller.submit();
    },
    unmount() {
      form.removeAttribute(ENHANCED_ATTRIBUTE);
      form.removeEventListener('submit', onSubmit);
      controller.dispose();
      stops.forEach((stop) => stop());
      // A request cut short leaves a form the shopper can still send.
      showBusy(host, false);
    },
  };
}

