import { hideVisually } from '@talat/core';
import type { WishlistTranslate } from '../messages';
import { rowName, rowsOf } from './reorder-list';

// The keyboard's way to reorder (issue 13: "a keyboard way to move a row up and down"): two real
// buttons per row of a sortable list, named with the product ('เลื่อน … ขึ้น'). At an end the
// button is aria-disabled, not disabled, so focus stays on it after the row reached that end.

export const MOVE_BUTTON = 'talat-wishlist-move';
const CONTROLS = 'talat-wishlist-arrange';
export type Direction = 'up' | 'down';

function button(doc: Document, direction: Direction): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.className = `${MOVE_BUTTON} ${MOVE_BUTTON}-${direction}`;
  element.setAttribute('data-talat-move', direction);
  const arrow = doc.createElement('span');
  arrow.setAttribute('aria-hidden', 'true');
  arrow.textContent = direction === 'up' ? '▲' : '▼';
  element.append(arrow);
  return element;
}

/** Gives each row of `list` its two buttons (once) and brings their names and end states up to date; changes nothing already right. */
export function syncMoveButtons(list: Element, t: WishlistTranslate): void {
  const rows = rowsOf(list);
  rows.forEach((row, index) => {
    // The table's arrange cell (its drag handle); the images grid has none, so the item itself.
    const host = row.querySelector('.product-arrange') ?? row;
    let controls = host.querySelector(`.${CONTROLS}`);
    if (!controls) {
      controls = row.ownerDocument.createElement('span');
      controls.className = CONTROLS;
      controls.append(button(row.ownerDocument, 'up'), button(row.ownerDocument, 'down'));
      host.append(controls);
    }
    const name = rowName(row);
    for (const control of controls.querySelectorAll<HTMLButtonElement>(`.${MOVE_BUTTON}`)) {
      const up = control.getAttribute('data-talat-move') === 'up';
      const label = t(up ? 'moveUp' : 'moveDown', { name });
      if (control.getAttribute('aria-label') !== label) control.setAttribute('aria-label', label);
      const atEnd = up ? index === 0 : index === rows.length - 1;
      if (atEnd !== (control.getAttribute('aria-disabled') === 'true')) {
        if (atEnd) control.setAttribute('aria-disabled', 'true');
        else control.removeAttribute('aria-disabled');
      }
    }
  });
}

const STATUS_ID = 'talat-wishlist-reorder-status';

/**
 * The polite status region that says where a moved row is now. It lives outside the wishlist form
 * (fragments replace the form) and is in the page before anything is said, as screen readers
 * ignore regions that appear already filled.
 */
export function reorderStatus(doc: Document): HTMLElement {
  let region = doc.getElementById(STATUS_ID);
  if (!region) {
    region = doc.createElement('div');
    region.id = STATUS_ID;
    hideVisually(region);
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    doc.body.append(region);
  }
  return region;
}
