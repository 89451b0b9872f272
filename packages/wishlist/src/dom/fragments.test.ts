// @vitest-environment jsdom
import { loadMarkupDoor } from '@talat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { collectFragments, fragmentKey, fragmentSelector, replaceFragments } from './fragments';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The add button's container as YITH's add-to-wishlist.php prints it (research §2.1). */
const container = (id: string, extra = '') =>
  `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id} ${extra} wishlist-fragment on-first-load" data-fragment-ref="${id}" ` +
  `data-fragment-options='{"product_id":${id},"is_single":false,"item":"add_to_wishlist","list":[1],"nested":{"a":1}}'>` +
  `<div class="yith-wcwl-add-button"><a class="add_to_wishlist single_add_to_wishlist" data-product-id="${id}">Add</a></div></div>`;
const wishlistForm = `<form id="yith-wcwl-form" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options='{"wishlist_token":"AB12","is_user_owner":true}'><table class="wishlist_table"></table></form>`;

describe('wishlist fragments (§3 "Wishlist fragment options", research §3.3)', () => {
  it("keys a fragment by its classes joined with the glue, without 'exists'", () => {
    document.body.innerHTML = container('12', 'exists');
    const element = document.querySelector('.wishlist-fragment')!;
    expect(fragmentKey(element, '.')).toBe('yith-wcwl-add-to-wishlist.add-to-wishlist-12.wishlist-fragment.on-first-load');
    expect(fragmentSelector('yith-wcwl-add-to-wishlist.add-to-wishlist-12.exists.with-count', '.')).toBe('.yith-wcwl-add-to-wishlist.add-to-wishlist-12');
    expect(fragmentSelector('..', '.')).toBeNull();
  });

  it("collects a product's fragments and those of no product, with their scalar options", () => {
    document.body.innerHTML = container('12') + container('13') + wishlistForm;
    expect(collectFragments(document, '.', { productId: '12' })).toEqual({
      'yith-wcwl-add-to-wishlist.add-to-wishlist-12.wishlist-fragment.on-first-load': { product_id: 12, is_single: false, item: 'add_to_wishlist' },
      'woocommerce.yith-wcwl-form.wishlist-fragment': { wishlist_token: 'AB12', is_user_owner: true },
    });
    expect(Object.keys(collectFragments(document, '.', { firstLoad: true }) ?? {})).toHaveLength(2);
  });

  it('sends no fragments when the page has none, and reads junk options as none', () => {
    expect(collectFragments(document, '.')).toBeUndefined();
    document.body.innerHTML = `<div class="wishlist-fragment x" data-fragment-options="{not json"></div>`;
    expect(collectFragments(document, '.')).toEqual({ 'wishlist-fragment.x': {} });
  });

  it("replaces each fragment with the reply's element, cleaned by the door", async () => {
    document.body.innerHTML = `<main>${container('12')}${container('13')}</main>`;
    const door = await loadMarkupDoor(document);
    const reply = {
      'yith-wcwl-add-to-wishlist.add-to-wishlist-12.wishlist-fragment.on-first-load':
        `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-12 exists wishlist-fragment on-first-load">` +
        `<div class="yith-wcwl-wishlistexistsbrowse"><a href="/wishlist/" onclick="alert(1)">ดูรายการโปรด</a></div><img src=x onerror="alert(2)"></div>`,
      'nowhere.wishlist-fragment': '<div class="nowhere wishlist-fragment">x</div>',
    };
    const added = replaceFragments(door, document, reply, '.');
    expect(added).toHaveLength(1);
    const replaced = document.querySelector('.add-to-wishlist-12')!;
    expect(replaced.classList.contains('exists')).toBe(true);
    expect(replaced.querySelector('.yith-wcwl-wishlistexistsbrowse a')?.textContent).toBe('ดูรายการโปรด');
    expect(document.body.innerHTML).not.toMatch(/onclick|onerror/);
    // The other product's button is untouched.
    expect(document.querySelector('.add-to-wishlist-13 .add_to_wishlist')).not.toBeNull();
  });
});

describe('the wishlist form as a fragment', () => {
  it('comes back as a form, so its buttons still post and the next call finds it', async () => {
    document.body.innerHTML = `<div class="entry-content">${wishlistForm}</div>`;
    const door = await loadMarkupDoor(document);
    replaceFragments(
      door,
      document,
      { 'woocommerce.yith-wcwl-form.wishlist-fragment': `<form id="yith-wcwl-form" class="woocommerce yith-wcwl-form wishlist-fragment" method="post"><input type="submit" name="update_wishlist" value="อัปเดต"></form>` },
      '.',
    );
    const form = document.querySelector('form#yith-wcwl-form.wishlist-fragment');
    expect(form).not.toBeNull();
    expect(form?.querySelector('input[name="update_wishlist"]')).not.toBeNull();
  });
});
