import type { ContactFormController } from '../controller/contact-form-controller';
import { valuesUpTo } from './field-values';
import { formDataOf } from './form-data';
import { WRAP_SELECTOR } from './field-wraps';
import type { ContactFormHost } from './form-host';

/**
 * The form's events: submit goes through the REST API instead of a page load, a change validates
 * (§4 validating), and any reset — the shopper's or the one after mail_sent — refills (§7).
 */
export function bindFormEvents(host: ContactFormHost, controller: ContactFormController): () => void {
  const { form } = host;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void controller.submit(formDataOf(form, event.submitter));
  };
  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(WRAP_SELECTOR) || target.closest('.novalidate')) return;
    const { values, fields } = valuesUpTo(form, target);
    controller.validate(values, fields);
  };
  const onReset = () => void controller.reset();
  form.addEventListener('submit', onSubmit);
  form.addEventListener('change', onChange);
  form.addEventListener('reset', onReset);
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('change', onChange);
    form.removeEventListener('reset', onReset);
  };
}

/**
 * §2.12: a page from a full-page cache refills its forms (fresh captcha and quiz) once loaded, as
 * Contact Form 7's script does; a Send before then has done it already (controller `refillCachedPage`).
 */
export function refillWhenLoaded(host: ContactFormHost, controller: ContactFormController): () => void {
  const win = host.root.ownerDocument.defaultView;
  const run = () => void controller.refillCachedPage();
  if (!win || host.root.ownerDocument.readyState === 'complete') {
    run();
    return () => undefined;
  }
  win.addEventListener('load', run, { once: true });
  return () => win.removeEventListener('load', run);
}
