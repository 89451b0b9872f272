// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyVariation, variationIdsOf } from './variations';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A variable product's button as YITH prints it: data-original-product-id is 0 for a parent (research §4.2). */
const variableProduct = `
  <form class="variations_form cart" data-product_id="40"></form>
  <div class="yith-wcwl-add-to-wishlist add-to-wishlist-40 wishlist-fragment on-first-load" data-fragment-ref="40"
       data-fragment-options='{"product_id":40,"item":"add_to_wishlist"}'>
    <div class="yith-wcwl-add-button"><a class="add_to_wishlist" data-product-id="40" data-product-type="variable" data-original-product-id="0">Add</a></div>
  </div>
  <div class="yith-wcwl-add-to-wishlist add-to-wishlist-50 wishlist-fragment" data-fragment-ref="50">
    <div class="yith-wcwl-add-button"><a class="add_to_wishlist" data-product-id="50" data-original-product-id="0">Other</a></div>
  </div>`;

describe('§3 Wishlist item: the chosen variation becomes the button’s product id', () => {
  it('moves the link, the container class, the fragment ref and options to the variation, and back on reset', () => {
    document.body.innerHTML = variableProduct;
    const link = document.querySelector<HTMLElement>('[data-product-type="variable"]')!;
    const container = link.closest<HTMLElement>('.yith-wcwl-add-to-wishlist')!;

    expect(applyVariation(document, '40', '41')).toEqual([container]);
    expect(link.dataset).toMatchObject({ productId: '41', originalProductId: '40' });
    expect(container.classList.contains('add-to-wishlist-41')).toBe(true);
    expect(container.classList.contains('add-to-wishlist-40')).toBe(false);
    expect(container.dataset.fragmentRef).toBe('41');
    expect(JSON.parse(container.dataset.fragmentOptions!)).toEqual({ product_id: '41', item: 'add_to_wishlist' });

    // Another variation of the same product: found by its original id.
    applyVariation(document, '40', '42');
    expect(link.dataset).toMatchObject({ productId: '42', originalProductId: '40' });

    expect(applyVariation(document, '40', null)).toEqual([container]);
    expect(link.dataset).toMatchObject({ productId: '40', originalProductId: '' });
    expect(container.classList.contains('add-to-wishlist-40')).toBe(true);
    expect(container.dataset.fragmentRef).toBe('40');
    // Other products are left alone.
    expect(document.querySelector<HTMLElement>('[data-product-id="50"]')).not.toBeNull();
  });

  it("reads the ids from WooCommerce's event, and refuses an event without them", () => {
    document.body.innerHTML = variableProduct;
    const form = document.querySelector('.variations_form');
    expect(variationIdsOf(form, { variation_id: 41 })).toEqual({ parentId: '40', variationId: '41' });
    expect(variationIdsOf(form, {})).toBeNull();
    expect(variationIdsOf(null, { variation_id: 41 })).toBeNull();
  });
});
