import { createClient, type TalatClient } from '@talat/client/all';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cartItemKey } from './cart/cart-keys';
import { clearCart } from './cart/cart-state';
import { findProduct, listProducts } from './catalogue/catalogue';
import { startMockServer } from './node';
import { addToWishlistFragmentOptions } from './wishlist/markup/add-to-wishlist';
import { wishlistNonce } from './wishlist/nonces';
import { clearVisitorWishlists, defaultWishlist, findWishlist, visitorWishlists } from './wishlist/wishlist-state';

// DESIGN "Tests": the shared client against the fake WordPress itself, so the two cannot drift
// apart unnoticed. Each later endpoint adds its call here.
const { server, shop } = startMockServer();
afterEach(() => shop.faults.clear());
afterAll(() => server.close());

const client: TalatClient = createClient({
  ajaxUrl: '/wp-admin/admin-ajax.php',
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  baseUrl: 'http://shop.test',
});

describe('client ↔ fake WordPress contract', () => {
  it('search: the fake answers what the client types, row kinds included', async () => {
    const { suggestions } = await client.search.getSuggestions({ match: 'ยาดม', nonce: shop.settings.nonces.thaps_nonce });
    const kinds = new Set(suggestions.map((s) => s.type));
    expect(kinds).toEqual(new Set(['heading', 'taxonomy-product-cat', 'taxonomy-post-cat', 'product', 'more_item']));
    const product = suggestions.find((s) => s.type === 'product')!;
    expect(product.value).toContain('ยาดม');
    expect(product.url).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    expect(product.sku).toMatch(/^[A-Z0-9-]+$/);
    expect(product.price).toContain('woocommerce-Price-amount');
    expect(suggestions.at(-1)).toMatchObject({ type: 'more_item', value: '', text: 'ดูสินค้าทั้งหมด' });
  });

  it('search: a miss is one no-result row', async () => {
    const { suggestions } = await client.search.getSuggestions({ match: 'zzzz' });
    expect(suggestions).toEqual([expect.objectContaining({ type: 'no-result' })]);
  });

  it.each([
    [{ status: 500 }, { kind: 'http', status: 500 }],
    [{ status: 403, wpError: { code: 'rest_forbidden', message: 'ห้าม' } }, { kind: 'server', status: 403, code: 'rest_forbidden' }],
    [{ invalidJson: true as const }, { kind: 'invalid-json' }],
  ])('search: an injected fault %j reaches the caller as %j', async (fault, expected) => {
    shop.faults.add({ endpoint: 'thaps_ajax_get_search_value', ...fault });
    await expect(client.search.getSuggestions({ match: 'ขวด' })).rejects.toMatchObject(expected);
  });

  it('search: a hanging endpoint ends with the client time-out', async () => {
    shop.faults.add({ endpoint: 'thaps_ajax_get_search_value', hang: true });
    await expect(client.search.getSuggestions({ match: 'ขวด' }, { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  // The client keeps no cookies in Node, so every cart call below lands in the shared guest cart.
  const inStock = () => listProducts(shop.catalogue).find((p) => p.stockStatus === 'instock' && p.maxQty === null)!;
  const FRAGMENT_KEYS = [
    'div.widget_shopping_cart_content',
    '.taiowc-cart-count',
    '.taiowc-cart-total-wrap',
    '.taiowc-cart-model-body',
    '.taiowc-cart-model-footer',
    '.taiowc-notice-container',
  ];

  it('cart: add, update, remove and refresh come back as the CartResult the client types', async () => {
    clearCart(shop, 'guest');
    const product = inStock();
    const added = await client.cart.addToCart({ product_id: String(product.id), quantity: '2', product_sku: product.sku });
    expect(Object.keys(added.fragments ?? {})).toEqual(FRAGMENT_KEYS);
    expect(added.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const key = cartItemKey(product.id);
    const updated = await client.cart.updateItemQuantity({ cart_key: key, new_qty: 3, security: shop.settings.nonces.taiowc_update_qty_nonce! });
    expect(updated.fragments?.['.taiowc-notice-container']).toContain('อัปเดตตะกร้าแล้ว');
    expect(updated.cart_hash).not.toBe(added.cart_hash);
    const refreshed = await client.cart.getRefreshedFragments({ time: Date.now() });
    expect(refreshed.cart_hash).toBe(updated.cart_hash);
    expect(refreshed.fragments?.['.taiowc-cart-model-body']).toBe(updated.fragments?.['.taiowc-cart-model-body']);
    expect(await client.cart.removeFromCart({ cart_item_key: key })).toMatchObject({ cart_hash: '' });
    expect(await client.cart.removeFromCart({ cart_item_key: key })).toEqual({ success: false });
  });

  it('cart: a refused add is error + product_url, as the client types it', async () => {
    const soldOut = listProducts(shop.catalogue).find((p) => p.stockStatus === 'outofstock')!;
    expect(await client.cart.addToCart({ product_id: String(soldOut.id) })).toEqual({
      error: true,
      product_url: `/product/${findProduct(shop.catalogue, soldOut.id)!.slug}/`,
    });
  });

  it('cart: a hanging fragment refresh ends with the client time-out', async () => {
    shop.faults.add({ endpoint: 'get_refreshed_fragments', hang: true });
    await expect(client.cart.getRefreshedFragments({}, { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  // §7 Wishlist: every action, as the client sends it, against the fake's YITH handlers. The client
  // keeps no cookies in Node, so every call is the guest visitor's.
  describe('wishlist', () => {
    const GUEST = 'guest';
    const nonce = (action: Parameters<typeof wishlistNonce>[1]) => wishlistNonce(shop, action);
    const FORM = 'woocommerce.yith-wcwl-form.wishlist-fragment';
    const buttonKey = (id: number) => `yith-wcwl-add-to-wishlist.add-to-wishlist-${id}.yith-wcwl-add-to-wishlist--link-style.wishlist-fragment.on-first-load`;
    const products = () => listProducts(shop.catalogue).filter((p) => p.stockStatus === 'instock').slice(0, 3);
    const addDefault = (id: number) => client.wishlist.addToWishlist({ nonce: nonce('add_to_wishlist'), add_to_wishlist: id, product_type: 'simple', wishlist_id: 0 });

    afterEach(() => clearVisitorWishlists(shop, GUEST));

    it('add_to_wishlist: result, message, fragments and user_wishlists come back as the client types them', async () => {
      const [product] = products();
      const options = addToWishlistFragmentOptions(shop, GUEST, product!);
      const added = await client.wishlist.addToWishlist({
        nonce: nonce('add_to_wishlist'),
        add_to_wishlist: product!.id,
        product_type: 'simple',
        wishlist_id: 0,
        fragments: { [buttonKey(product!.id)]: options, [FORM]: { item: 'wishlist' } },
      });
      const list = defaultWishlist(shop, GUEST)!;
      expect(added).toEqual({
        result: 'true',
        message: 'เพิ่มสินค้าแล้ว!',
        fragments: { [buttonKey(product!.id)]: expect.stringContaining('yith-wcwl-wishlistaddedbrowse'), [FORM]: expect.stringContaining(`data-row-id="${product!.id}"`) },
        user_wishlists: [{ id: String(list.id), wishlist_name: 'รายการโปรดของฉัน', default: true, add_to_this_wishlist_url: expect.stringContaining(`/wishlist/view/${list.token}/?add_to_wishlist=${product!.id}`) }],
      });
      expect(await addDefault(product!.id)).toMatchObject({ result: 'exists' });
      expect(await client.wishlist.addToWishlist({ nonce: 'stale', add_to_wishlist: product!.id })).toEqual({ result: 'false' });
    });

    it("add_to_wishlist from the popup: a 'new' list by name and visibility, or 'error' without a name", async () => {
      const [product] = products();
      const popup = { nonce: nonce('add_to_wishlist'), add_to_wishlist: product!.id, product_type: 'simple', wishlist_id: 'new' };
      expect(await client.wishlist.addToWishlist({ ...popup, wishlist_name: '', wishlist_visibility: 0 })).toMatchObject({ result: 'error', message: 'กรุณาตั้งชื่อรายการโปรด' });
      const created = await client.wishlist.addToWishlist({ ...popup, wishlist_name: 'ของขวัญ', wishlist_visibility: 1 });
      expect(created.user_wishlists).toEqual([expect.objectContaining({ wishlist_name: 'ของขวัญ', default: false })]);
      expect(visitorWishlists(shop, GUEST)).toMatchObject([{ name: 'ของขวัญ', privacy: 1 }]);
    });

    it('remove_from_wishlist, update_item_quantity and sort_wishlist_items act on the rows the table names', async () => {
      const [a, b, c] = products();
      for (const p of [a, b, c]) await addDefault(p!.id);
      const list = defaultWishlist(shop, GUEST)!;
      await expect(client.wishlist.updateItemQuantity({ nonce: nonce('update_item_quantity'), product_id: b!.id, wishlist_token: list.token, quantity: 12 })).resolves.toBeUndefined();
      await expect(client.wishlist.sortItems({ nonce: nonce('sort_wishlist_items'), positions: [a!.id, b!.id, c!.id], wishlist_token: list.token, page: 1, per_page: 5 })).resolves.toBeUndefined();
      expect(findWishlist(shop, list.id)!.items.map((i) => [i.productId, i.quantity])).toEqual([[a!.id, 1], [b!.id, 12], [c!.id, 1]]);
      const removed = await client.wishlist.removeFromWishlist({
        nonce: nonce('remove_from_wishlist'),
        remove_from_wishlist: a!.id,
        wishlist_id: list.id,
        wishlist_token: list.token,
        fragments: { [FORM]: { item: 'wishlist', wishlist_id: list.id } },
      });
      expect(removed).toEqual({ fragments: { [FORM]: expect.stringContaining('ลบสินค้าออกจากรายการโปรดแล้ว') } });
      expect(findWishlist(shop, list.id)!.items.map((i) => i.productId)).toEqual([b!.id, c!.id]);
    });

    it('move_to_another_wishlist: the form-encoded call moves the row and answers result, message, user_wishlists and fragments', async () => {
      const [a, b] = products();
      await addDefault(a!.id);
      const gift = await client.wishlist.addToWishlist({ nonce: nonce('add_to_wishlist'), add_to_wishlist: b!.id, wishlist_id: 'new', wishlist_name: 'ของขวัญ' });
      const origin = defaultWishlist(shop, GUEST)!;
      const destination = visitorWishlists(shop, GUEST).find((w) => !w.isDefault)!;
      expect(gift.result).toBe('true');
      const moved = await client.wishlist.moveToAnotherWishlist({
        nonce: nonce('move_to_another_wishlist'),
        wishlist_token: origin.token,
        destination_wishlist_token: destination.token,
        item_id: a!.id,
        fragments: { [FORM]: { item: 'wishlist', wishlist_id: origin.id } },
      });
      expect(moved).toEqual({
        result: true,
        message: 'ย้ายสินค้าไปที่ ของขวัญ แล้ว',
        user_wishlists: [expect.objectContaining({ id: String(origin.id) }), expect.objectContaining({ id: String(destination.id) })],
        fragments: { [FORM]: expect.stringContaining('ยังไม่มีสินค้าในรายการโปรด') },
      });
      expect(findWishlist(shop, destination.id)!.items.map((i) => i.productId)).toContain(a!.id);
    });

    it('save_title and save_privacy: result and fragments, a falsy result for an empty title', async () => {
      const [a] = products();
      await addDefault(a!.id);
      const list = defaultWishlist(shop, GUEST)!;
      const fragments = { [FORM]: { item: 'wishlist', wishlist_id: list.id } };
      expect(await client.wishlist.saveTitle({ nonce: nonce('save_title'), wishlist_id: list.token, title: 'ของขวัญปีใหม่', fragments })).toEqual({
        result: true,
        fragments: { [FORM]: expect.stringContaining('<h2>ของขวัญปีใหม่</h2>') },
      });
      expect(await client.wishlist.saveTitle({ nonce: nonce('save_title'), wishlist_id: list.token, title: '' })).toEqual({ result: false });
      expect(await client.wishlist.savePrivacy({ nonce: nonce('save_privacy'), wishlist_id: list.id, privacy: 2, fragments })).toEqual({
        result: true,
        fragments: { [FORM]: expect.not.stringContaining('yith-wcwl-share') },
      });
      expect(findWishlist(shop, list.id)).toMatchObject({ name: 'ของขวัญปีใหม่', privacy: 2 });
    });

    it('delete_item and remove_from_all_wishlists take the product away', async () => {
      const [a, b] = products();
      await addDefault(a!.id);
      await addDefault(b!.id);
      const list = defaultWishlist(shop, GUEST)!;
      const item = list.items.find((i) => i.productId === a!.id)!;
      expect(await client.wishlist.deleteItem({ nonce: nonce('delete_item'), item_id: item.id, fragments: { [FORM]: { item: 'wishlist' } } })).toEqual({
        result: true,
        fragments: { [FORM]: expect.any(String) },
        message: 'ลบสินค้าออกจากรายการโปรดแล้ว',
      });
      await expect(client.wishlist.removeFromAllWishlists({ nonce: nonce('remove_from_all_wishlists'), prod_id: b!.id })).resolves.toEqual({ result: true });
      expect(findWishlist(shop, list.id)!.items).toEqual([]);
    });

    it('ask_an_estimate: the template on success, the message as an error otherwise', async () => {
      const [a] = products();
      await addDefault(a!.id);
      const token = defaultWishlist(shop, GUEST)!.token;
      expect(await client.wishlist.askAnEstimate({ nonce: nonce('ask_an_estimate'), fields: { ask_an_estimate: token, reply_email: 'a@b.th', additional_notes: 'ขอราคาส่ง' } })).toEqual({
        result: true,
        message: 'ส่งคำขอใบเสนอราคาแล้ว',
        template: expect.stringContaining("<div class='yith-wcwl-popup-content'>"),
      });
      expect(await client.wishlist.askAnEstimate({ nonce: nonce('ask_an_estimate'), fields: { ask_an_estimate: token } })).toEqual({
        result: false,
        message: 'กรุณากรอกอีเมลที่ถูกต้อง เพื่อให้เราติดต่อกลับได้',
        template: '',
      });
    });

    it('reload_wishlist_and_adding_elem, load_fragments and load_mobile answer markup for the page', async () => {
      const [a, b] = products();
      await addDefault(a!.id);
      const list = defaultWishlist(shop, GUEST)!;
      const html = await client.wishlist.reloadAndAdd({ nonce: nonce('reload_wishlist_and_adding_elem'), pagination: 'no', per_page: 5, wishlist_id: list.id, wishlist_token: list.token, add_to_wishlist: b!.id, product_type: 'simple' });
      expect(html.startsWith('<div><form id="yith-wcwl-form"')).toBe(true);
      expect(html).toContain(`data-row-id="${b!.id}"`);
      const options = addToWishlistFragmentOptions(shop, GUEST, a!);
      expect(await client.wishlist.loadFragments({ nonce: nonce('load_fragments'), fragments: { [buttonKey(a!.id)]: options } })).toEqual({
        fragments: { [buttonKey(a!.id)]: expect.stringContaining('yith-wcwl-wishlistexistsbrowse') },
      });
      expect(await client.wishlist.loadMobile({ nonce: nonce('load_mobile'), fragments: { [FORM]: { item: 'wishlist', is_mobile: 'yes' } } })).toEqual({
        fragments: { [FORM]: expect.stringContaining('wishlist_view responsive mobile') },
      });
    });

    it.each([
      ['add_to_wishlist', { status: 500 }, { kind: 'http', status: 500 }],
      ['save_title', { invalidJson: true as const }, { kind: 'invalid-json' }],
      ['update_item_quantity', { status: 403, wpError: { code: 'forbidden', message: 'ห้าม' } }, { kind: 'server', status: 403, code: 'forbidden' }],
    ] as const)('%s: an injected fault %j reaches the caller as %j', async (endpoint, fault, expected) => {
      shop.faults.add({ endpoint, ...fault });
      const calls = {
        add_to_wishlist: () => addDefault(101),
        save_title: () => client.wishlist.saveTitle({ nonce: nonce('save_title'), wishlist_id: 1, title: 'x' }),
        update_item_quantity: () => client.wishlist.updateItemQuantity({ nonce: nonce('update_item_quantity'), product_id: 101, wishlist_token: 'X', quantity: 2 }),
      };
      await expect(calls[endpoint]()).rejects.toMatchObject(expected);
    });

    it('a hanging sort ends with the client time-out', async () => {
      shop.faults.add({ endpoint: 'sort_wishlist_items', hang: true });
      await expect(client.wishlist.sortItems({ nonce: nonce('sort_wishlist_items'), positions: [1], wishlist_token: 'X', page: 1, per_page: 5 }, { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
    });
  });
});
