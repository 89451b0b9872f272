import { createFakeShop, CREATE_NONCE, seedDemoWishlists, visitorWishlists, wishlistNonce, type FakeShop } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { handlePageRequest } from './routes';

// The premium popups' plain POSTs on the demo (docs/decisions-pending-popups.md): create a list
// (the create popup) and move a row (the table's move popup), each a notice and a redirect; and
// the switches that print the popups (`?move=popup`, `?multi_wishlist=1`).

const post = (shop: FakeShop, path: string, fields: Record<string, string>) =>
  handlePageRequest(shop, { method: 'POST', url: new URL(path, 'http://demo.test/'), sessionId: 'me', cookies: {}, form: new URLSearchParams(fields) });
const get = (shop: FakeShop, path: string) => {
  const result = handlePageRequest(shop, { method: 'GET', url: new URL(path, 'http://demo.test/'), sessionId: 'me', cookies: {} });
  if (!('html' in result)) throw new Error(`redirected to ${result.location}`);
  return result.html;
};

describe('the demo wishlist popups', () => {
  it('creates a list from the create form, then shows it; an empty name or a bad nonce creates nothing', () => {
    const shop = createFakeShop();
    seedDemoWishlists(shop, 'me');
    expect(post(shop, '/wishlist/create/', { create_wishlist: '1', wishlist_name: '', yith_wcwl_create: CREATE_NONCE })).toMatchObject({ status: 302, location: '/wishlist/' });
    expect(post(shop, '/wishlist/create/', { create_wishlist: '1', wishlist_name: 'x', yith_wcwl_create: 'bad' })).toMatchObject({ location: '/wishlist/' });
    expect(visitorWishlists(shop, 'me')).toHaveLength(2);
    const created = post(shop, '/wishlist/create/', { create_wishlist: '1', wishlist_name: 'ของแต่งบ้าน', wishlist_visibility: '2', yith_wcwl_create: CREATE_NONCE });
    const list = visitorWishlists(shop, 'me').find((w) => w.name === 'ของแต่งบ้าน')!;
    expect(list.privacy).toBe(2);
    expect(created).toEqual({ status: 302, location: `/wishlist/view/${list.token}/` });
    expect(get(shop, `/wishlist/view/${list.token}/`)).toContain('สร้างรายการโปรดเรียบร้อยแล้ว');
  });

  it("moves the row_id's item to new_wishlist_id (a numeric id) and goes back to the origin with the popup", () => {
    const shop = createFakeShop();
    const [origin, other] = seedDemoWishlists(shop, 'me');
    const nonce = wishlistNonce(shop, 'move_to_another_wishlist');
    const action = `/wishlist/view/${origin!.token}/?move_to_another_wishlist=${origin!.token}&move_to_another_wishlist_nonce=${nonce}`;
    expect(post(shop, action, { row_id: '231', new_wishlist_id: String(other!.id) })).toEqual({ status: 302, location: `/wishlist/view/${origin!.token}/?move=popup` });
    const [after, destination] = visitorWishlists(shop, 'me');
    expect(after!.items.map((i) => i.productId)).not.toContain(231);
    expect(destination!.items.map((i) => i.productId)).toContain(231);
    const page = get(shop, `/wishlist/view/${origin!.token}/?move=popup`);
    expect(page).toContain('ย้ายสินค้าไปที่ ของขวัญปีใหม่ แล้ว');
    expect(page).toContain('<div id="move_to_another_wishlist">');
    expect(page).toContain('data-rel="prettyPhoto[move_to_another_wishlist]"');
    expect(page).toContain('data-rel="prettyPhoto[create_wishlist]"');
  });

  it('prints the add popup and the multi-wishlist config on a product page with ?multi_wishlist=1 only', () => {
    const shop = createFakeShop();
    const product = shop.catalogue.products.find((p) => p.id === 102)!;
    const plain = get(shop, `/product/${product.slug}/`);
    const multi = get(shop, `/product/${product.slug}/?multi_wishlist=1`);
    expect(plain).not.toContain('open-pretty-photo');
    expect(multi).toContain(`href="#add_to_wishlist_popup_${product.id}_`);
    expect(multi).toMatch(/"multiWishlist":\s*true/);
    expect(multi).toMatch(/"modalEnable":\s*true/);
  });
});
