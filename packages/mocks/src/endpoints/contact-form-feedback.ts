import { submitContactForm } from '../contact-form/submit';
import { defineRestRoute } from '../router/registry';
import { wpErrorResponse, wpJson } from '../router/responses';

// §7 Contact forms: POST contact-forms/{id}/feedback with the form's multipart data. Always 200
// with CF7's reply, whatever the status; a WP_Error only when the form or its hidden fields are
// wrong. Faults (500, broken JSON, hangs) come from the router like for every endpoint.
export const contactFormFeedback = defineRestRoute('POST', '/contact-form-7/v1/contact-forms/:id/feedback', (request, shop) => {
  const result = submitContactForm(shop, request.routeParams.id ?? '', request.paramEntries, request.files);
  if (result.kind === 'refused') return wpErrorResponse(result.code, result.message, result.status);
  return wpJson(result.reply);
});
