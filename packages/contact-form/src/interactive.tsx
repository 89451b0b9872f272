// The contact form's interactive chunk: everything a form needs once the shopper acts, fetched
// when the shopper comes to the form or at the first submit (docs/decisions.md, "The contact
// form's chunk", 503).
import type { ContactFormCalls } from '@talat/client';
import { createContactFormClient } from '@talat/client/contact-form';
import { createTranslator, restMessages, type Locale } from '@talat/core';
import { injectStyles, withBaseStyles } from '@talat/ui';
import type { ContactFormConfig } from './config';
import { createContactFormController } from './controller/contact-form-controller';
import { statusFromServer, type FormStatus } from './controller/status';
import { bindCaptchaMarks, findCaptchas } from './dom/captcha-marks';
import { setupFormExtras } from './dom/extras';
import { bindFieldMarks } from './dom/field-marks';
import { bindFormEvents, refillWhenLoaded } from './dom/form-bindings';
import { createFormEffects } from './dom/form-effects';
import { completeContactFormHost } from './dom/form-host';
import type { ContactFormParts } from './dom/form-parts';
import { bindPointerHold } from './dom/pointer-hold';
import { takeServerFeedback } from './dom/server-feedback';
import { bindStatus } from './dom/status-binding';
import { contactFormMessages } from './messages';
import { captchaText, type ContactFormTexts } from './view/message-text';
import { renderContactFormViews } from './view/render-views';
import { CONTACT_FORM_CSS } from './view/styles';

/**
 * The status a form starts in. A status that only lasts while a request is in flight means an
 * earlier mount was cut short: starting there would refuse every submit, so the form starts afresh.
 */
function settledStatus(printed: string): FormStatus {
  const status = statusFromServer(printed);
  return status === 'submitting' || status === 'resetting' || status === 'validating' ? 'init' : status;
}

export interface EnhancedContactForm {
  /** Sends a submission the first-load script held while this chunk loaded. */
  submit(formData: FormData): void;
  unmount(): void;
}

function addSpinners(form: HTMLFormElement): () => void {
  const spinners = [...form.querySelectorAll('.wpcf7-submit')].map((button) => {
    const spinner = form.ownerDocument.createElement('span');
    spinner.className = 'wpcf7-spinner talat-spinner talat-cf-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    button.after(spinner);
    return spinner;
  });
  return () => spinners.forEach((spinner) => spinner.remove());
}

export function enhanceContactForm(
  parts: ContactFormParts,
  config: ContactFormConfig,
  locale: Locale,
  calls?: ContactFormCalls,
): EnhancedContactForm {
  const host = completeContactFormHost(parts);
  const doc = host.root.ownerDocument;
  // Here, not in the first load: the catalogue is most of the form's words, 3 bytes a Thai character.
  const t = createTranslator(contactFormMessages, locale);
  const printed = takeServerFeedback(host);
  const captchas = findCaptchas(host);
  const controller = createContactFormController({
    formId: host.formId,
    calls:
      calls ??
      createContactFormClient({
        restRoot: config.restRoot,
        ajaxUrl: config.ajaxUrl,
        ...(config.restNonce ? { restNonce: config.restNonce } : {}),
      }),
    effects: createFormEffects(host, captchas),
    initialStatus: settledStatus(host.form.getAttribute('data-status') ?? 'init'),
    initialErrors: printed.errors,
    initialMessage: printed.message,
    // A cached page's captcha challenge is one the server has forgotten (§2.12, issue 11).
    staleCaptcha: config.cached && captchas.length > 0,
  });
  const texts: ContactFormTexts = { t, rest: createTranslator(restMessages, locale) };

  withBaseStyles(doc);
  injectStyles('contact-form', CONTACT_FORM_CSS, doc);
  // Extras first: the URL field's scheme must be added before the change is validated.
  const teardowns = [
    // Last on unmount, once the views have left it.
    () => {
      if (host.screenReader.classList.contains('talat-created')) host.screenReader.remove();
    },
    setupFormExtras(host.form),
    bindStatus(host, controller.$status),
    bindFieldMarks(host, controller.$errors, t('invalidField')),
    bindCaptchaMarks(captchas, controller.$captcha, (state) => captchaText(state, texts) !== ''),
    renderContactFormViews(host, controller, texts, captchas),
    addSpinners(host.form),
    bindFormEvents(host, controller),
    bindPointerHold(doc, controller),
  ];
  void controller.loadSchema();
  if (config.cached) teardowns.push(refillWhenLoaded(host, controller));

  return {
    submit: (formData) => void controller.submit(formData),
    unmount() {
      controller.dispose();
      for (const teardown of teardowns.reverse()) teardown();
    },
  };
}
