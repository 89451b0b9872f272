import { isLiveRecaptchaToken } from '../lead-form/recaptcha-tokens';
import { defineAjaxAction } from '../router/registry';
import { wpDie } from '../router/responses';

// §7 Lead forms: action=verifyFormCaptcha&captcha_res={token}. The plugin asks Google's
// siteverify and echoes 'Yes' or 'No' as text/html. Checking does not spend the token: the save
// that follows carries the same token and spends it.
export const verifyFormCaptcha = defineAjaxAction('verifyFormCaptcha', (request, shop) =>
  wpDie(isLiveRecaptchaToken(shop, request.params.captcha_res ?? '') ? 'Yes' : 'No', 200),
);
