// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from '@talat/core';
import type { AddOutcome, CartController } from '../controller/cart-controller';
import { delegateCartEvents } from './delegation';

function fakeCart(outcome: AddOutcome = 'added') {
  return {
    $pending: atom<Record<string, number>>({}),
    add: vi.fn(async () => outcome),
    remove: vi.fn(async () => undefined),
    setQuantity: vi.fn(),
    open: vi.fn(),
    close: vi.fn(),
  };
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function setup(options: { outcome?: AddOutcome; isCart?: boolean } = {}) {
  const cart = fakeCart(options.outcome);
  const buttonUpdated = vi.fn();
  const setOpener = vi.fn();
  stop = delegateCartEvents(document, cart as unknown as CartController, {
    cartUrl: '/cart/',
    isCart: options.isCart ?? false,
    viewCartLabel: 'ดูตะกร้าสินค้า',
    buttonUpdated,
    setOpener,
  });
  return { cart, buttonUpdated, setOpener };
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('add-to-cart buttons (§2.4, §4 Add-to-cart button)', () => {
  beforeEach(() => {
    document.body.innerHTML = `<ul class="products"><li class="product product_cat-inhalant-bottle">
      <h2 class="woocommerce-loop-product__title">ขวดยาดม 2 ml</h2><span class="price"><span class="amount">฿1,290.50</span></span>
      <a href="?add-to-cart=12" class="button add_to_cart_button ajax_add_to_cart" data-product_id="12" data-quantity="10" data-product_sku="IB-12" data-success_message="เพิ่มแล้ว"><span>เพิ่มลงตะกร้า</span></a>
      <a href="?add-to-cart=13" class="button add_to_cart_button ajax_add_to_cart" id="no-id">ไม่มี id</a>
    </li></ul>`;
  });

  it('sends the data attributes as they are, goes loading -> added and inserts one View cart link', async () => {
    const { cart, buttonUpdated } = setup();
    const button = document.querySelector<HTMLElement>('[data-product_id="12"]')!;
    const event = click(button.querySelector('span')!);
    expect(event.defaultPrevented).toBe(true);
    expect(button.classList.contains('loading')).toBe(true);
    expect(cart.add).toHaveBeenCalledWith(
      { product_id: '12', quantity: '10', product_sku: 'IB-12', success_message: 'เพิ่มแล้ว' },
      { button, product: { id: 12, name: 'ขวดยาดม 2 ml', sku: 'IB-12', price: 1290.5, categories: ['inhalant-bottle'] } },
    );
    await flush();
    expect(button.className).toBe('button add_to_cart_button ajax_add_to_cart added');
    const link = button.nextElementSibling as HTMLAnchorElement;
    expect(link.outerHTML).toBe('<a href="/cart/" class="added_to_cart wc-forward" title="ดูตะกร้าสินค้า">ดูตะกร้าสินค้า</a>');
    expect(buttonUpdated).toHaveBeenCalledWith(button);
    click(button);
    await flush();
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);
  });

  it('follows the link when the button has no product_id (§5 Cart)', () => {
    const { cart } = setup();
    const event = click(document.getElementById('no-id')!);
    expect(event.defaultPrevented).toBe(false);
    expect(cart.add).not.toHaveBeenCalled();
  });

  it('lets a ctrl/cmd/shift click open the link as the browser would', () => {
    const { cart } = setup();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(click(document.querySelector('[data-product_id="12"]')!, init).defaultPrevented).toBe(false);
    }
    expect(cart.add).not.toHaveBeenCalled();
  });

  it('inserts no View cart link on the cart page', async () => {
    setup({ isCart: true });
    click(document.querySelector('[data-product_id="12"]')!);
    await flush();
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('leaves the button loading when the browser is leaving (redirect), and plain when the add failed', async () => {
    setup({ outcome: 'navigated' });
    const button = document.querySelector<HTMLElement>('[data-product_id="12"]')!;
    click(button);
    await flush();
    expect(button.classList.contains('loading')).toBe(true);
    stop();
    const failed = setup({ outcome: 'failed' });
    click(button);
    await flush();
    expect(button.classList.contains('loading') || button.classList.contains('added')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBeNull();
    // WooCommerce raises wc_cart_button_updated only after a successful add.
    expect(failed.buttonUpdated).not.toHaveBeenCalled();
  });

  it('works for buttons inserted after the page loaded (event delegation)', () => {
    const { cart } = setup();
    document.body.insertAdjacentHTML('beforeend', '<a class="ajax_add_to_cart" data-product_id="77" href="?add-to-cart=77">+</a>');
    click(document.querySelector('[data-product_id="77"]')!);
    expect(cart.add).toHaveBeenCalledTimes(1);
  });
});

describe('side cart lines (§4 Cart line quantity)', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div class="taiowc-wrap"><a class="taiowc-content" href="/cart/">cart</a>
      <div class="taiowc-cart-model"><a class="taiowc-cart-close" href="#"></a><div class="taiowc-cart-model-body">
      <div class="mini_cart_item"><a class="taiowc-remove-item" data-key="K" data-product_id="5" href="/cart/?remove_item=K">x</a>
        <button type="button" class="quantity-decrement" data-key="K">−</button>
        <input type="number" class="taiowc-quantity" data-key="K" value="10" min="10" max="12">
        <button type="button" class="quantity-increment" data-key="K">+</button></div>
      <div class="mini_cart_item"><button type="button" class="quantity-decrement" data-key="N">−</button>
        <input type="number" class="taiowc-quantity" data-key="N" value="1" min="1" max="">
        <button type="button" class="quantity-increment" data-key="N">+</button></div>
      </div></div></div>`;
  });
  const input = (key: string) => document.querySelector<HTMLInputElement>(`input[data-key="${key}"]`)!;
  const step = (key: string, which: 'increment' | 'decrement') => document.querySelector<HTMLElement>(`.quantity-${which}[data-key="${key}"]`)!;

  it('+ and − change the shown number at once and send it; − stops at min, + at max', () => {
    const { cart } = setup();
    click(step('K', 'decrement'));
    expect(cart.setQuantity).not.toHaveBeenCalled();
    click(step('K', 'increment'));
    click(step('K', 'increment'));
    click(step('K', 'increment'));
    expect(input('K').value).toBe('12');
    expect(cart.setQuantity.mock.calls).toEqual([
      ['K', 11],
      ['K', 12],
    ]);
    click(step('K', 'decrement'));
    expect(cart.setQuantity).toHaveBeenLastCalledWith('K', 11);
  });

  it('+ always works without a max', () => {
    const { cart } = setup();
    for (let i = 0; i < 5; i++) click(step('N', 'increment'));
    expect(input('N').value).toBe('6');
    expect(cart.setQuantity).toHaveBeenLastCalledWith('N', 6);
  });

  it('a typed quantity is kept within the limits; junk puts the last value back and sends nothing', () => {
    const { cart } = setup();
    input('K').value = '50';
    input('K').dispatchEvent(new Event('change', { bubbles: true }));
    expect(input('K').value).toBe('12');
    expect(cart.setQuantity).toHaveBeenLastCalledWith('K', 12);
    input('N').value = 'abc';
    input('N').dispatchEvent(new Event('change', { bubbles: true }));
    expect(input('N').value).toBe('1');
    expect(cart.setQuantity).toHaveBeenCalledTimes(1);
  });

  it('Enter in the input commits the typed number', () => {
    const { cart } = setup();
    input('N').value = '4';
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input('N').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(cart.setQuantity).toHaveBeenCalledWith('N', 4);
  });

  it('remove sends quantity 0, with the product and how many the line held for analytics', () => {
    const { cart } = setup();
    const link = document.querySelector<HTMLElement>('.taiowc-remove-item')!;
    expect(click(link).defaultPrevented).toBe(true);
    expect(cart.setQuantity).toHaveBeenCalledWith('K', 0, { button: link, product: expect.objectContaining({ id: 5 }), quantity: 10 });
  });

  it('+ steps from the number in the input even when it was typed and not committed (Safari)', () => {
    const { cart } = setup();
    input('K').value = '';
    click(step('K', 'increment'));
    expect(cart.setQuantity).toHaveBeenLastCalledWith('K', 11); // empty text: from the last shown 10
    input('K').value = '600';
    click(step('K', 'decrement'));
    expect(cart.setQuantity).toHaveBeenLastCalledWith('K', 11); // 600 read within max 12, then −1
  });

  it('Space on the close link (role=button) closes, as a click would', () => {
    const { cart } = setup();
    const close = document.querySelector<HTMLElement>('a.taiowc-cart-close')!;
    close.setAttribute('role', 'button');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    close.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(cart.close).toHaveBeenCalled();
  });

  it('the cart icon opens the drawer and remembers itself as the opener; the close link closes it', () => {
    const { cart, setOpener } = setup();
    const icon = document.querySelector<HTMLElement>('a.taiowc-content')!;
    expect(click(icon).defaultPrevented).toBe(true);
    expect(cart.open).toHaveBeenCalled();
    expect(setOpener).toHaveBeenCalledWith(icon);
    expect(click(document.querySelector('a.taiowc-cart-close')!).defaultPrevented).toBe(true);
    expect(cart.close).toHaveBeenCalled();
  });
});

describe('WooCommerce mini-cart remove links (§7 remove_from_cart)', () => {
  it('sends the cart_item_key and passes the link address for the fallback', () => {
    document.body.innerHTML = `<div class="widget_shopping_cart_content"><ul><li class="mini_cart_item">
      <a href="/cart/?remove_item=KEY&amp;_wpnonce=n" class="remove remove_from_cart_button" data-product_id="3" data-cart_item_key="KEY">×</a></li></ul></div>`;
    const { cart } = setup();
    const link = document.querySelector<HTMLElement>('.remove_from_cart_button')!;
    expect(click(link).defaultPrevented).toBe(true);
    expect(cart.remove).toHaveBeenCalledWith('KEY', '/cart/?remove_item=KEY&_wpnonce=n', {
      button: link,
      product: expect.objectContaining({ id: 3 }),
      quantity: undefined,
    });
    expect(link.closest('li')!.classList.contains('talat-removing')).toBe(true);
  });
});
