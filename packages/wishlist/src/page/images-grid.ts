import { injectStyles, onHostEvent } from '@talat/core';
import { focusOn } from '../dom/focus';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { IMAGES_GRID_CSS } from './layouts-styles';
import { LIST, ROW } from './list';
import { rowName } from './reorder-list';
import type { WishlistTranslate } from '../messages';

// The images-grid layout (premium, research §2.8 and §4.10): a click on an item's thumbnail link
// shows or hides its details (`show` on the item, the other items' closed), `a.close` closes it, a
// click outside every item closes them all, and so does WooCommerce's `added_to_cart`. With
// `disable_popup_grid_view` the thumbnail stays the plain product link it is.
//
// What the plugin left out: the thumbnail link says it toggles (aria-expanded, aria-controls), the
// details are a group named by the product's name, Escape closes the open item, and focus goes
// back to the thumbnail when the details close from inside them.

const GRID = `${LIST}.images_grid`;
const THUMBNAIL_LINK = `${GRID} ${ROW} .product-thumbnail a`;
const CLOSE_LINK = `${GRID} ${ROW} a.close`;
const SHOW = 'show';
let ids = 0;

const idOf = (element: Element, prefix: string) => element.id || (element.id = `${prefix}-${++ids}`);

/**
 * Brings one item's ARIA in line with its `show` class; changes nothing already right. The
 * thumbnail (an image with empty alt) is named 'รายละเอียด …' and the × 'ปิดรายละเอียด …'.
 */
function syncItem(item: HTMLElement, t: WishlistTranslate): void {
  const link = item.querySelector<HTMLElement>('.product-thumbnail a');
  const details = item.querySelector<HTMLElement>('.item-details');
  if (!link || !details) return;
  const name = item.querySelector('.product-name');
  const label = (element: Element | null, text: string) => {
    if (element && element.getAttribute('aria-label') !== text) element.setAttribute('aria-label', text);
  };
  const product = rowName(item);
  label(link, t('gridDetails', { name: product }));
  label(item.querySelector('a.close'), t('gridClose', { name: product }));
  if (!details.hasAttribute('role')) details.setAttribute('role', 'group');
  if (name && !details.hasAttribute('aria-labelledby')) details.setAttribute('aria-labelledby', idOf(name, 'talat-wishlist-item-name'));
  const controls = idOf(details, 'talat-wishlist-item-details');
  if (link.getAttribute('aria-controls') !== controls) link.setAttribute('aria-controls', controls);
  const expanded = String(item.classList.contains(SHOW));
  if (link.getAttribute('aria-expanded') !== expanded) link.setAttribute('aria-expanded', expanded);
}

export function imagesGrid({ doc, config, t }: WishlistPageDeps): PagePart {
  if (config.disablePopupGridView) return { stop: () => undefined };
  const items = () => [...doc.querySelectorAll<HTMLElement>(`${GRID} ${ROW}`)];
  const refresh = () => {
    const all = items();
    if (all.length > 0) injectStyles('wishlist-images-grid', IMAGES_GRID_CSS, doc);
    all.forEach((item) => syncItem(item, t));
  };

  const setShown = (item: HTMLElement, shown: boolean) => {
    item.classList.toggle(SHOW, shown);
    syncItem(item, t);
  };
  /** Closes every open item but `keep`; returns the one that held focus, if any. */
  const closeAll = (keep?: HTMLElement) => {
    for (const item of items()) if (item !== keep && item.classList.contains(SHOW)) setShown(item, false);
  };
  /** Closes `item`; focus inside its details goes back to its thumbnail, not to the page's start. */
  const close = (item: HTMLElement) => {
    const hadFocus = item.querySelector('.item-details')?.contains(doc.activeElement) ?? false;
    setShown(item, false);
    if (hadFocus) focusOn(item.querySelector<HTMLElement>('.product-thumbnail a'));
  };

  const onClick = (event: MouseEvent) => {
    const target = targetOf(event);
    if (!target) return;
    const thumbnail = target.closest<HTMLElement>(THUMBNAIL_LINK);
    const closer = target.closest<HTMLElement>(CLOSE_LINK);
    const item = (thumbnail ?? closer)?.closest<HTMLElement>(ROW);
    if (item && thumbnail && item.querySelector('.item-details')) {
      event.preventDefault();
      closeAll(item);
      setShown(item, !item.classList.contains(SHOW));
    } else if (item && closer) {
      event.preventDefault();
      close(item);
    } else if (!target.closest(ROW)) {
      closeAll();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const item = targetOf(event)?.closest<HTMLElement>(`${GRID} ${ROW}.${SHOW}`);
    if (!item) return;
    event.preventDefault();
    close(item);
  };

  refresh();
  const stops = [listen(doc, 'click', onClick), listen(doc, 'keydown', onKeyDown), onHostEvent('added_to_cart', () => closeAll())];
  return {
    refresh,
    stop: () => stops.forEach((stop) => stop()),
  };
}
