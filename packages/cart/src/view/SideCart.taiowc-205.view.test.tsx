// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, listByTag, productLoopItemMarkup, SIDE_CART_RELEASE_COOKIE, sideCart205Markup, type FakeShop } from '@talat/mocks';
import { mountCart, mountSideCart } from '../mount';
import { setCartGlobals, useFakeWordPress } from '../test-fixtures';

// §2.5 on the real shop's side cart: TH All In One Woo Cart 2.0.5 as released, whose markup the
// fake prints from the plugin's templates (@talat/mocks cart/markup/taiowc-205.ts: inc/taiowc-cart.php,
// inc/taiowc-markup.php, inc/taiowc-cart-fragment.php). Unlike the demo's markup, every cart reply
// of 2.0.5 replaces the drawer's whole `div.taiowc-cart-model-wrap`, heading and close link included,
// and its close link is printed empty, without href. The open drawer (role=dialog) must keep its
// accessible name through that (axe aria-dialog-name): the plugin's heading, else the Thai label.
const fake = useFakeWordPress();
let shop: FakeShop;
let unmounts: Array<() => void> = [];

function page() {
  const [product] = listByTag(shop.catalogue, 'InhalantBottle').filter((p) => p.stockStatus === 'instock');
  document.body.innerHTML = `<header>${sideCart205Markup(shop, GUEST_SESSION)}</header>
    <main><ul class="products">${productLoopItemMarkup(shop, product!)}</ul></main>`;
  setCartGlobals(shop, 'no');
  act(() => {
    unmounts.push(mountCart(document.body, { navigate: vi.fn() })!);
    unmounts.push(mountSideCart(document.querySelector<HTMLElement>('.taiowc-wrap')!)!);
  });
  return product!;
}

const drawer = () => document.querySelector<HTMLElement>('.taiowc-cart-model')!;
const isOpen = () => document.querySelector('.taiowc-wrap')!.classList.contains('model-cart-active');
// Under preact/compat the modal's role comes in an effect, after the open class.
const openDialog = () => screen.findByRole('dialog', { hidden: true });
/** The reply to an add from the listing is in: 2.0.5's fragments have replaced the drawer's inside. */
async function addFromListing(id: number): Promise<void> {
  const wrapBefore = drawer().querySelector('.taiowc-cart-model-wrap');
  fireEvent.click(document.querySelector(`.ajax_add_to_cart[data-product_id="${id}"]`)!);
  await waitFor(() => expect(isOpen()).toBe(true));
  await waitFor(() => expect(drawer().querySelector('.taiowc-cart-model-wrap')).not.toBe(wrapBefore));
  await waitFor(() => expect(drawer().querySelector('input.taiowc-quantity')).toBeTruthy());
}

beforeEach(() => {
  shop = fake.shop();
  // The fake answers this visitor with 2.0.5's fragments (the demo's `?side_cart=2.0.5`).
  document.cookie = `${SIDE_CART_RELEASE_COOKIE}=2.0.5; path=/`;
});
afterEach(() => {
  act(() => unmounts.reverse().forEach((unmount) => unmount()));
  unmounts = [];
  document.cookie = `${SIDE_CART_RELEASE_COOKIE}=; max-age=0; path=/`;
});

describe("side cart on TH All In One Woo Cart 2.0.5's markup", () => {
  it("is named by the plugin's heading ('Cart Heading'), also once a reply has replaced that heading", async () => {
    shop.settings.cart.sideCartHeading = 'ตะกร้าของฉัน';
    const product = page();
    act(() => fireEvent.click(document.querySelector('a.taiowc-content')!));
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(await openDialog()).toBe(drawer());
    expect(await openDialog()).toHaveAccessibleName('ตะกร้าของฉัน');
    fireEvent.click(drawer().querySelector('a.taiowc-cart-close')!);
    await waitFor(() => expect(isOpen()).toBe(false));

    await addFromListing(product.id);
    expect(drawer().querySelector('.cart-heading h4')!.textContent).toBe('ตะกร้าของฉัน');
    expect(await openDialog()).toBe(drawer());
    expect(await openDialog()).toHaveAccessibleName('ตะกร้าของฉัน');
  });

  it("without a heading ('Cart Heading' emptied) it is named by the Thai label, before and after a reply", async () => {
    shop.settings.cart.sideCartHeading = '';
    const product = page();
    expect(drawer().querySelector('h4')).toBeNull();
    act(() => fireEvent.click(document.querySelector('a.taiowc-content')!));
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(await openDialog()).toHaveAccessibleName('ตะกร้าสินค้า');
    fireEvent.click(drawer().querySelector('a.taiowc-cart-close')!);
    await waitFor(() => expect(isOpen()).toBe(false));

    await addFromListing(product.id);
    expect(await openDialog()).toHaveAccessibleName('ตะกร้าสินค้า');
  });

  it('the close link a reply printed again is a named, focusable button that closes the drawer', async () => {
    const product = page();
    await addFromListing(product.id);
    const close = drawer().querySelector<HTMLElement>('a.taiowc-cart-close')!;
    expect(close).toHaveAttribute('role', 'button');
    expect(close).toHaveAccessibleName('ปิดตะกร้า');
    expect(close).toHaveAttribute('href', '#');
    fireEvent.click(close);
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it("a line's href-less remove link is a focusable button and its quantity input is named after the product (axe aria-prohibited-attr, label-title-only)", async () => {
    const product = page();
    await addFromListing(product.id);
    const remove = drawer().querySelector<HTMLElement>('a.taiowc-remove-item')!;
    expect(remove).toHaveAttribute('role', 'button');
    expect(remove).toHaveAttribute('href', '#');
    expect(remove).toHaveAccessibleName('ลบสินค้านี้');
    expect(drawer().querySelector('input.taiowc-quantity')).toHaveAccessibleName(`จำนวน ${product.name}`);
  });

  it("a failed update after a reply still says so in Thai in the drawer (the cart's status area is kept)", async () => {
    const product = page();
    await addFromListing(product.id);
    const disarm = shop.faults.add({ endpoint: 'taiowc_update_item_quantity', status: 500, wpError: { code: 'x', message: 'y' } });
    fireEvent.click(drawer().querySelector('.quantity-increment')!);
    // The view's alert region is there from the start, empty: its text is what changes.
    await waitFor(() => expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('อัปเดตตะกร้าไม่สำเร็จ ตะกร้าแสดงจำนวนล่าสุดที่ร้านบันทึกไว้'));
    expect(drawer().contains(screen.getByRole('alert', { hidden: true }))).toBe(true);
    disarm();
  });
});
