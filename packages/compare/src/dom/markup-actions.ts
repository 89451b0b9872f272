import type { CompareController } from '../controller/compare-controller';
import type { CompareTranslate } from '../messages';

/**
 * The controls inside the server's compare markup (the reply's `html` table and `footer_bar`,
 * docs/research/th-product-compare.md §3): TH Product Compare bound them on `document` (§1); here
 * one delegated listener per host does, so a fill (the door replaces the host's content) needs no
 * re-binding. And `enhanceCompareMarkup` gives them what the plugin never did: keyboard reach and
 * names (DESIGN.md "What the old front ends got wrong": no ARIA at all).
 */

/** Table "Remove" buttons and the footer's `<i>` remove icons alike (plugin §1 removeProduct). */
const REMOVE = '.th-compare-product-remove[data-th-product-id]';
const ADD_PRODUCT = '.th-add-product-bar';
const REMOVE_ALL = '#thpc-removeall';
const OPEN_POPUP = '.th-compare-footer-product-opner';
const FOOTER_TOGGLE = '.th-footer-up-down';
/** Marks the elements enhanceCompareMarkup made buttons of, which need Enter/Space from us. */
const KEY_BUTTON = 'data-talat-key-button';

export type CompareMarkupController = Pick<CompareController, '$state' | 'set' | 'openSearch' | 'removeAll' | 'openPopup' | 'setFooterExpanded'>;

export interface CompareMarkupOptions {
  tableHost: HTMLElement;
  footerHost: HTMLElement;
  controller: CompareMarkupController;
  t: CompareTranslate;
}

/** The action of the control a click landed in, or undefined when it is none of ours. */
function actionFor(target: Element, controller: CompareMarkupController): (() => void) | undefined {
  const remove = target.closest(REMOVE);
  const id = remove?.getAttribute('data-th-product-id')?.trim();
  if (id) return () => void controller.set(id, 'remove');
  if (target.closest(ADD_PRODUCT)) return () => controller.openSearch();
  if (target.closest(REMOVE_ALL)) return () => void controller.removeAll();
  if (target.closest(OPEN_POPUP)) return () => controller.openPopup();
  if (target.closest(FOOTER_TOGGLE)) return () => controller.setFooterExpanded(!controller.$state.get().footerExpanded);
  return undefined;
}

/** Binds both hosts; returns the unbind. */
export function bindCompareMarkup({ tableHost, footerHost, controller }: CompareMarkupOptions): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const action = actionFor(event.target, controller);
    if (!action) return;
    // The markup's links are `href="#"`: following them would jump the page to the top.
    event.preventDefault();
    action();
  };
  // An `<i>` or an href-less `<a>` made a button answers Enter and Space as a button does; an
  // `<a href>` already answers Enter with a click, so only Space is ours there.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.hasAttribute(KEY_BUTTON)) return;
    const enterIsNative = target instanceof HTMLAnchorElement && target.hasAttribute('href');
    if (event.key === ' ' || (event.key === 'Enter' && !enterIsNative)) {
      event.preventDefault();
      target.click();
    }
  };
  for (const host of [tableHost, footerHost]) {
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
  }
  return () => {
    for (const host of [tableHost, footerHost]) {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
    }
  };
}

/**
 * Product names by id, from the table: a remove button's column, read in the table's first row
 * (the "Product Details" cell, `._title_`). The footer's images print `alt=""` (WooCommerce's
 * thumbnail), so the table is where the names are.
 */
export function productNamesIn(tableHost: ParentNode): Map<string, string> {
  const names = new Map<string, string>();
  for (const button of tableHost.querySelectorAll(REMOVE)) {
    const id = button.getAttribute('data-th-product-id')?.trim();
    const cell = button.closest('td');
    const table = cell?.closest('table');
    if (!id || !cell || !table || names.has(id)) continue;
    const column = [...(cell.parentElement?.children ?? [])].indexOf(cell);
    const details = table.rows[0]?.cells[column];
    const title = (details?.querySelector('.product-title_, ._title_') ?? cell.querySelector('.product-title_, ._title_'))?.textContent?.trim();
    if (title) names.set(id, title);
  }
  return names;
}

/** A footer slot's product: its image's alt, else the table's name for its id. */
function productNameNear(icon: Element, names: Map<string, string>): string {
  const slot = icon.closest('.img_, .product-comp') ?? icon.parentElement;
  const alt = slot?.querySelector('img[alt]')?.getAttribute('alt')?.trim();
  if (alt) return alt;
  return names.get(icon.getAttribute('data-th-product-id')?.trim() ?? '') ?? '';
}

function hasName(element: Element): boolean {
  if (element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')) return true;
  if (element.textContent?.trim()) return true;
  return [...element.querySelectorAll('img[alt]')].some((img) => img.getAttribute('alt')?.trim());
}

function makeButton(element: HTMLElement, name: string | undefined): void {
  if (element instanceof HTMLButtonElement) return;
  element.setAttribute('role', 'button');
  element.setAttribute(KEY_BUTTON, '');
  // An `<a>` without href and an `<i>` are not in the tab order on their own.
  if (!(element instanceof HTMLAnchorElement && element.hasAttribute('href')) && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '0');
  }
  if (name !== undefined) element.setAttribute('aria-label', name);
}

/**
 * Run after every fill of a host (the table's first: the footer takes its names from it).
 * Idempotent. Names are set as attributes (text), never markup.
 */
export function enhanceCompareMarkup(host: HTMLElement, t: CompareTranslate, tableHost: ParentNode = host): void {
  const names = productNamesIn(tableHost);
  for (const icon of host.querySelectorAll<HTMLElement>(REMOVE)) {
    if (icon instanceof HTMLButtonElement) continue;
    const name = productNameNear(icon, names);
    makeButton(icon, name ? t('removeProduct', { name }) : t('removeProductUnnamed'));
    // The image link beside it names nothing when the thumbnail's alt is empty.
    const link = icon.closest('.img_, .product-comp')?.querySelector('a[href]');
    if (name && link && !hasName(link)) link.setAttribute('aria-label', name);
  }
  const named: [string, () => string][] = [
    [REMOVE_ALL, () => t('removeAll')],
    [ADD_PRODUCT, () => t('addProduct')],
    [OPEN_POPUP, () => t('openCompare')],
  ];
  for (const [selector, name] of named) {
    for (const control of host.querySelectorAll<HTMLElement>(selector)) {
      makeButton(control, hasName(control) ? undefined : name());
    }
  }
  // These open the popup and the search: a screen reader says so before the press.
  for (const opener of host.querySelectorAll(`${ADD_PRODUCT}, ${OPEN_POPUP}`)) opener.setAttribute('aria-haspopup', 'dialog');
  // The table's image link repeats its title link (same cell, same href) with an empty alt: one
  // stop and one reading of the product is enough.
  for (const link of host.querySelectorAll<HTMLAnchorElement>('td a[href]')) {
    if (hasName(link) || !link.querySelector('img')) continue;
    const twin = [...(link.closest('td')?.querySelectorAll('a[href]') ?? [])].find((other) => other !== link && other.getAttribute('href') === link.getAttribute('href') && hasName(other));
    if (!twin) continue;
    link.setAttribute('aria-hidden', 'true');
    link.setAttribute('tabindex', '-1');
  }
  // Any other `href="#"` link in the markup is a control, not a place to go.
  for (const link of host.querySelectorAll<HTMLElement>('a[href="#"]:not([role])')) makeButton(link, undefined);
  for (const svg of host.querySelectorAll('svg')) {
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
  }
  // Dashicons are font glyphs in an empty `<i>`: decoration, unless it is the control itself.
  for (const glyph of host.querySelectorAll(`i.dashicons:not(${REMOVE})`)) glyph.setAttribute('aria-hidden', 'true');
}
