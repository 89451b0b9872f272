import { createFakeShop, defaultWishlist, seedDemoWishlists, visitorWishlists, wishlistNonce, type FakeShop } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { handlePageRequest, type PageRequest } from './routes';

// Without JavaScript every link and form of the row and list actions works as the plugin's form
// handlers answer them (issue 13): the remove links (`?remove_from_wishlist=`), the manage page and
// its form, the widget on the wishlist page, and the product page's "remove" template.

const SESSION = 'actions-route';

function request(shop: FakeShop, method: string, path: string, form?: URLSearchParams) {
  const input: PageRequest = { method, url: new URL(path, 'http://demo.test/'), sessionId: SESSION, cookies: {}, ...(form ? { form } : {}) };
  return handlePageRequest(shop, input);
}

function page(shop: FakeShop, path: string): string {
  const result = request(shop, 'GET', path);
  if (!('html' in result)) throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result.html;
}

const productIds = (shop: FakeShop) => defaultWishlist(shop, SESSION)!.items.map((item) => item.productId);

describe('demo: the wishlist actions without JavaScript', () => {
  it('prints the manage link and the widget with its remove-from-all links on the wishlist page', () => {
    const shop = createFakeShop();
    const html = page(shop, '/wishlist/');
    expect(html).toContain('<a class="manage" href="/wishlist/manage/">');
    const id = defaultWishlist(shop, SESSION)!.id;
    expect(html).toMatch(new RegExp(`class="remove remove_from_all_wishlists" data-product-id="101" data-wishlist-id="${id}"`));
    expect(html).toContain(`href="/wishlist/?remove_from_wishlist=101&amp;_wpnonce=${wishlistNonce(shop, 'remove_from_wishlist')}"`);
  });

  it('answers ?remove_from_wishlist= with the nonce: removed, a notice, back to the page without the query', () => {
    const shop = createFakeShop();
    seedDemoWishlists(shop, SESSION);
    expect(request(shop, 'GET', '/wishlist/?remove_from_wishlist=231&_wpnonce=wrong')).toEqual({ status: 302, location: '/wishlist/' });
    expect(productIds(shop)).toContain(231);
    const nonce = wishlistNonce(shop, 'remove_from_wishlist');
    expect(request(shop, 'GET', `/wishlist/?remove_from_wishlist=231&_wpnonce=${nonce}`)).toEqual({ status: 302, location: '/wishlist/' });
    expect(productIds(shop)).not.toContain(231);
    expect(page(shop, '/wishlist/')).toContain('ลบสินค้าออกจากรายการโปรดแล้ว');
    // On a list's own page, from that list.
    const gift = visitorWishlists(shop, SESSION).find((w) => !w.isDefault)!;
    const first = gift.items[0]!.productId;
    request(shop, 'GET', `/wishlist/view/${gift.token}/?remove_from_wishlist=${first}&_wpnonce=${nonce}`);
    expect(visitorWishlists(shop, SESSION).find((w) => w.id === gift.id)!.items.map((i) => i.productId)).not.toContain(first);
  });

  it('shows the manage page and saves its form: visibility and names, with the edit nonce only', () => {
    const shop = createFakeShop();
    const html = page(shop, '/wishlist/manage/');
    expect(html).toContain('wishlist_manage_table');
    const gift = visitorWishlists(shop, SESSION).find((w) => !w.isDefault)!;
    const post = (nonce: string) =>
      request(
        shop,
        'POST',
        '/wishlist/manage/',
        new URLSearchParams([
          ['update_wishlist_options', 'บันทึก'],
          ['yith_wcwl_edit_wishlist', nonce],
          [`wishlist_options[${gift.id}][wishlist_name]`, 'ของขวัญ'],
          [`wishlist_options[${gift.id}][wishlist_privacy]`, '2'],
        ]),
      );
    expect(post('wrong')).toEqual({ status: 302, location: '/wishlist/manage/' });
    expect(visitorWishlists(shop, SESSION).find((w) => w.id === gift.id)!.privacy).toBe(1);
    expect(post(shop.settings.nonces.yith_wcwl_edit_wishlist!)).toEqual({ status: 302, location: '/wishlist/manage/' });
    const saved = visitorWishlists(shop, SESSION).find((w) => w.id === gift.id)!;
    expect(saved.privacy).toBe(2);
    expect(saved.name).toBe('ของขวัญ');
    expect(page(shop, '/wishlist/manage/')).toContain('บันทึกการเปลี่ยนแปลงแล้ว');
  });

  it("prints the add button's remove template on a product page with ?wishlist_button=remove", () => {
    const shop = createFakeShop();
    page(shop, '/wishlist/');
    const html = page(shop, '/wishlist/');
    const href = /<a href="(\/product\/[^"]+\/)"/.exec(html.slice(html.indexOf('data-row-id="322"')))![1]!;
    const product = page(shop, `${href}?wishlist_button=remove`);
    expect(product).toMatch(/<a href="[^"]*\?remove_from_wishlist=322&amp;_wpnonce=\w+" class="delete_item" data-item-id="\d+" data-product-id="322"/);
    expect(page(shop, href)).not.toContain('class="delete_item"');
  });
});
