import type { EndpointDefinition } from '../router/registry';
import { addToCart } from './add-to-cart';
import { getRefreshedFragments } from './get-refreshed-fragments';
import { mockMedia } from './mock-media';
import { removeFromCart } from './remove-from-cart';
import { searchSuggestions } from './search-suggestions';
import { taiowcUpdateItemQuantity } from './taiowc-update-item-quantity';
import { updateOrderReview } from './update-order-review';
import { contactFormFeedback } from './contact-form-feedback';
import { contactFormRefill } from './contact-form-refill';
import { contactFormSchemaRoute } from './contact-form-schema';
import { wpcf7CaptchaImage } from './wpcf7-captcha-image';
import { verifyFormCaptcha } from './verify-form-captcha';
import { saveFormData } from './save-form-data';
import { wishlistEndpoints } from '../wishlist/endpoints/index';
import { compareEndpoints } from '../compare/endpoints/index';
import { paymentEndpoints } from '../payment/endpoints/index';
import { documentEndpoints } from '../documents/endpoints/index';
import { userEndpoints } from '../user/endpoints/index';
import { attributionEndpoints } from '../attribution/checkout-endpoints';

// Every endpoint the fake WordPress serves. A new endpoint is a new file plus one line here.
export const endpoints: readonly EndpointDefinition[] = [
  searchSuggestions,
  mockMedia,
  getRefreshedFragments,
  addToCart,
  removeFromCart,
  taiowcUpdateItemQuantity,
  updateOrderReview,
  contactFormFeedback,
  contactFormRefill,
  contactFormSchemaRoute,
  wpcf7CaptchaImage,
  verifyFormCaptcha,
  saveFormData,
  ...wishlistEndpoints,
  ...compareEndpoints,
  ...paymentEndpoints,
  ...documentEndpoints,
  ...userEndpoints,
  ...attributionEndpoints,
];
