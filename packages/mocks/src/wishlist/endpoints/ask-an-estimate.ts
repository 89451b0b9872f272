import { defineAjaxAction } from '../../router/registry';
import { askForEstimate } from '../estimates';
import { WISHLIST_LABELS as L } from '../labels';
import { estimateSentTemplate } from '../markup/ask-estimate';
import { verifyWishlistNonce } from '../nonces';
import { bodyEntries, bodyField } from './post-fields';
import { requestSessionId, wishlistJson } from './wishlist-reply';

// §7 Wishlist: ask_an_estimate (premium, $_POST, form-encoded or multipart): every field of the
// popup form, `ask_an_estimate` being the list's token. Success is
// `{ result: true, message, template }`, the template replacing the form; a guest without a
// usable email gets `{ result: false, message, template: '' }`; an unknown list or someone else's
// `{ result: false, message }`; a refused nonce `{ result: false }`.

export const askAnEstimate = defineAjaxAction('ask_an_estimate', (request, shop) => {
  if (!verifyWishlistNonce(shop, 'ask_an_estimate', bodyField(request, 'nonce'))) return wishlistJson({ result: false });
  const outcome = askForEstimate(shop, requestSessionId(request), Object.fromEntries(bodyEntries(request)));
  if (outcome.sent) return wishlistJson({ result: true, message: L.estimateSent, template: estimateSentTemplate(shop) });
  if (outcome.reason === 'email') return wishlistJson({ result: false, message: outcome.message, template: '' });
  return wishlistJson({ result: false, message: outcome.message });
});
