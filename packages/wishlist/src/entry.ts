// The script-tag entry: loading this file enhances the page's add-to-wishlist buttons.
import { registerWidget } from '@talat/core';
import { wishlistWidget } from './mount';

registerWidget(wishlistWidget);
