import { defineWcAjax } from '../router/registry';
import { fragmentsReply } from './cart-reply';

// §7 Cart: POST /?wc-ajax=get_refreshed_fragments. The `time` field only defeats caches; any
// method works, and the answer is always 200 JSON, even for an empty cart.
export const getRefreshedFragments = defineWcAjax('get_refreshed_fragments', (request, shop) =>
  fragmentsReply(shop, request),
);
