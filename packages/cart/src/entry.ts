// The script-tag entry: loading this file enhances the page's add-to-cart buttons, mini-cart and
// side cart. The page-level cart mounts on <body> first; each side-cart drawer then joins it.
import { registerWidget } from '@talat/core';
import { cartWidget, sideCartWidget } from './mount';

registerWidget(cartWidget);
registerWidget(sideCartWidget);
