import { assignLocation, hideVisually } from '@talat/core';
import type { PageExtra } from '../context';
import { CATEGORY_SELECT } from './markup';

/**
 * Where WooCommerce's product-categories widget goes for a choice (its inline script in
 * class-wc-widget-product-categories.php, docs/research/gtranslate.md "Category dropdown"):
 * `home_url('/')` plus `?product_cat=<slug>` (`&` when the home URL already has a query), and the
 * shop page for the empty "Select a category" choice. The slug is added as WooCommerce adds it.
 */
export function categoryUrl(value: string, homeUrl: string, shopUrl: string): string {
  if (value === '') return shopUrl;
  return `${homeUrl}${homeUrl.indexOf('?') > 0 ? '&' : '?'}product_cat=${value}`;
}

/** Keys that change a closed select's value in place (Chromium on Windows and Linux fires change at once). */
const BROWSING_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|.)$/u;

/**
 * Keys that open the select's list (Space, F4, Alt+Arrow; Enter on Linux): the pick made in the open
 * list is as deliberate as a pointer's, so its change goes at once, with no second Enter.
 */
function opensList(event: KeyboardEvent): boolean {
  return event.key === ' ' || event.key === 'F4' || (event.altKey && /^Arrow(Up|Down)$/.test(event.key));
}

/**
 * The product-categories dropdown (§1 Page extras): a pick with the pointer goes to the category at
 * once, as WooCommerce's script does; keyboard browsing (arrow keys, type-ahead on the closed
 * select) only chooses, and Enter goes, so the first arrow key never takes the shopper away; a pick
 * in the list opened by keyboard (Space, Alt+ArrowDown) goes at once. The
 * select is described with that hint. WooCommerce's own inline jQuery handler may still be on the
 * page (the recipe leaves the widget alone): every change stops here, in capture, before it.
 */
export const startCategoryDropdown: PageExtra = ({ doc, win, config, t }) => {
  const selects = [...doc.querySelectorAll<HTMLSelectElement>(CATEGORY_SELECT)];
  if (selects.length === 0) return undefined;
  const origin = win.location.origin;
  const homeUrl = typeof config.homeUrl === 'string' ? config.homeUrl : `${origin}/`;
  const shopUrl = typeof config.shopUrl === 'string' ? config.shopUrl : `${homeUrl.replace(/\?.*$/, '')}shop/`;
  const go = (select: HTMLSelectElement) => assignLocation(win, categoryUrl(select.value, homeUrl, shopUrl));

  /** Selects whose latest change came from the keyboard (not yet confirmed with Enter). */
  const byKeyboard = new WeakSet<HTMLSelectElement>();
  const target = (event: Event) => (event.target instanceof HTMLSelectElement && selects.includes(event.target) ? event.target : null);

  const onKeydown = (event: KeyboardEvent) => {
    const select = target(event);
    if (!select) return;
    if (event.key === 'Enter' && byKeyboard.has(select)) {
      event.preventDefault();
      byKeyboard.delete(select);
      go(select);
    } else if (event.key === 'Enter' || opensList(event)) {
      // Nothing chosen yet: Enter keeps its own meaning (it opens the list on Linux), never a jump to the shop.
      byKeyboard.delete(select);
    } else if (!event.altKey && !event.ctrlKey && !event.metaKey && BROWSING_KEYS.test(event.key)) {
      byKeyboard.add(select);
    }
  };
  const onPointer = (event: Event) => {
    const select = target(event);
    if (select) byKeyboard.delete(select);
  };
  const onChange = (event: Event) => {
    const select = target(event);
    if (!select) return;
    // Ours alone decides: WooCommerce's jQuery handler on the select would go on every arrow key.
    event.stopImmediatePropagation();
    if (!byKeyboard.has(select)) go(select);
  };

  const hints: HTMLElement[] = [];
  const undoNames: Array<() => void> = [];
  for (const [index, select] of selects.entries()) {
    const hint = doc.createElement('span');
    hint.id = `talat-category-hint-${index}`;
    hideVisually(hint);
    hint.hidden = true;
    hint.textContent = t('categoryDropdownHint');
    select.after(hint);
    hints.push(hint);
    select.setAttribute('aria-describedby', [select.getAttribute('aria-describedby'), hint.id].filter(Boolean).join(' '));
    // WooCommerce prints the select without a label: its widget's title names it.
    const title = select.closest('.widget')?.querySelector<HTMLElement>('.widgettitle, .widget-title');
    if (title && select.labels?.length === 0 && !select.hasAttribute('aria-label') && !select.hasAttribute('aria-labelledby')) {
      if (!title.id) {
        title.id = `talat-category-title-${index}`;
        undoNames.push(() => title.removeAttribute('id'));
      }
      select.setAttribute('aria-labelledby', title.id);
      undoNames.push(() => select.removeAttribute('aria-labelledby'));
    }
  }
  doc.addEventListener('keydown', onKeydown, true);
  doc.addEventListener('pointerdown', onPointer, true);
  doc.addEventListener('mousedown', onPointer, true);
  win.addEventListener('change', onChange, true);
  return () => {
    doc.removeEventListener('keydown', onKeydown, true);
    doc.removeEventListener('pointerdown', onPointer, true);
    doc.removeEventListener('mousedown', onPointer, true);
    win.removeEventListener('change', onChange, true);
    for (const [index, select] of selects.entries()) {
      const rest = (select.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== hints[index]!.id);
      if (rest.length) select.setAttribute('aria-describedby', rest.join(' '));
      else select.removeAttribute('aria-describedby');
    }
    for (const hint of hints) hint.remove();
    for (const undo of undoNames) undo();
  };
};
