import { issueContactFormChallenges, refillMaps } from '../contact-form/challenges';
import { findContactForm } from '../contact-form/demo-form';
import { CF7_MESSAGES } from '../contact-form/messages';
import { defineRestRoute } from '../router/registry';
import { wpErrorResponse, wpJson } from '../router/responses';

// §7 Contact forms: GET contact-forms/{id}/refill. New captcha and quiz challenges, only the maps
// the form has; CF7 5.9.8 answers a form with neither with `[]` (PHP's empty array()), and gives it
// here too. CF7's script calls it after mail_sent and when the page came from a cache.
export const contactFormRefill = defineRestRoute('GET', '/contact-form-7/v1/contact-forms/:id/refill', (request, shop) => {
  const form = findContactForm(request.routeParams.id ?? '');
  if (!form) return wpErrorResponse('wpcf7_not_found', CF7_MESSAGES.form_not_found, 404);
  const maps = refillMaps(issueContactFormChallenges(shop, form));
  return wpJson(Object.keys(maps).length > 0 ? maps : []);
});
