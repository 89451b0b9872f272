import type { EndpointDefinition } from '../router/registry';
import { addToCart } from './add-to-cart';
import { getRefreshedFragments } from './get-refreshed-fragments';
import { mockMedia } from './mock-media';
import { removeFromCart } from './remove-from-cart';
import { searchSuggestions } from './search-suggestions';
import { taiowcUpdateItemQuantity } from './taiowc-update-item-quantity';
import { updateOrderReview } from './update-order-review';

// Every endpoint the fake WordPress serves. A new endpoint is a new file plus one line here.
export const endpoints: readonly EndpointDefinition[] = [
  searchSuggestions,
  mockMedia,
  getRefreshedFragments,
  addToCart,
  removeFromCart,
  taiowcUpdateItemQuantity,
  updateOrderReview,
];
