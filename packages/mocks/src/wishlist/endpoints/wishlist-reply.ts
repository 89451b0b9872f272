import { requestSessionId } from '../../endpoints/cart-reply';
import { wpDie, wpJson } from '../../router/responses';
import type { WpRequest } from '../../router/wp-request';
import type { FakeShop } from '../../shop';
import { refreshFragments, type EmptyPhpArray, type FragmentsParam } from '../fragments';
import { isMobileUserAgent } from '../user-agent';

// What the wishlist endpoints share: whose lists a request is about (the visitor's WooCommerce
// session, like the cart), fragments rendered for that visitor, and the plugin's two kinds of
// answer: wp_send_json() and a bare die() (200, empty body).

export { requestSessionId };

/** wp_send_json( $data ): 200 with a JSON body. */
export function wishlistJson(data: unknown): Response {
  return wpJson(data);
}

/** `die()`: the handlers that answer nothing (sort, quantity) and every refusal of theirs. */
export function emptyReply(): Response {
  return wpDie('', 200);
}

/** refresh_fragments() for the visitor who sent `request`. */
export function fragmentsFor(
  shop: FakeShop,
  request: WpRequest,
  fragments: FragmentsParam | undefined,
): Record<string, string> | EmptyPhpArray {
  return refreshFragments(
    shop,
    { sessionId: requestSessionId(request), mobileByDefault: isMobileUserAgent(request.headers.get('user-agent')) },
    fragments,
  );
}
