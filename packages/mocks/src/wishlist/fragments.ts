import { intval } from '../endpoints/php-values';
import type { FakeShop } from '../shop';
import { renderAddToWishlist } from './markup/add-to-wishlist';
import { decodeFragmentOptions, optionText, type FragmentOptions } from './markup/fragment-options';
import { wishlistShortcodeMarkup } from './markup/wishlist-shortcode';

// YITH_WCWL_Ajax_Handler::refresh_fragments(): every fragment the script sent (key → options)
// rendered again from its options, by its `item`: the add-to-wishlist block or the wishlist
// shortcode. A fragment without `item`, or with one the fake has no template for (the plugin's
// widgets), gets no entry and ''. Keys come back as sent, so the script finds its elements.

/** Raw options by fragment key, as the request carried them (strings, or JSON scalars). */
export type FragmentsParam = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** PHP's empty array, which wp_send_json() prints as `[]`. */
export type EmptyPhpArray = readonly never[];

export interface RefreshContext {
  readonly sessionId: string;
  /** The template when a wishlist fragment does not say (`is_mobile`): wp_is_mobile(). */
  readonly mobileByDefault: boolean;
}

function render(shop: FakeShop, context: RefreshContext, options: FragmentOptions): string | undefined {
  switch (options.item) {
    case 'add_to_wishlist':
      return renderAddToWishlist(shop, context.sessionId, options);
    case 'wishlist': {
      const isMobile = options.is_mobile === 'yes' ? true : options.is_mobile === 'no' ? false : context.mobileByDefault;
      const page = intval(optionText(options, 'current_page'));
      const perPage = intval(optionText(options, 'per_page'));
      const pagination = optionText(options, 'pagination');
      const layout = optionText(options, 'layout');
      const moveType = optionText(options, 'move_to_another_wishlist_type');
      return wishlistShortcodeMarkup(shop, context.sessionId, {
        ...(moveType === 'popup' || moveType === 'select' ? { moveType } : {}),
        wishlistId: optionText(options, 'wishlist_id'),
        ...(layout === 'images' ? { layout } : {}),
        currentPage: page > 0 ? page : 1,
        isMobile,
        ...(pagination === 'yes' || pagination === 'no' ? { pagination } : {}),
        ...(perPage > 0 ? { perPage } : {}),
      });
    }
    case undefined:
      return undefined;
    default:
      return '';
  }
}

export function refreshFragments(
  shop: FakeShop,
  context: RefreshContext,
  fragments: FragmentsParam | undefined,
): Record<string, string> | EmptyPhpArray {
  const result: Record<string, string> = {};
  for (const [key, raw] of Object.entries(fragments ?? {})) {
    const html = render(shop, context, decodeFragmentOptions(raw));
    if (html !== undefined) result[key] = html;
  }
  return Object.keys(result).length > 0 ? result : [];
}
