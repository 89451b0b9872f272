import { findContactForm } from '../contact-form/demo-form';
import { CF7_MESSAGES } from '../contact-form/messages';
import { contactFormSchema } from '../contact-form/schema';
import { defineRestRoute } from '../router/registry';
import { wpErrorResponse, wpJson } from '../router/responses';

// §7 Contact forms: GET contact-forms/{id}/feedback/schema, the SWV rules the widget validates with.
export const contactFormSchemaRoute = defineRestRoute('GET', '/contact-form-7/v1/contact-forms/:id/feedback/schema', (request) => {
  const form = findContactForm(request.routeParams.id ?? '');
  if (!form) return wpErrorResponse('wpcf7_not_found', CF7_MESSAGES.form_not_found, 404);
  return wpJson(contactFormSchema(form));
});
