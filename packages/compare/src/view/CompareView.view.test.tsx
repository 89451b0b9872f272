// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompareProductResult } from '@talat/client';
import { createTranslator, loadMarkupDoor, type MarkupDoor } from '@talat/core';
import { compareFooterBarMarkup, compareTableMarkup, createFakeShop, listProducts } from '@talat/mocks';
import { createCompareController, type CompareControllerOptions } from '../controller/compare-controller';
import { fillCompareReply } from '../dom/fill-reply';
import { compareMessages } from '../messages';
import { ComparePopup } from './ComparePopup';
import { CompareView } from './CompareView';

// SPEC §2.11 the compare popup and footer bar, §8 Compare (the limit message), §9 Compare (drag ×3,
// mobile below 450 px, footer after 500 ms), under React and (vitest.preact.config.ts) the shipped
// preact/compat. The controller is the real one; the replies are the fake WordPress's markup,
// filled through the one door as the session does.

const t = createTranslator(compareMessages, 'th');
const shop = createFakeShop();
const catalogue = listProducts(shop.catalogue);
let door: MarkupDoor;
beforeAll(async () => {
  door = await loadMarkupDoor();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function reply(count: number, extra: Partial<CompareProductResult> = {}): CompareProductResult {
  const products = catalogue.slice(0, count);
  return { html: compareTableMarkup(shop, products), footer_bar: compareFooterBarMarkup(shop, products), ...extra };
}

async function start(first: CompareProductResult = reply(2)) {
  const tableHost = document.createElement('div');
  const footerHost = document.createElement('div');
  const list = vi.fn<CompareControllerOptions['list']>().mockResolvedValue(first);
  const controller = createCompareController({
    list,
    removeAll: async () => ({ no_product: '1' }),
    render: async (answer) => fillCompareReply(door, { tableHost, footerHost }, answer, t),
  });
  const popups = (
    <>
      <ComparePopup controller={controller} tableHost={tableHost} t={t} />
      <div data-testid="search" />
    </>
  );
  render(<CompareView controller={controller} tableHost={tableHost} footerHost={footerHost} t={t} popups={popups} />);
  await act(() => controller.refresh());
  return { controller, list, tableHost, footerHost };
}

const toggle = () => screen.getByRole('button', { name: /^สินค้าที่เลือกเปรียบเทียบ/ });
const dialog = () => screen.getByRole('dialog', { name: 'เปรียบเทียบสินค้า' });
const backdropOf = (element: Element) => element.closest('.talat-popup-backdrop')!;

async function axeViolations(element: Element) {
  // jsdom has no layout or colours: contrast is checked in Chromium (e2e).
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('CompareView: footer bar', () => {
  it('is hidden with nothing compared and shows, collapsed, once the list has products', async () => {
    const { controller, list } = await start({ no_product: '1' });
    expect(screen.queryByRole('region', { name: 'แถบสินค้าที่เลือกเปรียบเทียบ' })).toBeNull();
    list.mockResolvedValueOnce(reply(3));
    await act(() => controller.refresh());
    const region = screen.getByRole('region', { name: 'แถบสินค้าที่เลือกเปรียบเทียบ' });
    expect(toggle()).toHaveAccessibleName('สินค้าที่เลือกเปรียบเทียบ 3 รายการ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const products = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(region).toContainElement(products);
    expect(products).not.toBeVisible();
  });

  it('expands and collapses with its disclosure button, through the controller, and keeps the toggle visible', async () => {
    const { controller, footerHost } = await start();
    const setExpanded = vi.spyOn(controller, 'setFooterExpanded');
    fireEvent.click(toggle());
    expect(setExpanded).toHaveBeenLastCalledWith(true);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const products = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(products).toBeVisible();
    expect(products).toContainElement(footerHost);
    // The plugin's stylesheet shows its bar by `.active`.
    expect(footerHost.querySelector('.th-compare-footer-wrap')).toHaveClass('active');
    expect(within(products).getByRole('button', { name: 'เพิ่มสินค้า' })).toBeVisible();
    fireEvent.click(toggle());
    expect(setExpanded).toHaveBeenLastCalledWith(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toBeVisible();
    expect(products).not.toBeVisible();
    expect(footerHost.querySelector('.th-compare-footer-wrap')).not.toHaveClass('active');
  });

  it('opens by itself 500 ms after an add (§9), and hides when the list empties (§4)', async () => {
    const { controller, list } = await start();
    vi.useFakeTimers();
    list.mockResolvedValueOnce(reply(3));
    await act(async () => {
      void controller.set(String(catalogue[2]!.id), 'add');
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await act(() => controller.removeAll());
    expect(screen.queryByRole('region', { name: 'แถบสินค้าที่เลือกเปรียบเทียบ' })).toBeNull();
  });

  it('places the popups it is given', async () => {
    await start();
    expect(screen.getByTestId('search')).toBeInTheDocument();
  });
});

describe('CompareView: popup', () => {
  it('opens titled in Thai with the table in a focusable region, and the close button asks the controller to close', async () => {
    const { controller, tableHost } = await start();
    expect(backdropOf(screen.getByRole('dialog', { hidden: true }))).toHaveAttribute('hidden');
    act(() => controller.openPopup());
    const box = dialog();
    expect(box).toHaveAttribute('aria-modal', 'true');
    expect(within(box).getByRole('heading', { name: 'เปรียบเทียบสินค้า' })).toBeVisible();
    const region = within(box).getByRole('region', { name: 'ตารางเปรียบเทียบสินค้า เลื่อนด้านข้างได้' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('th-compare-output-product');
    expect(region).toContainElement(tableHost);
    expect(within(region).getAllByRole('button', { name: /Remove/ })).toHaveLength(2);
    const close = vi.spyOn(controller, 'closePopup');
    fireEvent.click(within(box).getByRole('button', { name: 'ปิด' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(backdropOf(box)).toHaveAttribute('hidden');
  });

  it('shows a loading indicator while a list call is on its way', async () => {
    const { controller, list } = await start();
    act(() => controller.openPopup());
    let answer!: (value: CompareProductResult) => void;
    list.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    let call!: Promise<void>;
    act(() => {
      call = controller.set(String(catalogue[0]!.id), 'remove');
    });
    const said = () => screen.getAllByRole('status').map((status) => status.textContent);
    expect(said()).toContain('กำลังโหลดรายการเปรียบเทียบ…');
    expect(dialog().querySelector('.talat-spinner')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'ตารางเปรียบเทียบสินค้า เลื่อนด้านข้างได้' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      answer(reply(1));
      await call;
    });
    expect(said()).not.toContain('กำลังโหลดรายการเปรียบเทียบ…');
    expect(dialog().querySelector('.talat-spinner')).toBeNull();
  });

  it("shows the server's limit message in the heading as an alert, as text: hostile markup stays inert", async () => {
    const { controller, list } = await start(reply(4));
    const hostile = '<img src=x onerror="window.__pwned=1">Product Limit Exceeded.';
    list.mockResolvedValueOnce(reply(4, { product_limit: hostile }));
    await act(() => controller.set(String(catalogue[5]!.id), 'add'));
    // §8 Compare: nothing else would show why the add did nothing, so the popup opens with it.
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent(hostile);
    expect(alert.childElementCount).toBe(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('adopts the hosts: their nodes survive every render (no re-parse)', async () => {
    const { controller, tableHost, footerHost } = await start();
    const table = tableHost.querySelector('table')!;
    const footerWrap = footerHost.querySelector('.th-compare-footer-wrap')!;
    act(() => controller.openPopup());
    act(() => controller.setFooterExpanded(true));
    act(() => controller.closePopup());
    act(() => controller.openPopup());
    expect(tableHost.querySelector('table')).toBe(table);
    expect(footerHost.querySelector('.th-compare-footer-wrap')).toBe(footerWrap);
    expect(table.isConnected && footerWrap.isConnected).toBe(true);
  });

  it('scrolls the table by drag (×3) and by keyboard', async () => {
    const { controller } = await start(reply(4));
    act(() => controller.openPopup());
    const region = screen.getByRole('region', { name: 'ตารางเปรียบเทียบสินค้า เลื่อนด้านข้างได้' });
    Object.defineProperty(region, 'scrollWidth', { configurable: true, get: () => 1400 });
    Object.defineProperty(region, 'clientWidth', { configurable: true, get: () => 500 });
    const pointer = (type: string, clientX: number) => fireEvent(region, new PointerEvent(type, { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0, clientX }));
    pointer('pointerdown', 300);
    pointer('pointermove', 250);
    expect(region.scrollLeft).toBe(150);
    pointer('pointerup', 250);
    region.focus();
    fireEvent.keyDown(region, { key: 'End' });
    expect(region.scrollLeft).toBe(900);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(region.scrollLeft).toBe(860);
    fireEvent.keyDown(region, { key: 'Home' });
    expect(region.scrollLeft).toBe(0);
  });
});

describe('CompareView: mobile and accessibility', () => {
  it('takes the mobile layout below 450 px and follows the width as it changes', async () => {
    const listeners = new Set<() => void>();
    let narrow = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(max-width:449.98px)' && narrow;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    const { controller } = await start();
    act(() => controller.openPopup());
    expect(dialog()).toHaveClass('th-mobile-view');
    expect(document.querySelector('.talat-compare-footer')).toHaveClass('th-mobile-view');
    narrow = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(dialog()).not.toHaveClass('th-mobile-view');
    expect(document.querySelector('.talat-compare-footer')).not.toHaveClass('th-mobile-view');
  });

  it('axe finds no violation in the open popup or in the expanded footer bar', async () => {
    const { controller } = await start(reply(3));
    act(() => controller.setFooterExpanded(true));
    expect(await axeViolations(document.querySelector('.talat-compare-footer')!)).toEqual([]);
    act(() => controller.openPopup());
    expect(await axeViolations(backdropOf(dialog()))).toEqual([]);
  });
});

describe('CompareView: the plugin’s phone table (§2.11 mobile layout)', () => {
  it('each reply’s phone table gets the classes the plugin’s script added: `_has-scroll` above three products, `_two-products` at two', async () => {
    const phoneReply = (count: number): CompareProductResult => {
      const products = catalogue.slice(0, count);
      return { html: compareTableMarkup(shop, products, { mobile: true }), footer_bar: compareFooterBarMarkup(shop, products) };
    };
    const { controller, list, tableHost } = await start(phoneReply(4));
    const table = () => tableHost.querySelector('table')!;
    expect([...table().classList]).toEqual(['product-table-configure', 'woocommerce', 'mobile-flex', '_has-scroll']);
    list.mockResolvedValueOnce(phoneReply(2));
    await act(() => controller.refresh());
    expect([...table().classList]).toEqual(['product-table-configure', 'woocommerce', 'mobile-flex', '_two-products']);
    // A desktop browser's table is left as printed.
    list.mockResolvedValueOnce(reply(2));
    await act(() => controller.refresh());
    expect([...table().classList]).toEqual(['product-table-configure', 'woocommerce']);
  });
});
