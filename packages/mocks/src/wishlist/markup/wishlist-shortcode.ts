import type { FakeShop } from '../../shop';
import { askEstimatePopupMarkup } from './ask-estimate';
import { createPopupMarkup } from './create-popup';
import { frequentlyBoughtMarkup } from './frequently-bought';
import { movePopupMarkup } from './move-popup';
import { wishlistFooterMarkup } from './wishlist-footer';
import { wishlistHeaderMarkup } from './wishlist-header';
import { wishlistImagesMarkup } from './wishlist-images';
import { wishlistMobileMarkup } from './wishlist-mobile';
import { wishlistTableMarkup } from './wishlist-table';
import { wishlistView, type WishlistViewRequest } from './wishlist-view';

// The `[yith_wcwl_wishlist]` shortcode's whole output: the form (the fragment the script replaces),
// then what the plugin prints after it: the ask-an-estimate popup, the move popup and the
// create popup with its link, and the frequently-bought slider. The wishlist page prints it; a 'wishlist' fragment answers it, and the
// script takes the form out of it by its classes.

export function wishlistShortcodeMarkup(shop: FakeShop, sessionId: string, request: WishlistViewRequest = {}): string {
  const view = wishlistView(shop, sessionId, request);
  const { wishlist } = view;
  const owned = wishlist !== undefined && view.isOwner;
  return (
    wishlistHeaderMarkup(view, sessionId) +
    (view.isMobile ? wishlistMobileMarkup(view) : view.layout === 'images' ? wishlistImagesMarkup(view) : wishlistTableMarkup(view)) +
    wishlistFooterMarkup(view) +
    (owned && view.count > 0 ? askEstimatePopupMarkup(wishlist, view.links.view(wishlist)) : '') +
    (owned && view.moveType === 'popup' ? movePopupMarkup(view) : '') +
    (owned ? createPopupMarkup(view.links) : '') +
    frequentlyBoughtMarkup(view)
  );
}
