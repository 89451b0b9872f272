// @vitest-environment jsdom
import { loadMarkupDoor, type MarkupDoor } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusAcross } from './focus-keeper';
import { applyFragments } from './fragments';
import { updateMiniCartVisibility } from './mini-cart';
import { parsePrice, productSnapshot } from './product-snapshot';
import { linesBelowMin, reflectPending } from './quantity-inputs';

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'woocommerce_items_in_cart=; max-age=0; path=/';
});

describe('applyFragments', () => {
  it('replaces every element each selector names, through the markup door', async () => {
    document.body.innerHTML = '<div class="a">old</div><div class="a">old</div><p id="b">old</p>';
    applyFragments(await loadMarkupDoor(document), document, {
      'div.a': '<div class="a">new<img src=x onerror="alert(1)"><script>alert(2)</script></div>',
      '#b': '<p id="b"><a href="javascript:alert(3)">x</a></p>',
      '!!not a selector': '<b>ignored</b>',
    });
    const mark = ' data-talat-server-markup=""';
    expect(document.body.innerHTML).toBe(`<div class="a"${mark}>new<img src="x"></div><div class="a"${mark}>new<img src="x"></div><p id="b"${mark}><a>x</a></p>`);
  });

  it('keeps keyboard focus on the same control of the replaced markup, or in the drawer when it is gone', async () => {
    const door = await loadMarkupDoor(document);
    const line = (key: string, qty: number) =>
      `<div class="line"><button class="quantity-decrement" data-key="${key}">−</button><input id="quantity_${key}" value="${qty}"><button class="quantity-increment" data-key="${key}">+</button></div>`;
    document.body.innerHTML = `<div tabindex="-1" id="drawer"><div class="body">${line('k1', 1)}${line('k2', 2)}</div></div>`;
    document.querySelectorAll<HTMLElement>('.quantity-increment')[1]!.focus();
    // The first line went away meanwhile: focus stays on k2's +, not on whatever took its place.
    applyFragments(door, document, { '.body': `<div class="body">${line('k2', 3)}</div>` }, keepFocusAcross);
    expect(document.activeElement?.outerHTML).toBe('<button class="quantity-increment" data-key="k2">+</button>');
    document.querySelector<HTMLElement>('#quantity_k2')!.focus();
    applyFragments(door, document, { '.body': `<div class="body">${line('k2', 4)}</div>` }, keepFocusAcross);
    expect(document.activeElement?.id).toBe('quantity_k2');
    applyFragments(door, document, { '.body': '<div class="body"><p>empty</p></div>' }, keepFocusAcross);
    expect(document.activeElement?.id).toBe('drawer');
  });
});

describe('mini-cart visibility (§2.2)', () => {
  const markup = '<div class="widget widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>';
  const widget = () => document.querySelector<HTMLElement>('.widget_shopping_cart')!;

  it('is hidden while the items cookie is absent or 0, shown above 0 and while an item is being added', () => {
    document.body.innerHTML = markup;
    updateMiniCartVisibility(document);
    expect(widget().style.display).toBe('none');
    updateMiniCartVisibility(document, true);
    expect(widget().style.display).toBe('');
    document.cookie = 'woocommerce_items_in_cart=0; path=/';
    updateMiniCartVisibility(document);
    expect(widget().style.display).toBe('none');
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    updateMiniCartVisibility(document);
    expect(widget().style.display).toBe('');
  });

  it('leaves a widget without hide_cart_widget_if_empty alone', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>';
    updateMiniCartVisibility(document);
    expect(document.querySelector<HTMLElement>('.widget_shopping_cart')!.style.display).toBe('');
  });
});

describe('quantity inputs', () => {
  it('finds lines below their min (§4 reset on load) and shows pending intents in fresh markup', () => {
    document.body.innerHTML = '<input class="taiowc-quantity" data-key="a" value="3" min="10"><input class="taiowc-quantity" data-key="b" value="2" min="1">';
    expect(linesBelowMin(document).map(({ key, min }) => [key, min])).toEqual([['a', 10]]);
    reflectPending(document, { b: 7, a: 0 });
    expect(Array.from(document.querySelectorAll('input'), (i) => i.value)).toEqual(['3', '7']);
  });
});

describe('productSnapshot', () => {
  it('reads Thai baht prices, taking the sale price when there is one', () => {
    expect(parsePrice('฿1,290.50')).toBe(1290.5);
    document.body.innerHTML = '<li class="product"><h2 class="woocommerce-loop-product__title">A</h2><span class="price"><del><span class="amount">฿200.00</span></del><ins><span class="amount">฿150.00</span></ins></span><a data-product_id="4" data-product_sku="S4">+</a></li>';
    expect(productSnapshot(document.querySelector('a')!)).toEqual({ id: 4, name: 'A', sku: 'S4', price: 150, categories: [] });
  });

  it('gives nothing without a product id', () => {
    document.body.innerHTML = '<a>+</a>';
    expect(productSnapshot(document.querySelector('a')!)).toBeUndefined();
  });
});

describe('createFragmentApplier', () => {
  const door = {} as MarkupDoor;
  /** A sanitiser load the test resolves or rejects when it wants. */
  function deferredDoor() {
    const loads: Array<{ resolve(door: MarkupDoor): void; reject(error: Error): void }> = [];
    const load = () => new Promise<MarkupDoor>((resolve, reject) => loads.push({ resolve, reject }));
    return { load, loads };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds fragments while a pointer is pressed and applies the latest after the release', async () => {
    const { createFragmentApplier } = await import('./fragment-applier');
    const applied: Array<Record<string, string>> = [];
    const applier = createFragmentApplier(document, (_door, fragments) => applied.push(fragments), () => Promise.resolve(door));
    await tick();
    applier.apply({ a: '1' });
    expect(applied).toEqual([{ a: '1' }]);
    document.dispatchEvent(new Event('pointerdown'));
    applier.apply({ a: '2', b: '2' });
    applier.apply({ a: '3' });
    expect(applied).toHaveLength(1);
    document.dispatchEvent(new Event('pointerup'));
    expect(applied).toHaveLength(1); // not before the click that follows the release
    await tick();
    expect(applied).toEqual([{ a: '1' }, { a: '3', b: '2' }]);
    applier.stop();
  });

  it('asks for the sanitiser at once and applies fragments, then the events that follow them, when it is in', async () => {
    const { createFragmentApplier } = await import('./fragment-applier');
    const { load, loads } = deferredDoor();
    const seen: string[] = [];
    const applier = createFragmentApplier(document, (given, fragments) => seen.push(`${given === door ? 'door' : '?'}:${Object.values(fragments).join()}`), load);
    expect(loads).toHaveLength(1);
    applier.apply({ a: 'cached' });
    applier.afterApplied(() => seen.push('wc_fragments_loaded'));
    applier.apply({ a: 'fresh' });
    applier.afterApplied(() => seen.push('wc_fragments_refreshed'));
    expect(seen).toEqual([]);
    loads[0]!.resolve(door);
    await tick();
    expect(seen).toEqual(['door:fresh', 'wc_fragments_loaded', 'wc_fragments_refreshed']);
    applier.afterApplied(() => seen.push('at once'));
    expect(seen.at(-1)).toBe('at once');
    applier.stop();
  });

  it('shows nothing unsanitised when the sanitiser cannot load, lets the events go, and asks again for the next fragments', async () => {
    const { createFragmentApplier } = await import('./fragment-applier');
    const { load, loads } = deferredDoor();
    const applied: string[] = [];
    const events: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const applier = createFragmentApplier(document, (_door, fragments) => applied.push(Object.values(fragments).join()), load);
    applier.apply({ a: 'lost' });
    applier.afterApplied(() => events.push('wc_fragments_loaded'));
    loads[0]!.reject(new Error('offline'));
    await tick();
    expect(applied).toEqual([]);
    expect(events).toEqual(['wc_fragments_loaded']);
    expect(errors).toHaveBeenCalledWith('[Talat] cart: sanitiser did not load; fragments not shown', expect.any(Error));
    applier.apply({ a: 'next' });
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(door);
    await tick();
    expect(applied).toEqual(['next']);
    applier.stop();
    errors.mockRestore();
  });

  it('does nothing after stop, even when the sanitiser arrives later', async () => {
    const { createFragmentApplier } = await import('./fragment-applier');
    const { load, loads } = deferredDoor();
    const applied: string[] = [];
    const applier = createFragmentApplier(document, (_door, fragments) => applied.push(Object.values(fragments).join()), load);
    applier.apply({ a: 'late' });
    applier.stop();
    loads[0]!.resolve(door);
    await tick();
    expect(applied).toEqual([]);
  });
});
