// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitHostEvent, onHostEvent } from './host-events';

type JQueryStatic = typeof import('jquery');

/** Real jQuery on the page, the way WooCommerce loads it. */
async function installJQuery(): Promise<JQueryStatic> {
  vi.resetModules();
  const factory = (await import('jquery')).default as unknown as JQueryStatic | ((w: Window) => JQueryStatic);
  const $ = ('fn' in factory ? factory : (factory as (w: Window) => JQueryStatic)(window)) as JQueryStatic;
  vi.stubGlobal('jQuery', $);
  return $;
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('host events bridge without jQuery', () => {
  it('dispatches a native CustomEvent on body with the arguments as detail', () => {
    const seen = vi.fn();
    const handler = (e: Event) => seen((e as CustomEvent).detail);
    document.body.addEventListener('added_to_cart', handler);
    emitHostEvent('added_to_cart', [{ 'div.x': '<p></p>' }, 'hash1']);
    document.body.removeEventListener('added_to_cart', handler);
    expect(seen).toHaveBeenCalledWith([{ 'div.x': '<p></p>' }, 'hash1']);
  });

  it('stops listening when asked', () => {
    const listener = vi.fn();
    const stop = onHostEvent('wc_fragment_refresh', listener);
    emitHostEvent('wc_fragment_refresh');
    stop();
    emitHostEvent('wc_fragment_refresh');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('host events bridge with real jQuery (DESIGN.md host ecosystem)', () => {
  it('can hand jQuery handlers jQuery-wrapped arguments ($button) while native listeners get the element', async () => {
    const $ = await installJQuery();
    const button = document.createElement('a');
    button.dataset.product_id = '12';
    document.body.append(button);
    const fromJQuery = vi.fn();
    const fromNative = vi.fn();
    const jqHandler = (_event: unknown, _fragments: unknown, _hash: unknown, $button: ReturnType<JQueryStatic>) => fromJQuery($button.data('product_id'));
    $(document.body).on('added_to_cart', jqHandler);
    const native = (event: Event) => fromNative((event as CustomEvent<unknown[]>).detail[2]);
    document.body.addEventListener('added_to_cart', native);
    emitHostEvent('added_to_cart', [{}, 'h', button], (jq) => [{}, 'h', jq(button)]);
    $(document.body).off('added_to_cart', jqHandler);
    document.body.removeEventListener('added_to_cart', native);
    expect(fromJQuery).toHaveBeenCalledWith(12);
    expect(fromNative).toHaveBeenCalledWith(button);
  });

  it("gives a theme's jQuery handler our event once, with its arguments", async () => {
    const $ = await installJQuery();
    const handler = vi.fn();
    $(document.body).on('added_to_cart', (_event, fragments, hash) => handler(fragments, hash));
    emitHostEvent('added_to_cart', [{ 'div.widget_shopping_cart_content': '<div></div>' }, 'h1']);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ 'div.widget_shopping_cart_content': '<div></div>' }, 'h1');
  });

  it('gives a native listener our event once', async () => {
    await installJQuery();
    const native = vi.fn();
    document.body.addEventListener('removed_from_cart', native);
    emitHostEvent('removed_from_cart', ['k']);
    document.body.removeEventListener('removed_from_cart', native);
    expect(native).toHaveBeenCalledTimes(1);
  });

  it('hears our own event once', async () => {
    await installJQuery();
    const listener = vi.fn();
    const stop = onHostEvent('added_to_cart', listener);
    emitHostEvent('added_to_cart', [{}, 'h2']);
    stop();
    expect(listener.mock.calls).toEqual([[[{}, 'h2']]]);
  });

  it('hears a jQuery-only trigger from another plugin once, with its arguments', async () => {
    const $ = await installJQuery();
    const listener = vi.fn();
    const stop = onHostEvent('added_to_cart', listener);
    $(document.body).trigger('added_to_cart', [{ a: '1' }, 'h3']);
    stop();
    expect(listener.mock.calls).toEqual([[[{ a: '1' }, 'h3']]]);
  });

  it("hears another script's native CustomEvent once", async () => {
    await installJQuery();
    const listener = vi.fn();
    const stop = onHostEvent('wc_fragments_refreshed', listener);
    document.body.dispatchEvent(new CustomEvent('wc_fragments_refreshed', { bubbles: true }));
    stop();
    expect(listener.mock.calls).toEqual([[[]]]);
  });
});
