import type { ContactFormEffects } from '../controller/contact-form-controller';
import { applyCaptchaRefill, applyQuizRefill } from './extras';
import { dispatchContactFormEvent } from './events';
import type { CaptchaParts } from './captcha-marks';
import type { ContactFormHost } from './form-host';

/** The controller's effects on the page (contact-form-controller.ts `ContactFormEffects`). */
export function createFormEffects(host: ContactFormHost, captchas: readonly CaptchaParts[] = []): ContactFormEffects {
  const { form } = host;
  return {
    applyRefill({ captcha, quiz }) {
      if (captcha) applyCaptchaRefill(form, captcha);
      if (quiz) applyQuizRefill(form, quiz);
    },
    setPostedDataHash(hash) {
      const field = form.elements.namedItem('_wpcf7_posted_data_hash');
      if (field instanceof HTMLInputElement) field.value = hash;
    },
    resetFields() {
      form.reset();
    },
    focusCaptcha() {
      const answer = captchas.flatMap((captcha) => captcha.answers)[0];
      answer?.focus();
      answer?.scrollIntoView?.({ block: 'center' });
    },
    emit(name, detail) {
      const apiStatus = (detail.apiResponse as { status?: unknown } | undefined)?.status;
      // Contact Form 7 reports the server's status in a submission's events.
      dispatchContactFormEvent(host, name, { ...detail, status: typeof apiStatus === 'string' ? apiStatus : detail.status });
    },
  };
}
