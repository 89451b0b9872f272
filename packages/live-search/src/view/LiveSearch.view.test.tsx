// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readWidgetConfig } from '@talat/core';
import { liveSearchConfigSpec } from '../config';
import { enhanceLiveSearch } from '../interactive';
import { mountLiveSearch } from '../mount';
import { findSearchHost } from './host-elements';
import { searchBoxMarkup, searchPluginOptions } from '@talat/mocks';

const PLUGIN_OPTIONS_SCRIPT = searchPluginOptions();

const PRICE = '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">฿</span>45.00</bdi></span>';
const RESULTS = {
  suggestions: [
    { type: 'heading', value: 'หมวดหมู่สินค้า' },
    { type: 'taxonomy-product-cat', value: 'ขวดลูกกลิ้ง', url: '/product-category/roll-on/', cat_img: '/mock-media/category-roll-on.svg' },
    { type: 'heading', value: 'สินค้า' },
    { type: 'product', value: 'ขวดลูกกลิ้งแก้ว 10 ml', url: '/product/roll-on-10/', imgsrc: '/mock-media/product-1.svg', price: PRICE, desc: 'ขวดแก้วหนา ลูกกลิ้งสแตนเลส', sku: 'RB-10-GLD' },
    { type: 'product', value: '<img src=x onerror=alert(1)>ขวดทดสอบ', url: '/product/hostile-title/', price: PRICE, sku: 'XSS-1' },
    { type: 'more_item', value: '', text: 'ดูสินค้าทั้งหมด', total: '42', url: '/?s=ขวด&post_type=product&thaps_srch=1' },
  ],
};

const requests: URL[] = [];
let reply: () => Promise<Response> | Response = () => HttpResponse.json(RESULTS);
const server = setupServer(
  http.get('*/wp-admin/admin-ajax.php', ({ request }) => {
    requests.push(new URL(request.url));
    return reply();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let unmount: (() => void) | undefined;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

function mount(options: { iconMode?: boolean; value?: string; pluginOptions?: object | null } = {}) {
  document.body.innerHTML = searchBoxMarkup(options);
  const pluginOptions = options.pluginOptions === undefined ? PLUGIN_OPTIONS_SCRIPT : options.pluginOptions;
  (window as unknown as Record<string, unknown>).th_advance_product_search_options = pluginOptions ?? undefined;
  navigate = vi.fn<(url: string) => void>();
  // The interactive chunk's part of the mount, which this file tests; mount.view.test.tsx tests
  // the first load that brings it.
  const box = document.querySelector<HTMLElement>('.thaps-search-box')!;
  const config = readWidgetConfig(liveSearchConfigSpec, box, document);
  if (!config.ok) throw new Error(config.error);
  act(() => {
    unmount = enhanceLiveSearch(box, findSearchHost(box)!, config.config, { navigate });
  });
  return screen.getByRole('combobox', { hidden: true });
}

function type(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

beforeEach(() => {
  requests.length = 0;
  reply = () => HttpResponse.json(RESULTS);
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  delete (window as unknown as Record<string, unknown>).th_advance_product_search_options;
});

describe('LiveSearch view (§2.3, §4, §5 Live search)', () => {
  it('turns the server input into a WAI-ARIA combobox bound to a listbox', () => {
    const input = mount();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('sends action and match from the first character, as the plugin\'s own script does (no thaps_nonce, decision 474)', async () => {
    const input = mount();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    type(input, 'ข');
    // At once, with no debounce (§9 Search): ky calls fetch a microtask after the call, no later,
    // so the "no request" checks below flush microtasks and nothing else (decision 166).
    await act(async () => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      action: 'thaps_ajax_get_search_value',
      match: 'ข',
    });
  });

  it('shows a loading indicator while the request is in flight', async () => {
    let release!: () => void;
    reply = () => new Promise((resolve) => (release = () => resolve(HttpResponse.json(RESULTS))));
    const input = mount();
    type(input, 'ขวด');
    await waitFor(() => expect(document.querySelector('.talat-search__spinner')).not.toBeNull());
    act(() => release());
    await screen.findByRole('listbox');
    await waitFor(() => expect(document.querySelector('.talat-search__spinner')).toBeNull());
  });

  it('draws every row kind with headings as groups, price markup, SKU and more items', async () => {
    const input = mount();
    type(input, 'ขวด');
    const listbox = await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'หมวดหมู่สินค้า',
      'สินค้า',
    ]);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[0]).toHaveAttribute('href', '/product-category/roll-on/');
    expect(options[1]).toHaveTextContent('ขวดลูกกลิ้งแก้ว 10 ml');
    expect(options[1]).toHaveTextContent('( SKU : RB-10-GLD )');
    expect(options[1]).toHaveTextContent('ขวดแก้วหนา ลูกกลิ้งสแตนเลส');
    // The price is server markup: it comes in through the lazily loaded sanitiser.
    await waitFor(() => expect(options[1]!.querySelector('.woocommerce-Price-amount')).toHaveTextContent('฿45.00'));
    expect(options[3]).toHaveTextContent('ดูสินค้าทั้งหมด (42)');
    expect(options[1]!.querySelector('mark')).toHaveTextContent('ขวด');
    expect(screen.getByRole('status')).toHaveTextContent('พบคำแนะนำ 4 รายการ ใช้ปุ่มลูกศรขึ้นลงเพื่อเลือก');
  });

  it('renders a hostile title as text, never as markup', async () => {
    const input = mount();
    type(input, 'ขวด');
    const listbox = await screen.findByRole('listbox');
    const hostile = within(listbox).getAllByRole('option')[2]!;
    expect(hostile.querySelector('.talat-search__title')).toHaveTextContent('<img src=x onerror=alert(1)>ขวดทดสอบ');
    expect(hostile.querySelector('.talat-search__title img')).toBeNull();
  });

  it('says "No results" in Thai when nothing matches', async () => {
    reply = () => HttpResponse.json({ suggestions: [{ type: 'no-result', value: 'ไม่พบสินค้า', url: '#' }] });
    const input = mount();
    type(input, 'zzz');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option')).toHaveTextContent('ไม่พบผลลัพธ์');
    expect(within(listbox).getByRole('option')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('ไม่พบผลลัพธ์');
  });

  it.each([
    ['a server error', () => new HttpResponse('oops', { status: 500 })],
    ['a WordPress 403', () => HttpResponse.json({ code: 'rest_forbidden', message: 'x', data: { status: 403 } }, { status: 403 })],
    ['junk JSON', () => new HttpResponse('<html>not json', { headers: { 'Content-Type': 'application/json' } })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows nothing and keeps working after %s (§8 Search)', async (_name, failure) => {
    reply = failure;
    const input = mount();
    type(input, 'ครีม');
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.talat-search__spinner')).toBeNull());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('ครีม');
    reply = () => HttpResponse.json(RESULTS);
    type(input, 'ครีมบำรุง');
    expect(await screen.findByRole('listbox')).toBeVisible();
  });

  it('moves with the arrows, previews the value, and Escape restores what was typed', async () => {
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1]!;
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    expect(input).toHaveValue('ขวดลูกกลิ้งแก้ว 10 ml');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('ขวด');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on a highlighted row goes to its url', async () => {
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const event = fireEvent.keyDown(input, { key: 'Enter' });
    expect(event).toBe(false); // default prevented: the form does not submit
    expect(navigate).toHaveBeenCalledWith('/product/roll-on-10/');
  });

  it('Enter with nothing highlighted hides the list and lets the form submit', async () => {
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter' });
    expect(notPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a row goes to its url', async () => {
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(navigate).toHaveBeenCalledWith('/product-category/roll-on/');
  });

  it('icon mode starts collapsed; the icon opens it and focuses the input', () => {
    const input = mount({ iconMode: true });
    const box = document.querySelector('.thaps-search-box')!;
    const toggle = screen.getByRole('button', { name: 'เปิดช่องค้นหา' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveClass('talat-search--collapsed');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('ปิดช่องค้นหา');
    expect(box).toHaveClass('thaps-box-open');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(box).toHaveClass('talat-search--collapsed');
    act(() => unmount?.());
    unmount = undefined;
    for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-controls', 'aria-label']) expect(toggle).not.toHaveAttribute(name);
    expect(box).not.toHaveClass('talat-search--collapsed');
  });

  it('leaves the form alone and says why when the config is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = searchBoxMarkup();
    const result = mountLiveSearch(document.querySelector<HTMLElement>('.thaps-search-box')!);
    expect(result).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toContain('[Talat] live-search: missing config key "ajaxUrl"');
    expect(document.querySelector('input[name="s"]')).not.toHaveAttribute('role');
  });

  it('keeps the query the results page echoed, and searches it when the shopper comes back', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const input = mount({ value: 'เซรั่ม' });
    expect(input).toHaveValue('เซรั่ม');
    // Requests start from the input's listeners and the mount effects, a microtask later (ky).
    await act(async () => undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
    act(() => input.focus());
    await screen.findByRole('listbox');
    expect(requests[0]!.searchParams.get('match')).toBe('เซรั่ม');
    expect(input).toHaveValue('เซรั่ม');
  });

  it('Tab on a highlighted row goes to its url', async () => {
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/product-category/roll-on/');
  });

  it('a pointer over a row neither highlights it nor rewrites the input', async () => {
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    fireEvent.mouseOver(screen.getAllByRole('option')[1]!);
    fireEvent.mouseEnter(screen.getAllByRole('option')[1]!);
    expect(input).toHaveValue('ขวด');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
  });

  it('a Ctrl-click opens the row as the browser does, not in this tab', async () => {
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    fireEvent.click(screen.getAllByRole('option')[0]!, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never rewrites the input while an IME composition is under way', async () => {
    let release!: () => void;
    reply = () => new Promise((resolve) => (release = () => resolve(HttpResponse.json(RESULTS))));
    const input = mount();
    type(input, 'ขวด');
    await waitFor(() => expect(requests).toHaveLength(1));
    fireEvent.compositionStart(input);
    (input as HTMLInputElement).value = 'ขวด ลู';
    act(() => release());
    await screen.findByRole('listbox');
    expect(input).toHaveValue('ขวด ลู');
    fireEvent.compositionEnd(input);
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('match')).toBe('ขวด ลู'));
  });

  it('restores the server markup when unmounted', async () => {
    const printed = document.createElement('template');
    printed.innerHTML = searchBoxMarkup();
    const before = printed.content.querySelector('input[name="s"]')!.outerHTML;
    const input = mount();
    type(input, 'ขวด');
    await screen.findByRole('listbox');
    act(() => unmount?.());
    unmount = undefined;
    expect(input).not.toHaveAttribute('role');
    expect(input).not.toHaveAttribute('aria-controls');
    expect(input).not.toHaveAttribute('aria-expanded');
    expect(input.outerHTML.replace(/ value="[^"]*"/, '')).toBe(before.replace(/ value="[^"]*"/, ''));
    expect(document.querySelector('.talat-live-search')).toBeNull();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    type(input, 'ขวดแก้ว');
    await act(async () => undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
