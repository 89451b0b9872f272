// @vitest-environment jsdom
import { vi } from 'vitest';
import { clickOn, describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { wishlistWidget } from './mount';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['startWishlistSession']);
});

/** The button YITH's add-to-wishlist.php prints for a simple product (docs/research/yith-wishlist.md §2.1–2.2). */
const BUTTON =
  '<div class="yith-wcwl-add-to-wishlist add-to-wishlist-15 wishlist-fragment on-first-load" data-fragment-ref="15" data-fragment-options=\'{"product_id":15,"item":"add_to_wishlist"}\'>' +
  '<div class="yith-wcwl-add-button"><a href="https://shop.example/?add_to_wishlist=15&amp;_wpnonce=abc" class="add_to_wishlist single_add_to_wishlist" data-product-id="15" data-product-type="simple" data-original-product-id="0" rel="nofollow"><span>เพิ่มในรายการโปรด</span></a></div></div>';

describeStandDown('wishlist', {
  definition: wishlistWidget,
  page: (doc) => void (doc.body.innerHTML = BUTTON),
  params: {
    handle: 'jquery-yith-wcwl',
    name: 'yith_wcwl_l10n',
    value: { ajax_url: '/wp-admin/admin-ajax.php', multi_wishlist: '', hide_add_button: '1', nonce: { add_to_wishlist_nonce: 'n-add', load_fragments_nonce: 'n-frag' } },
  },
  press: clickOn('a.add_to_wishlist'),
  chunk,
  // jquery.yith-wcwl.js binds its click on the document at jQuery's ready (unminified lines 11-19): a widget mounted after that sees it.
  ran: {
    handle: 'jquery-yith-wcwl',
    run: (_win, $) => {
      const add = vi.fn();
      $(document).on('click', '.add_to_wishlist', add);
      return add;
    },
  },
});
