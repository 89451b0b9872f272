// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $, parse } from '../../cart/markup/test-fixtures';
import { findProduct } from '../../catalogue/catalogue';
import { addWishlistItem } from '../add-item';
import { wishlistNonce } from '../nonces';
import { LOT, PLAIN, wishlistShop } from '../test-fixtures';
import { addToWishlistRemoveMarkup } from './add-to-wishlist-remove';
import { wishlistItemsWidgetMarkup } from './items-widget';

describe('the premium wishlist widget (research §2.13)', () => {
  it('lists the default list with a remove-from-all × per line, its href the form handler’s remove link', () => {
    const shop = wishlistShop();
    const list = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 }).wishlist!;
    addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', now: 2 });
    const doc = parse(wishlistItemsWidgetMarkup(shop, 'me', '/wishlist/'));
    const links = [...doc.querySelectorAll('.content ul.cart_list.product_list_widget li a.remove_from_all_wishlists')];
    // In the list's order: the newest first.
    expect(links.map((a) => [a.getAttribute('data-product-id'), a.getAttribute('data-wishlist-id')])).toEqual([
      [String(LOT.id), String(list.id)],
      [String(PLAIN.id), String(list.id)],
    ]);
    expect(links[1]!.getAttribute('href')).toBe(`/wishlist/?remove_from_wishlist=${PLAIN.id}&_wpnonce=${wishlistNonce(shop, 'remove_from_wishlist')}`);
    expect(links[1]!.getAttribute('aria-label')).toContain(PLAIN.name);
  });

  it('says the list is empty when it is', () => {
    const doc = parse(wishlistItemsWidgetMarkup(wishlistShop(), 'nobody', '/wishlist/'));
    expect(doc.querySelector('a.remove_from_all_wishlists')).toBeNull();
    expect($(doc, '.content').textContent).toContain('ยังไม่มีสินค้าในรายการโปรด');
  });
});

describe("the add button's remove template (research §2.3)", () => {
  it('prints a.delete_item with the shop-wide item id for a product in a list, the plain add block otherwise', () => {
    const shop = wishlistShop();
    const { wishlist } = addWishlistItem(shop, { sessionId: 'me', productId: String(PLAIN.id), wishlistId: '', now: 1 });
    const item = wishlist!.items.find((i) => i.productId === PLAIN.id)!;
    const product = findProduct(shop.catalogue, PLAIN.id)!;
    const doc = parse(addToWishlistRemoveMarkup(shop, 'me', product, { isSingle: true, baseUrl: '/product/x/' }));
    const block = $(doc, `.yith-wcwl-add-to-wishlist.add-to-wishlist-${PLAIN.id}.exists.wishlist-fragment[data-fragment-ref="${PLAIN.id}"]`);
    const link = $(block, '.yith-wcwl-add-button a.delete_item');
    expect(link.getAttribute('data-item-id')).toBe(String(item.id));
    expect(link.getAttribute('data-product-id')).toBe(String(PLAIN.id));
    expect(link.getAttribute('href')).toBe(`/product/x/?remove_from_wishlist=${PLAIN.id}&_wpnonce=${wishlistNonce(shop, 'remove_from_wishlist')}`);
    expect($(block, 'a.view-wishlist').getAttribute('href')).toContain(`/view/${wishlist!.token}/`);
    const other = parse(addToWishlistRemoveMarkup(shop, 'me', findProduct(shop.catalogue, LOT.id)!, {}));
    expect(other.querySelector('a.delete_item')).toBeNull();
    expect(other.querySelector('a.add_to_wishlist')).not.toBeNull();
  });
});
