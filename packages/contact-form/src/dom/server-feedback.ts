import type { FieldError, ResponseMessage } from '../controller/contact-form-controller';
import { fieldWraps } from './field-wraps';
import type { ContactFormHost } from './form-host';

/**
 * What a no-JS round trip printed (the server's tips and message), taken over so the widget's own
 * views show it until the shopper acts; the server's tip elements are removed to avoid doubles.
 */
export function takeServerFeedback(host: ContactFormHost): { errors: FieldError[]; message: ResponseMessage | null } {
  const errors: FieldError[] = [];
  for (const wrap of fieldWraps(host.form)) {
    const tips = wrap.querySelectorAll('.wpcf7-not-valid-tip');
    const first = tips[0];
    if (first && wrap.dataset.name) errors.push({ field: wrap.dataset.name, message: first.textContent?.trim() ?? '' });
    tips.forEach((tip) => tip.remove());
  }
  const text = host.outputs.map((output) => output.textContent?.trim() ?? '').find((words) => words !== '');
  return { errors, message: text ? { kind: 'server', text } : null };
}
