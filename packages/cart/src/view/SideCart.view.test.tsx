// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  cartContents,
  GUEST_SESSION,
  listByTag,
  miniCartWidgetMarkup,
  productLoopItemMarkup,
  showIntent,
  sideCartMarkup,
  taiowcParams,
  type FakeShop,
} from '@talat/mocks';
import { mountCart, mountSideCart } from '../mount';
import { setCartGlobals, useFakeWordPress } from '../test-fixtures';

// The whole widget on the markup the fake WordPress prints, against its endpoints (msw/node),
// under React and again under preact/compat, as it ships.
const fake = useFakeWordPress();
const { server } = fake;
let shop: FakeShop;
let unmounts: Array<() => void> = [];
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

function page(options: { redirectAfterAdd?: 'yes' | 'no' } = {}) {
  const products = listByTag(shop.catalogue, 'InhalantBottle').filter((p) => p.stockStatus === 'instock').slice(0, 2);
  document.body.innerHTML = `<header>${sideCartMarkup(shop, GUEST_SESSION)}</header>
    <main><ul class="products">${products.map((p) => productLoopItemMarkup(shop, p)).join('')}</ul></main>
    <aside>${miniCartWidgetMarkup(shop, GUEST_SESSION)}</aside>`;
  setCartGlobals(shop, options.redirectAfterAdd);
  navigate = vi.fn<(url: string) => void>();
  act(() => {
    unmounts.push(mountCart(document.body, { navigate })!);
    unmounts.push(mountSideCart(document.querySelector<HTMLElement>('.taiowc-wrap')!)!);
  });
  return products;
}

const drawer = () => document.querySelector<HTMLElement>('.taiowc-cart-model')!;
const isOpen = () => document.querySelector('.taiowc-wrap')!.classList.contains('model-cart-active');
const input = () => drawer().querySelector<HTMLInputElement>('input.taiowc-quantity')!;
const serverQuantity = () => cartContents(shop, GUEST_SESSION).map((item) => item.quantity);

beforeEach(() => {
  shop = fake.shop();
});
afterEach(() => {
  act(() => unmounts.reverse().forEach((unmount) => unmount()));
  unmounts = [];
});

describe('side cart on the fake WordPress', () => {
  it('add from the listing → drawer opens with focus inside → + + − → remove → empty; Escape returns focus', async () => {
    const [product] = page();
    const button = document.querySelector<HTMLElement>(`.ajax_add_to_cart[data-product_id="${product!.id}"]`)!;
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(isOpen()).toBe(true));
    await waitFor(() => expect(drawer().contains(document.activeElement)).toBe(true));
    expect(drawer().getAttribute('role')).toBe('dialog');
    expect(drawer().getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(button.classList.contains('added')).toBe(true);
    expect(button.nextElementSibling!.textContent).toBe('ดูตะกร้าสินค้า');
    const min = product!.minQty;
    expect(serverQuantity()).toEqual([min]);

    // The number changes before the next paint (a microtask once the interactive chunk is in).
    const microtasks = () => act(async () => undefined);
    fireEvent.click(drawer().querySelector('.quantity-increment')!);
    await microtasks();
    expect(input().value).toBe(String(min + 1));
    fireEvent.click(drawer().querySelector('.quantity-increment')!);
    await microtasks();
    expect(input().value).toBe(String(min + 2));
    fireEvent.click(drawer().querySelector('.quantity-decrement')!);
    await microtasks();
    expect(input().value).toBe(String(min + 1));
    await waitFor(() => expect(drawer().getAttribute('data-talat-busy')).toBe('false'));
    expect(serverQuantity()).toEqual([min + 1]);
    expect(input().value).toBe(String(min + 1));

    fireEvent.click(drawer().querySelector('a.taiowc-remove-item')!);
    await waitFor(() => expect(drawer().querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull());
    expect(serverQuantity()).toEqual([]);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(isOpen()).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
  });

  it('shows the loading state while an update is in flight, then the success notice', async () => {
    addToCart(shop, GUEST_SESSION, listByTag(shop.catalogue, 'InhalantBottle')[0]!.id, 1);
    page();
    const disarm = shop.faults.add({ endpoint: 'taiowc_update_item_quantity', delayMs: 150 });
    act(() => fireEvent.click(document.querySelector('a.taiowc-content')!));
    await waitFor(() => expect(isOpen()).toBe(true));
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.click(drawer().querySelector('.quantity-increment')!);
    expect(await screen.findByText('กำลังอัปเดตตะกร้า…')).toBeTruthy();
    await waitFor(() => expect(drawer().getAttribute('data-talat-busy')).toBe('true'));
    await waitFor(() => expect(drawer().classList.contains('talat-notice-shown')).toBe(true));
    expect(drawer().querySelector('.taiowc-notice-container')!.textContent).toContain('อัปเดตตะกร้าแล้ว');
    expect(screen.queryByText('กำลังอัปเดตตะกร้า…')).toBeNull();
    disarm();
  });

  it('a failed update shows the Thai error and ends on what the server holds', async () => {
    const id = listByTag(shop.catalogue, 'InhalantBottle')[0]!.id;
    addToCart(shop, GUEST_SESSION, id, 1);
    page();
    const before = serverQuantity();
    const disarm = shop.faults.add({ endpoint: 'taiowc_update_item_quantity', status: 500, wpError: { code: 'x', message: 'y' } });
    act(() => fireEvent.click(document.querySelector('a.taiowc-content')!));
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.click(drawer().querySelector('.quantity-increment')!);
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe('อัปเดตตะกร้าไม่สำเร็จ ตะกร้าแสดงจำนวนล่าสุดที่ร้านบันทึกไว้');
    await waitFor(() => expect(input().value).toBe(String(before[0])));
    disarm();
  });

  it("redirect-after-add 'yes' sends the browser to the cart page", async () => {
    const [product] = page({ redirectAfterAdd: 'yes' });
    fireEvent.click(document.querySelector(`.ajax_add_to_cart[data-product_id="${product!.id}"]`)!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart/'));
    expect(isOpen()).toBe(false);
  });

  it('resets a line below its min to the min on page load and sends it (§4, §5)', async () => {
    const lot = listByTag(shop.catalogue, 'InhalantBottle').find((p) => p.minQty > 1 && p.stockStatus === 'instock')!;
    addToCart(shop, GUEST_SESSION, lot.id, lot.minQty);
    const sent: URLSearchParams[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('taiowc_update_item_quantity')) sent.push(new URLSearchParams(await request.clone().text()));
    });
    // As if the shop raised the product's minimum after this line was added: the server prints 3.
    const markup = sideCartMarkup(shop, GUEST_SESSION).replace(/(class="taiowc-quantity[^>]*value=")\d+"/, '$13"');
    expect(markup).toContain('value="3"');
    document.body.innerHTML = markup;
    setCartGlobals(shop);
    act(() => void unmounts.push(mountCart(document.body, { navigate: vi.fn() })!));
    expect(input().value).toBe(String(lot.minQty));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('new_qty')).toBe(String(lot.minQty));
    expect(sent[0]!.get('security')).toBe(taiowcParams(shop).update_qty_nonce);
    server.events.removeAllListeners();
  });

  it('with two side carts (desktop and mobile headers), only the one whose icon was clicked opens', async () => {
    page();
    const second = document.createElement('div');
    second.innerHTML = sideCartMarkup(shop, GUEST_SESSION);
    document.body.append(second);
    const wraps = document.querySelectorAll<HTMLElement>('.taiowc-wrap');
    act(() => void unmounts.push(mountSideCart(wraps[1]!)!));
    // The pointer comes to the second header's cart: the chunk brings both drawers up.
    showIntent(wraps[1]!);
    await waitFor(() => expect(wraps[1]!.querySelector('.talat-cart-status')!.childElementCount).toBeGreaterThan(0));
    act(() => fireEvent.click(wraps[1]!.querySelector('a.taiowc-content')!));
    await waitFor(() => expect(wraps[1]!.classList.contains('model-cart-active')).toBe(true));
    expect(wraps[0]!.classList.contains('model-cart-active')).toBe(false);
    await waitFor(() => expect(wraps[1]!.querySelector('.taiowc-cart-model')!.contains(document.activeElement)).toBe(true));
  });

  it('the close link closes the drawer', async () => {
    page();
    act(() => fireEvent.click(document.querySelector('a.taiowc-content')!));
    await waitFor(() => expect(isOpen()).toBe(true));
    const close = drawer().querySelector<HTMLElement>('a.taiowc-cart-close')!;
    expect(close.getAttribute('role')).toBe('button');
    expect(close.getAttribute('aria-label')).toBeTruthy();
    fireEvent.click(close);
    await waitFor(() => expect(isOpen()).toBe(false));
  });
});
