import type { AddToWishlistResult } from '@talat/client';
import { describe, expect, it, vi } from 'vitest';
import { createAdder, type AdderOptions } from './adder';

const FAILED = 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง';

function adder(reply: AddToWishlistResult | Error | Promise<AddToWishlistResult>, overrides: Partial<AdderOptions> = {}) {
  const addToWishlist = vi.fn(async () => {
    if (reply instanceof Error) throw reply;
    return reply;
  });
  const options: AdderOptions = {
    addToWishlist,
    fragmentsFor: (productId) => ({ [`add-to-wishlist-${productId}.wishlist-fragment`]: { product_id: productId } }),
    cookiesEnabled: () => true,
    failedMessage: FAILED,
    ...overrides,
  };
  return { adder: createAdder(options), addToWishlist };
}

describe('§7 add_to_wishlist, with §4 and §5', () => {
  it('sends the product id, its type and the fragments to refresh, and no wishlist_id for a button without one (as YITH 3.38 and 4.0.1 send it)', async () => {
    const { adder: add, addToWishlist } = adder({ result: 'true', message: 'Product added!', fragments: { a: '<div class="a"></div>' } });
    const outcome = await add.add({ productId: '12', productType: 'simple' });
    expect(addToWishlist).toHaveBeenCalledWith({
      add_to_wishlist: '12',
      product_type: 'simple',
      fragments: { 'add-to-wishlist-12.wishlist-fragment': { product_id: '12' } },
    });
    // Not even an empty one: the real shop's PHP received none from the plugin's script (real-shop flows wishlist-compare, wishlist-4).
    expect(Object.keys((addToWishlist.mock.calls as unknown as Array<[object]>)[0]![0])).not.toContain('wishlist_id');
    expect(outcome).toEqual({ kind: 'added', result: 'true', message: 'Product added!', fragments: { a: '<div class="a"></div>' } });
  });

  it("sends the button's wishlist id when it has one", async () => {
    const { adder: add, addToWishlist } = adder({ result: 'true' });
    await add.add({ productId: '12', productType: 'simple', wishlistId: '3' });
    expect(addToWishlist).toHaveBeenCalledWith(expect.objectContaining({ add_to_wishlist: '12', wishlist_id: '3' }));
  });

  it("counts 'exists' as added, and hands on the user's wishlists for the dropdown", async () => {
    const wishlists = [{ id: '3', wishlist_name: 'ของขวัญ', default: false, add_to_this_wishlist_url: '/?add_to_wishlist=12&wishlist_id=3' }];
    const { adder: add } = adder({ result: 'exists', message: 'The product is already in your wishlist!', user_wishlists: wishlists });
    expect(await add.add({ productId: '12' })).toMatchObject({ kind: 'added', result: 'exists', wishlists });
  });

  it("sends the popup's name and visibility for a new wishlist, and nothing without a name", async () => {
    const { adder: add, addToWishlist } = adder({ result: 'true' });
    expect(await add.add({ productId: '12', wishlistId: 'new', name: ' ', visibility: '0' })).toEqual({ kind: 'invalid-name' });
    expect(addToWishlist).not.toHaveBeenCalled();
    await add.add({ productId: '12', wishlistId: 'new', name: 'ของขวัญ', visibility: '2' });
    expect(addToWishlist).toHaveBeenCalledWith(expect.objectContaining({ wishlist_id: 'new', wishlist_name: 'ของขวัญ', wishlist_visibility: '2' }));
  });

  it('sends nothing when cookies are off (§8 cookie alert)', async () => {
    const { adder: add, addToWishlist } = adder({ result: 'true' }, { cookiesEnabled: () => false });
    expect(await add.add({ productId: '12' })).toEqual({ kind: 'no-cookies' });
    expect(addToWishlist).not.toHaveBeenCalled();
  });

  it("reports the server's message for a refused add, and ours when it gave none or the call failed", async () => {
    expect(await adder({ result: 'error', message: 'An error occurred' }).adder.add({ productId: '12' })).toEqual({ kind: 'refused', message: 'An error occurred' });
    expect(await adder({ result: 'false' }).adder.add({ productId: '12' })).toEqual({ kind: 'refused', message: FAILED });
    expect(await adder({}).adder.add({ productId: '12' })).toEqual({ kind: 'refused', message: FAILED });
    expect(await adder(new Error('timed out')).adder.add({ productId: '12' })).toEqual({ kind: 'refused', message: FAILED });
  });

  it('takes one add per product at a time, and is ready again once it settles', async () => {
    let answer: (reply: AddToWishlistResult) => void = () => undefined;
    const { adder: add, addToWishlist } = adder(new Promise<AddToWishlistResult>((resolve) => (answer = resolve)));
    const first = add.add({ productId: '12' });
    expect(add.$adding.get().has('12')).toBe(true);
    expect(await add.add({ productId: '12' })).toEqual({ kind: 'busy' });
    // Another product is not held up.
    void add.add({ productId: '13' });
    expect(addToWishlist).toHaveBeenCalledTimes(2);
    answer({ result: 'true' });
    await first;
    expect(add.$adding.get().has('12')).toBe(false);
  });
});
