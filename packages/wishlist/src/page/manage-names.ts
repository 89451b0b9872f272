import { hideVisually } from '@talat/core';
import type { PagePart, WishlistPageDeps } from './deps';
import { PRIVACY_SELECT } from './privacy';

// The manage table as the plugin prints it (research §2.11) names none of its controls: the
// visibility select and the title field have no label, the pencil holds only an icon, and the
// delete column's header is empty. Each gets a name that says which list it belongs to, so a
// screen reader hears "การแสดงผลของ ของขวัญปีใหม่" rather than "combo box" five times.

const ROW = '.wishlist_manage_table tr[data-wishlist-id]';

/** Gives the control an accessible name, unless the markup already gave it one. */
export function nameIfUnnamed(element: Element | null, name: string): void {
  if (!element || element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')) return;
  if (element.id && element.ownerDocument.querySelector(`label[for="${CSS.escape(element.id)}"]`)) return;
  if (element.matches('a, button') && element.textContent?.trim()) return;
  element.setAttribute('aria-label', name);
}

export function manageNames({ doc, t }: WishlistPageDeps): PagePart {
  const refresh = () => {
    for (const row of doc.querySelectorAll(ROW)) {
      const name = row.querySelector('.wishlist-anchor')?.textContent?.trim() ?? '';
      if (!name) continue;
      nameIfUnnamed(row.querySelector(PRIVACY_SELECT.replace('.wishlist_manage_table ', '')), t('privacyOf', { name }));
      nameIfUnnamed(row.querySelector('.hidden-title-form input[type="text"]'), t('titleOf', { name }));
      nameIfUnnamed(row.querySelector('.show-title-form'), t('editTitleOf', { name }));
    }
    for (const header of doc.querySelectorAll('.wishlist_manage_table thead th.wishlist-delete')) {
      if (header.textContent?.trim()) continue;
      const text = doc.createElement('span');
      hideVisually(text);
      text.textContent = t('deleteColumn');
      header.append(text);
    }
  };
  refresh();
  return { refresh, stop: () => undefined };
}
