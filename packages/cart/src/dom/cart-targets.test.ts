// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartHitOf, followWithoutScript, listenForCartHits } from './cart-targets';

afterEach(() => {
  document.body.innerHTML = '';
});

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

// The first-load script claims cart events at once; the actions run from the interactive chunk.
describe('cart targets', () => {
  it('claims each cart control and names its action, from inner elements too', () => {
    document.body.innerHTML = `
      <a class="ajax_add_to_cart" data-product_id="1" id="add"><span id="add-inner">+</span></a>
      <a class="remove_from_cart_button" data-cart_item_key="K" id="remove">×</a>
      <a class="taiowc-content" href="/cart/" id="icon"><svg id="icon-svg"></svg></a>
      <a class="taiowc-cart-close" id="close"></a>
      <a class="taiowc-remove-item" data-key="K" id="line-remove"></a>
      <div><button class="quantity-increment" id="step"></button><input class="taiowc-quantity" data-key="K"></div>`;
    const handled: string[] = [];
    const stop = listenForCartHits(document, (hit) => handled.push(`${hit.action}:${hit.element.id}`));
    for (const id of ['add-inner', 'remove', 'icon-svg', 'close', 'line-remove', 'step']) {
      expect(click(document.getElementById(id)!).defaultPrevented).toBe(true);
    }
    expect(handled).toEqual(['add:add', 'remove:remove', 'open:icon', 'close:close', 'line-remove:line-remove', 'step:step']);
    stop();
    expect(click(document.getElementById('add')!).defaultPrevented).toBe(false);
  });

  it('leaves alone a button without product_id, a modified or non-primary click, and one already handled', () => {
    document.body.innerHTML = '<a class="ajax_add_to_cart" href="?add-to-cart=2" id="plain">+</a><a class="ajax_add_to_cart" data-product_id="3" id="add">+</a>';
    const handle = vi.fn();
    const stop = listenForCartHits(document, handle);
    expect(click(document.getElementById('plain')!).defaultPrevented).toBe(false);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(document.getElementById('add')!, init).defaultPrevented).toBe(false);
    }
    const handledElsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    handledElsewhere.preventDefault();
    expect(cartHitOf(Object.defineProperty(handledElsewhere, 'target', { value: document.getElementById('add') }))).toBeNull();
    expect(handle).not.toHaveBeenCalled();
    stop();
  });

  it("leaves WooCommerce's product-button block to its own script (wc-interactive: it adds through the Store API itself)", () => {
    // WooCommerce 9.3's ProductButton.php, as Twenty Twenty-Four's product listing prints it.
    document.body.innerHTML = `
      <div class="wp-block-button wc-block-components-product-button" data-wc-interactive='{"namespace":"woocommerce/product-button"}'>
        <button class="wp-block-button__link wp-element-button wc-block-components-product-button__button add_to_cart_button ajax_add_to_cart product_type_simple wc-interactive" data-product_id="7" data-wc-on--click="actions.addToCart" id="block"><span>เพิ่มลงตะกร้า</span></button>
      </div>`;
    const handle = vi.fn();
    const stop = listenForCartHits(document, handle);
    expect(click(document.querySelector('#block span')!).defaultPrevented).toBe(false);
    expect(handle).not.toHaveBeenCalled();
    stop();
  });

  it('commits a quantity on change and on Enter (not while an IME composes)', () => {
    document.body.innerHTML = '<input class="taiowc-quantity" data-key="K" id="qty">';
    const input = document.getElementById('qty')!;
    const handle = vi.fn();
    const stop = listenForCartHits(document, handle);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(handle.mock.calls.map(([hit]) => hit.action)).toEqual(['typed', 'typed']);
    expect(enter.defaultPrevented).toBe(true);
    stop();
  });
});

describe('followWithoutScript', () => {
  it('sends an add, a remove and the cart icon to their own links when the interactive chunk cannot load', () => {
    document.body.innerHTML = '<a id="a" href="?add-to-cart=5"></a><a id="r" href="/cart/?remove_item=K"></a><a id="i" href="/cart/"></a><a id="c" href="#"></a><button id="s"></button>';
    const navigate = vi.fn();
    const el = (id: string) => document.getElementById(id)!;
    followWithoutScript({ action: 'add', element: el('a') }, navigate);
    followWithoutScript({ action: 'remove', element: el('r') }, navigate);
    followWithoutScript({ action: 'open', element: el('i') }, navigate);
    followWithoutScript({ action: 'close', element: el('c') }, navigate);
    followWithoutScript({ action: 'step', element: el('s') }, navigate);
    expect(navigate.mock.calls).toEqual([['?add-to-cart=5'], ['/cart/?remove_item=K'], ['/cart/']]);
  });
});
