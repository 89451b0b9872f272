import { injectStyles } from '@talat/core';
import { nonceFor } from '../config';
import { moveRow, orderChanged } from '../controller/reorder';
import { createSortSaver } from '../controller/sort-saver';
import { fragmentOptions } from '../dom/fragments';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { REORDER_CSS } from './layouts-styles';
import { ROW } from './list';
import { MOVE_BUTTON, reorderStatus, syncMoveButtons } from './reorder-controls';
import { startRowDrag } from './reorder-drag';
import { applyOrder, orderOf, pagingOf, rowName, rowsOf, SORTABLE } from './reorder-list';

// §2.10 / §7 sort_wishlist_items, when drag-and-drop is on (config `dragAndDrop`, the plugin's
// `enable_drag_n_drop`) and the server printed the list `.sortable` (the owner's list): a row is
// moved by pointer drag or by its move buttons; the page shows the new order at once, says where
// the row is now ('… อยู่ลำดับที่ 2 จาก 5'), and sends the rows' product ids in their new order
// with the list's token, page and per_page (research §3.2). An earlier sort still on its way is
// aborted (the sort saver). A failure puts the rows back in the order the server holds and says
// so in Thai (`sortFailed`); the page stays as usable as before.

interface Target {
  token: string;
  page: number;
  perPage: number;
}

export function reorder({ doc, config, calls, notices, t }: WishlistPageDeps): PagePart {
  if (!config.dragAndDrop) return { stop: () => undefined };
  let target: Target = { token: '', page: 1, perPage: 1 };
  const saver = createSortSaver((positions, signal) =>
    calls.sortItems(
      { nonce: nonceFor(config, 'sort_wishlist_items'), positions, wishlist_token: target.token, page: target.page, per_page: target.perPage },
      { signal },
    ),
  );

  /** The row's place in the whole list, pages before this one counted, and the list's size (the form's `count`). */
  function announce(list: HTMLElement, row: HTMLElement): void {
    const rows = rowsOf(list);
    const { offset } = pagingOf(list);
    const form = list.closest('.wishlist-fragment');
    const printed = form ? Number(fragmentOptions(form).count) : Number.NaN;
    const position = offset + rows.indexOf(row) + 1;
    const count = Math.max(Number.isFinite(printed) ? printed : 0, offset + rows.length);
    reorderStatus(doc).textContent = t('movedTo', { name: rowName(row), position, count });
  }

  function commit(list: HTMLElement, row: HTMLElement, before: string[], after: string[]): void {
    applyOrder(list, after);
    syncMoveButtons(list, t);
    announce(list, row);
    const { page, perPage } = pagingOf(list);
    target = { token: list.getAttribute('data-token') ?? '', page, perPage };
    saver.save(after, before);
  }

  /** Puts `list` in `order`, focus kept where it was (moving rows blurs what is inside them). */
  function restore(list: HTMLElement, order: readonly string[]): void {
    const focused = doc.activeElement;
    applyOrder(list, order);
    syncMoveButtons(list, t);
    if (focused instanceof HTMLElement && focused !== doc.activeElement && focused.isConnected) focused.focus();
  }

  const unsubscribe = saver.$failed.listen((failed) => {
    if (!failed) return;
    const list = [...doc.querySelectorAll<HTMLElement>(SORTABLE)].find((element) => element.getAttribute('data-token') === target.token);
    if (list) restore(list, failed);
    notices.show('error', t('sortFailed'));
  });

  const onClick = (event: MouseEvent) => {
    const button = targetOf(event)?.closest<HTMLElement>(`.${MOVE_BUTTON}`);
    const row = button?.closest<HTMLElement>(ROW);
    const list = row?.closest<HTMLElement>(SORTABLE);
    if (!button || !row || !list) return;
    event.preventDefault();
    if (button.getAttribute('aria-disabled') === 'true' || row.getAttribute('aria-busy') === 'true') return;
    const before = orderOf(list);
    const after = moveRow(before, row.getAttribute('data-row-id') ?? '', button.getAttribute('data-talat-move') === 'up' ? -1 : 1);
    if (!orderChanged(before, after)) return;
    commit(list, row, before, after);
    // The button moved with its row; focus stays on it, so the next press moves the row again.
    if (doc.activeElement !== button) button.focus();
  };

  const refresh = () => {
    const lists = doc.querySelectorAll<HTMLElement>(SORTABLE);
    if (lists.length > 0) {
      injectStyles('wishlist-reorder', REORDER_CSS, doc);
      reorderStatus(doc);
    }
    lists.forEach((list) => syncMoveButtons(list, t));
  };
  refresh();

  const stops = [
    listen(doc, 'click', onClick),
    startRowDrag(doc, ({ list, row, before, after }) => commit(list, row, before, after), restore),
  ];
  return {
    refresh,
    stop() {
      stops.forEach((stop) => stop());
      unsubscribe();
      saver.dispose();
    },
  };
}
