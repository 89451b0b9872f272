// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { atom, createTranslator, loadMarkupDoor, type MarkupDoor } from '@talat/core';
import { compareFooterBarMarkup, compareTableMarkup, createFakeShop, findProduct, listProducts } from '@talat/mocks';
import { EMPTY_COMPARE_STATE } from '../controller/compare-controller';
import { compareMessages } from '../messages';
import { bindCompareMarkup, enhanceCompareMarkup, productNamesIn, type CompareMarkupController } from './markup-actions';

// The controls inside the server's compare markup (SPEC §2.11; the plugin's bindings,
// docs/research/th-product-compare.md §1, on its markup, §3), filled through the one door as the
// session does, with the fake WordPress's markup builders.

const t = createTranslator(compareMessages, 'th');
let door: MarkupDoor;
beforeAll(async () => {
  door = await loadMarkupDoor();
});
afterEach(() => {
  document.body.innerHTML = '';
});

function filled(count = 2) {
  const shop = createFakeShop();
  const products = listProducts(shop.catalogue).slice(0, count);
  const tableHost = document.createElement('div');
  const footerHost = document.createElement('div');
  document.body.append(tableHost, footerHost);
  door.fill(tableHost, compareTableMarkup(shop, products));
  door.fill(footerHost, compareFooterBarMarkup(shop, products));
  enhanceCompareMarkup(tableHost, t);
  enhanceCompareMarkup(footerHost, t, tableHost);
  const $state = atom({ ...EMPTY_COMPARE_STATE, ids: products.map((p) => String(p.id)) });
  const controller = {
    $state,
    set: vi.fn(async () => {}),
    openSearch: vi.fn(),
    removeAll: vi.fn(async () => {}),
    openPopup: vi.fn(),
    setFooterExpanded: vi.fn(),
  } satisfies CompareMarkupController;
  const unbind = bindCompareMarkup({ tableHost, footerHost, controller, t });
  return { shop, products, tableHost, footerHost, controller, $state, unbind };
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};
const press = (element: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('bindCompareMarkup', () => {
  it("removes a product from the table's Remove button and from the footer's icon", () => {
    const { tableHost, footerHost, products, controller, unbind } = filled();
    const [first, second] = products.map((p) => String(p.id));
    const tableButton = tableHost.querySelector(`button.th-compare-product-remove[data-th-product-id="${second}"]`)!;
    // A press on the glyph inside the button counts as the button.
    expect(click(tableButton.querySelector('i')!).defaultPrevented).toBe(true);
    expect(controller.set).toHaveBeenLastCalledWith(second, 'remove');
    click(footerHost.querySelector(`i.th-compare-product-remove[data-th-product-id="${first}"]`)!);
    expect(controller.set).toHaveBeenLastCalledWith(first, 'remove');
    unbind();
    click(tableButton);
    expect(controller.set).toHaveBeenCalledTimes(2);
  });

  it('opens the search from the add bar, the popup from the opener, and removes all; the "#" links never jump', () => {
    const { footerHost, controller } = filled();
    expect(click(footerHost.querySelector('.th-add-product-bar i')!).defaultPrevented).toBe(true);
    expect(controller.openSearch).toHaveBeenCalledTimes(1);
    expect(click(footerHost.querySelector('.th-compare-footer-product-opner .text_')!).defaultPrevented).toBe(true);
    expect(controller.openPopup).toHaveBeenCalledTimes(1);
    click(footerHost.querySelector('#thpc-removeall svg')!);
    expect(controller.removeAll).toHaveBeenCalledTimes(1);
  });

  it("toggles the footer from the renamed release's own up/down button", () => {
    const { footerHost, controller, $state } = filled();
    footerHost.querySelector('.th-compare-footer-level2')!.insertAdjacentHTML('afterbegin', '<button class="th-footer-up-down"><span class="text_">Compare</span></button>');
    click(footerHost.querySelector('.th-footer-up-down .text_')!);
    expect(controller.setFooterExpanded).toHaveBeenLastCalledWith(true);
    $state.set({ ...$state.get(), footerExpanded: true });
    click(footerHost.querySelector('.th-footer-up-down')!);
    expect(controller.setFooterExpanded).toHaveBeenLastCalledWith(false);
  });

  it('leaves other clicks (a product link, the add to cart) alone', () => {
    const { tableHost, controller } = filled();
    const link = tableHost.querySelector('.product-title_ a')!;
    let preventedByUs: boolean | undefined;
    // Read at the document, then stop jsdom from trying to follow the link.
    const spy = (event: Event) => {
      preventedByUs = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', spy);
    click(link);
    document.removeEventListener('click', spy);
    expect(preventedByUs).toBe(false);
    expect(controller.set).not.toHaveBeenCalled();
  });

  it('activates the made-up buttons with Enter and Space, and an href="#" link with Space only (Enter clicks it already)', () => {
    const { footerHost, products, controller } = filled();
    const icon = footerHost.querySelector(`i.th-compare-product-remove[data-th-product-id="${products[0]!.id}"]`)!;
    expect(press(icon, 'Enter').defaultPrevented).toBe(true);
    expect(controller.set).toHaveBeenCalledTimes(1);
    press(icon, ' ');
    expect(controller.set).toHaveBeenCalledTimes(2);
    const removeAll = footerHost.querySelector('#thpc-removeall')!;
    press(removeAll, 'Enter');
    expect(controller.removeAll).toHaveBeenCalledTimes(1);
    const add = footerHost.querySelector('.th-add-product-bar')!;
    expect(press(add, 'Enter').defaultPrevented).toBe(false);
    expect(controller.openSearch).not.toHaveBeenCalled();
    press(add, ' ');
    expect(controller.openSearch).toHaveBeenCalledTimes(1);
    press(icon, 'a');
    expect(controller.set).toHaveBeenCalledTimes(2);
  });
});

describe('enhanceCompareMarkup', () => {
  it('makes the footer remove icons named, focusable buttons, naming the product from the table', () => {
    const { footerHost, products } = filled(3);
    const icons = [...footerHost.querySelectorAll('i.th-compare-product-remove')];
    expect(icons).toHaveLength(3);
    icons.forEach((icon, index) => {
      expect(icon).toHaveAttribute('role', 'button');
      expect(icon).toHaveAttribute('tabindex', '0');
      expect(icon).toHaveAccessibleName(`นำ ${products[index]!.name} ออกจากการเปรียบเทียบ`);
      // The thumbnail's alt is empty: its link is named after the product too.
      expect(icon.parentElement!.querySelector('a')).toHaveAccessibleName(products[index]!.name);
    });
  });

  it('names the icon-only controls and keeps a name the markup has; svgs and glyphs are hidden', () => {
    const { footerHost } = filled();
    const removeAll = footerHost.querySelector('#thpc-removeall')!;
    expect(removeAll).toHaveAttribute('role', 'button');
    expect(removeAll).toHaveAttribute('tabindex', '0');
    expect(removeAll).toHaveAccessibleName('ลบทั้งหมด');
    const add = footerHost.querySelector('.th-add-product-bar')!;
    expect(add).toHaveAttribute('role', 'button');
    expect(add).not.toHaveAttribute('tabindex');
    expect(add).toHaveAccessibleName('เพิ่มสินค้า');
    const opener = footerHost.querySelector('.th-compare-footer-product-opner')!;
    expect(opener).toHaveAttribute('role', 'button');
    expect(opener).not.toHaveAttribute('aria-label');
    expect(opener).toHaveAccessibleName('Compare');
    for (const svg of footerHost.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(footerHost.querySelector('i.dashicons-plus')).toHaveAttribute('aria-hidden', 'true');
  });

  it("takes the table's image link, a twin of the title link with an empty alt, out of the tab order and the reading", () => {
    const { tableHost, products } = filled(1);
    const image = tableHost.querySelector('.img_ a')!;
    expect(image).toHaveAttribute('aria-hidden', 'true');
    expect(image).toHaveAttribute('tabindex', '-1');
    expect(tableHost.querySelector('.product-title_ a')).toHaveAccessibleName(products[0]!.name);
    expect(tableHost.querySelector('.product-title_ a')).not.toHaveAttribute('tabindex');
  });

  it('is idempotent, and falls back to a general name when no product name is known', () => {
    const { footerHost, tableHost } = filled(1);
    enhanceCompareMarkup(footerHost, t, tableHost);
    const icon = footerHost.querySelector('i.th-compare-product-remove')!;
    expect(icon.getAttributeNames().filter((name) => name === 'role')).toHaveLength(1);
    const alone = document.createElement('div');
    alone.innerHTML = footerHost.innerHTML;
    alone.querySelector('i.th-compare-product-remove')!.removeAttribute('aria-label');
    alone.querySelector('.img_ a')!.removeAttribute('aria-label');
    enhanceCompareMarkup(alone, t);
    expect(alone.querySelector('i.th-compare-product-remove')).toHaveAttribute('aria-label', 'นำสินค้าออกจากการเปรียบเทียบ');
  });

  it('keeps a hostile product name as text in the names it sets', () => {
    const { shop } = filled();
    const hostile = findProduct(shop.catalogue, 9999)!;
    const tableHost = document.createElement('div');
    const footerHost = document.createElement('div');
    document.body.append(tableHost, footerHost);
    door.fill(tableHost, compareTableMarkup(shop, [hostile]));
    door.fill(footerHost, compareFooterBarMarkup(shop, [hostile]));
    expect(productNamesIn(tableHost).get('9999')).toBe(hostile.name);
    enhanceCompareMarkup(footerHost, t, tableHost);
    expect(footerHost.querySelector('i.th-compare-product-remove')).toHaveAttribute('aria-label', `นำ ${hostile.name} ออกจากการเปรียบเทียบ`);
    expect(document.querySelectorAll('img[onerror], img[src="x"]')).toHaveLength(0);
  });
});
