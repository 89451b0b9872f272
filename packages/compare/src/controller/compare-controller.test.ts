import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareProductResult } from '@talat/client';
import { createCompareController, type CompareControllerOptions } from './compare-controller';

/** A reply whose markup lists `ids` (the fake `render` reads them back, as the DOM reader does). */
const listing = (ids: string[], extra: Partial<CompareProductResult> = {}): CompareProductResult => ({
  html: `<table>${ids.join(',')}</table>`,
  footer_bar: `<div>${ids.join(',')}</div>`,
  ...extra,
});
const idsIn = (markup: string | undefined) => (markup ? (/>([^<]*)</.exec(markup)?.[1] ?? '').split(',').filter(Boolean) : []);

function setup(overrides: Partial<CompareControllerOptions> = {}) {
  const list = vi.fn<CompareControllerOptions['list']>();
  const removeAll = vi.fn<CompareControllerOptions['removeAll']>();
  const onError = vi.fn();
  const controller = createCompareController({
    list,
    removeAll,
    onError,
    render: async (reply) => ({ footer: reply.footer_bar ? idsIn(reply.footer_bar) : null, all: idsIn(reply.html ?? reply.footer_bar) }),
    ...overrides,
  });
  return { controller, list, removeAll, onError, state: () => controller.$state.get() };
}

describe('compare controller (§4 Compare, §7 Compare, §8 Compare)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("page start loads the list with product_id 'refresh' and does not open the footer", async () => {
    const { controller, list, state } = setup();
    list.mockResolvedValue(listing(['11', '12']));
    await controller.refresh();
    expect(list).toHaveBeenCalledWith('refresh', 'add');
    expect(state()).toMatchObject({ ids: ['11', '12'], table: '<table>11,12</table>', footer: '<div>11,12</div>', loading: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().footerExpanded).toBe(false);
  });

  it('set sends add or remove; the listed ids follow the server, whatever was asked', async () => {
    const { controller, list, state } = setup();
    list.mockResolvedValueOnce(listing(['5']));
    await controller.set('5', 'add');
    expect(list).toHaveBeenLastCalledWith('5', 'add');
    expect(state().ids).toEqual(['5']);
    list.mockResolvedValueOnce(listing(['5', '6']));
    await controller.set('5', 'remove');
    expect(list).toHaveBeenLastCalledWith('5', 'remove');
    // The server says what is compared, whatever was asked.
    expect(state().ids).toEqual(['5', '6']);
  });

  it('after an add the footer opens after 500 ms (§9), not before', async () => {
    const { controller, list, state } = setup();
    list.mockResolvedValue(listing(['5']));
    await controller.set('5', 'add');
    await vi.advanceTimersByTimeAsync(499);
    expect(state().footerExpanded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().footerExpanded).toBe(true);
  });

  it("no_product '1' closes the popup, the footer and the search and clears every mark", async () => {
    const { controller, list, state } = setup();
    list.mockResolvedValueOnce(listing(['5', '6']));
    await controller.set('5', 'add');
    await vi.advanceTimersByTimeAsync(500);
    controller.openPopup();
    list.mockResolvedValueOnce({ no_product: '1' });
    await controller.set('6', 'remove');
    expect(state()).toMatchObject({ ids: [], table: '', footer: '', popupOpen: false, footerExpanded: false, searchOpen: false, limitMessage: '' });
  });

  it('a footer bar with no products counts as an empty list (§4)', async () => {
    const { controller, list, state } = setup();
    list.mockResolvedValueOnce(listing(['5']));
    await controller.set('5', 'add');
    await vi.advanceTimersByTimeAsync(500);
    controller.openSearch();
    list.mockResolvedValueOnce({ html: '<table></table>', footer_bar: '<div></div>' });
    await controller.set('5', 'remove');
    expect(state()).toMatchObject({ ids: [], footer: '', table: '', searchOpen: false, popupOpen: false, footerExpanded: false });
    controller.openPopup();
    list.mockResolvedValueOnce({ html: '<table></table>', footer_bar: '<div></div>' });
    await controller.refresh();
    expect(state().popupOpen).toBe(false);
  });

  it('the limit message goes to the popup heading and opens the popup in place of the search; the footer does not re-open', async () => {
    const { controller, list, state } = setup();
    controller.openSearch();
    list.mockResolvedValueOnce(listing(['1', '2', '3', '4'], { product_limit: 'Product Limit Exceeded.' }));
    await controller.set('9', 'add');
    expect(state()).toMatchObject({ limitMessage: 'Product Limit Exceeded.', popupOpen: true, searchOpen: false, ids: ['1', '2', '3', '4'] });
    await vi.advanceTimersByTimeAsync(600);
    expect(state().footerExpanded).toBe(false);
    // The next reply without it clears the message.
    list.mockResolvedValueOnce(listing(['1', '2', '3']));
    await controller.set('4', 'remove');
    expect(state().limitMessage).toBe('');
  });

  it('a request error clears only the loading state; the shopper can try again (§8 Compare)', async () => {
    const { controller, list, state, onError } = setup();
    list.mockResolvedValueOnce(listing(['5']));
    await controller.refresh();
    controller.openPopup();
    const before = state();
    list.mockRejectedValueOnce(new Error('offline'));
    const pending = controller.set('6', 'add');
    expect(state()).toMatchObject({ loading: true, busy: ['6'] });
    await pending;
    expect(onError).toHaveBeenCalledOnce();
    expect(state()).toEqual({ ...before, loading: false, busy: [] });
    list.mockResolvedValueOnce(listing(['6', '5']));
    await controller.set('6', 'add');
    expect(state().ids).toEqual(['6', '5']);
  });

  it('calls go one at a time in order, so a slow early reply never lands over a later one', async () => {
    let releaseFirst: (reply: CompareProductResult) => void = () => undefined;
    const { controller, list, state } = setup();
    list.mockImplementationOnce(() => new Promise((resolve) => (releaseFirst = resolve)));
    list.mockResolvedValueOnce(listing(['7', '5']));
    const first = controller.set('5', 'add');
    const second = controller.set('7', 'add');
    await vi.advanceTimersByTimeAsync(0);
    expect(list).toHaveBeenCalledTimes(1);
    releaseFirst(listing(['5']));
    await Promise.all([first, second]);
    expect(list.mock.calls).toEqual([
      ['5', 'add'],
      ['7', 'add'],
    ]);
    expect(state().ids).toEqual(['7', '5']);
  });

  it('a second press on a product whose call is on its way is ignored', async () => {
    const { controller, list } = setup();
    list.mockResolvedValue(listing(['5']));
    const first = controller.set('5', 'add');
    void controller.set('5', 'remove');
    await first;
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('remove all uses its own call and clears everything on its empty reply', async () => {
    const { controller, list, removeAll, state } = setup();
    list.mockResolvedValueOnce(listing(['5', '6']));
    await controller.refresh();
    removeAll.mockResolvedValueOnce({ no_product: '1' });
    await controller.removeAll();
    expect(removeAll).toHaveBeenCalledOnce();
    expect(state().ids).toEqual([]);
  });

  it('the popup and the search replace each other', () => {
    const { controller, state } = setup();
    controller.openPopup();
    controller.openSearch();
    expect(state()).toMatchObject({ popupOpen: false, searchOpen: true });
    controller.openPopup();
    expect(state()).toMatchObject({ popupOpen: true, searchOpen: false });
  });

  it('the footer timer does nothing after dispose', async () => {
    const { controller, list, state } = setup();
    list.mockResolvedValueOnce(listing(['5']));
    await controller.set('5', 'add');
    controller.dispose();
    await vi.advanceTimersByTimeAsync(600);
    expect(state().footerExpanded).toBe(false);
  });

  it('a reply after dispose changes nothing', async () => {
    let release: (reply: CompareProductResult) => void = () => undefined;
    const { controller, list, state } = setup();
    list.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const pending = controller.refresh();
    await vi.advanceTimersByTimeAsync(0);
    controller.dispose();
    release(listing(['5']));
    await pending;
    expect(state().ids).toEqual([]);
  });
});
