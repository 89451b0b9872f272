import { describe, expect, it } from 'vitest';
import { fragmentsFromEntries, fragmentsFromJson } from './read-fragments';

describe('reading the fragments parameter', () => {
  it('groups fragments[key][option] pairs, keeping the dots of the key', () => {
    expect(
      fragmentsFromEntries([
        ['action', 'load_fragments'],
        ['fragments[a.b-1.c][product_id]', '1'],
        ['fragments[a.b-1.c][item]', 'add_to_wishlist'],
        ['fragments[woocommerce.yith-wcwl-form.wishlist-fragment][item]', 'wishlist'],
        ['fragments[scalar]', 'ignored'],
      ]),
    ).toEqual({
      'a.b-1.c': { product_id: '1', item: 'add_to_wishlist' },
      'woocommerce.yith-wcwl-form.wishlist-fragment': { item: 'wishlist' },
    });
    expect(fragmentsFromEntries([['nonce', 'x']])).toBeUndefined();
  });

  it('takes the object of a JSON body, dropping entries that are not objects', () => {
    expect(fragmentsFromJson({ a: { item: 'wishlist', is_mobile: 'no' }, b: 'x', c: [1] })).toEqual({ a: { item: 'wishlist', is_mobile: 'no' } });
    expect(fragmentsFromJson([])).toBeUndefined();
    expect(fragmentsFromJson(undefined)).toBeUndefined();
  });
});
