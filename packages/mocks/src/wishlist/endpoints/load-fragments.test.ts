import { describe, expect, it } from 'vitest';
import { addToWishlistFragmentOptions, addToWishlistMarkup } from '../markup/add-to-wishlist';
import { buttonKey, callJson, fragmentPairs, LOT, PLAIN, wishlistShop } from '../test-fixtures';

describe('§7 Wishlist: load_fragments', () => {
  it('answers { fragments } rendered from the options sent, for this visitor', async () => {
    const shop = wishlistShop();
    await callJson(shop, 'add_to_wishlist', { add_to_wishlist: String(PLAIN.id) });
    const options = (id: typeof PLAIN) => Object.fromEntries(Object.entries(addToWishlistFragmentOptions(shop, 'me', id)).map(([k, v]) => [k, String(v)]));
    const fragments = { [buttonKey(PLAIN.id)]: options(PLAIN), [buttonKey(LOT.id)]: options(LOT) };
    expect(await callJson(shop, 'load_fragments', fragmentPairs(fragments))).toEqual({
      fragments: { [buttonKey(PLAIN.id)]: addToWishlistMarkup(shop, 'me', PLAIN), [buttonKey(LOT.id)]: addToWishlistMarkup(shop, 'me', LOT) },
    });
    const yours = (await callJson(shop, 'load_fragments', fragmentPairs(fragments), { session: 'you' })).fragments as Record<string, string>;
    expect(yours[buttonKey(PLAIN.id)]).toContain('add_to_wishlist single_add_to_wishlist');
  });

  it('answers { result: false } for a refused nonce and { fragments: [] } for none sent', async () => {
    const shop = wishlistShop();
    const fragments = fragmentPairs({ [buttonKey(PLAIN.id)]: { product_id: PLAIN.id, item: 'add_to_wishlist' } });
    expect(await callJson(shop, 'load_fragments', fragments, { nonce: 'stale' })).toEqual({ result: false });
    expect(await callJson(shop, 'load_fragments', {})).toEqual({ fragments: [] });
  });
});
