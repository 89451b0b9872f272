import { listen, targetOf } from './deps';
import { ROW } from './list';
import { orderOf, rowsOf, SORTABLE } from './reorder-list';

// Pointer drag-and-drop of a sortable list's rows (research §3.2: the plugin used jQuery UI
// sortable on the rows). Native pointer events, no library (docs/decisions-pending-layouts.md):
// the row follows the pointer between its neighbours' midpoints, so the page shows the order that
// a drop will send. A press on a link, button or field is theirs, not a drag; a touch drags only
// from the arrange handle, so the list still scrolls under a finger. Escape or a cancelled
// pointer puts the row back.

const DRAGGING = 'talat-wishlist-dragging';
const ACTIVE = 'talat-wishlist-sorting';
/** How far the pointer travels before a press becomes a drag (a click on the row stays a click). */
const THRESHOLD_PX = 4;
const INTERACTIVE = 'a, button, input, select, textarea, label, [contenteditable]';

export interface Drop {
  list: HTMLElement;
  row: HTMLElement;
  before: string[];
  after: string[];
}

interface Press {
  list: HTMLElement;
  row: HTMLElement;
  pointerId: number;
  startY: number;
  before: string[];
  dragging: boolean;
}

/** Starts listening for drags on `doc`; `onDrop` hears each drop that changed the order. Returns the stop. */
export function startRowDrag(doc: Document, onDrop: (drop: Drop) => void, restore: (list: HTMLElement, order: readonly string[]) => void): () => void {
  let press: Press | null = null;

  const end = (commit: boolean) => {
    if (!press) return;
    const { list, row, before, dragging } = press;
    press = null;
    row.classList.remove(DRAGGING);
    doc.documentElement.classList.remove(ACTIVE);
    if (!dragging) return;
    const after = orderOf(list);
    if (!commit) restore(list, before);
    else if (after.some((id, index) => before[index] !== id)) onDrop({ list, row, before, after });
  };

  const onDown = (event: PointerEvent) => {
    if (press || !event.isPrimary || event.button !== 0) return;
    const target = targetOf(event);
    const row = target?.closest<HTMLElement>(ROW);
    const list = row?.closest<HTMLElement>(SORTABLE);
    if (!target || !row || !list || target.closest(INTERACTIVE)) return;
    if (event.pointerType === 'touch' && !target.closest('.product-arrange')) return;
    if (row.getAttribute('aria-busy') === 'true') return;
    press = { list, row, pointerId: event.pointerId, startY: event.clientY, before: orderOf(list), dragging: false };
  };

  const onMove = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      if (Math.abs(event.clientY - press.startY) < THRESHOLD_PX) return;
      press.dragging = true;
      press.row.classList.add(DRAGGING);
      // No text selection while a row is carried.
      doc.documentElement.classList.add(ACTIVE);
      doc.getSelection?.()?.removeAllRanges();
    }
    event.preventDefault();
    const { list, row } = press;
    const others = rowsOf(list).filter((other) => other !== row);
    const next = others.find((other) => {
      const box = other.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2;
    });
    const last = others[others.length - 1];
    if (next) {
      if (row.nextElementSibling !== next) next.before(row);
    } else if (last && last.nextElementSibling !== row) {
      last.after(row);
    }
  };

  const stops = [
    listen(doc, 'pointerdown', onDown),
    listen(doc, 'pointermove', onMove),
    listen(doc, 'pointerup', () => end(true)),
    listen(doc, 'pointercancel', () => end(false)),
    listen(doc, 'keydown', (event) => {
      if (event.key === 'Escape' && press?.dragging) {
        event.preventDefault();
        end(false);
      }
    }),
  ];
  return () => {
    end(false);
    stops.forEach((stop) => stop());
  };
}
