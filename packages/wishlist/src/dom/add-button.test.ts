// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markExisting, refreshDropdowns } from './add-button';
import { addRequestOf, markAdding, placeInGallery } from './add-link';

afterEach(() => {
  document.body.innerHTML = '';
});

const button = (id: string) =>
  `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id} wishlist-fragment on-first-load" data-fragment-ref="${id}">` +
  `<div class="yith-wcwl-add-button"><a href="?add_to_wishlist=${id}&_wpnonce=n" class="add_to_wishlist single_add_to_wishlist" data-product-id="${id}" data-product-type="simple" data-original-product-id="0" rel="nofollow"><span>เพิ่มในรายการโปรด</span></a></div></div>`;

describe('the add-to-wishlist button (§2.4, §4)', () => {
  it("reads what a click asks for from the plugin's data attributes", () => {
    document.body.innerHTML = button('12');
    expect(addRequestOf(document.querySelector('.add_to_wishlist')!)).toEqual({ productId: '12', productType: 'simple' });
    document.body.innerHTML = '<a class="add_to_wishlist" href="/x">no id</a>';
    expect(addRequestOf(document.querySelector('.add_to_wishlist')!)).toBeNull();
  });

  it('marks every container of the product as existing and removes its add buttons when the rule says so', () => {
    document.body.innerHTML = button('12') + button('12') + button('13');
    markExisting(document, '12', true);
    expect(document.querySelectorAll('.add-to-wishlist-12.exists')).toHaveLength(2);
    expect(document.querySelectorAll('.add-to-wishlist-12 .yith-wcwl-add-button')).toHaveLength(0);
    expect(document.querySelector('.add-to-wishlist-13.exists')).toBeNull();
    document.body.innerHTML = button('12');
    markExisting(document, '12', false);
    expect(document.querySelector('.add-to-wishlist-12.exists .yith-wcwl-add-button')).not.toBeNull();
  });

  it('shows the busy state on the link and takes it off again', () => {
    document.body.innerHTML = button('12');
    const link = document.querySelector<HTMLElement>('.add_to_wishlist')!;
    markAdding(link, true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.classList.contains('loading')).toBe(true);
    markAdding(link, false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });

  it("lists the user's other wishlists in the dropdown as text, default ones left out, unsafe urls dropped", () => {
    document.body.innerHTML =
      `<div class="yith-wcwl-add-button with-dropdown"><a class="add_to_wishlist" data-product-id="12" data-product-type="simple">Add</a><ul class="yith-wcwl-dropdown"><li>old</li></ul></div>`;
    refreshDropdowns(document, [
      { id: '1', wishlist_name: 'รายการโปรด', default: true, add_to_this_wishlist_url: '/?a=1' },
      { id: '2', wishlist_name: '<img src=x onerror=alert(1)>', default: false, add_to_this_wishlist_url: 'javascript:alert(1)' },
      { id: '3', wishlist_name: 'ของขวัญ', default: false, add_to_this_wishlist_url: '/?add_to_wishlist=12&wishlist_id=3' },
    ]);
    const items = [...document.querySelectorAll<HTMLAnchorElement>('.yith-wcwl-dropdown a')];
    expect(items.map((item) => item.textContent)).toEqual(['<img src=x onerror=alert(1)>', 'ของขวัญ']);
    expect(items[0]!.getAttribute('href')).toBe('#');
    expect(items[1]!.dataset).toMatchObject({ productId: '12', productType: 'simple', wishlistId: '3' });
    expect(document.querySelector('.yith-wcwl-dropdown img')).toBeNull();
  });

  it("moves the button into the product gallery for the 'thumbnails' position", () => {
    document.body.innerHTML = `<div class="woocommerce-product-gallery"><img alt=""></div>${button('12')}`;
    placeInGallery(document);
    expect(document.querySelector('.woocommerce-product-gallery > .yith-wcwl-add-to-wishlist')).not.toBeNull();
  });
});
