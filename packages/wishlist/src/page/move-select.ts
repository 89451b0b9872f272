import { emitHostEvent, htmlToText } from '@talat/core';
import { nonceFor } from '../config';
import { moveReady } from '../controller/rules';
import { collectFragments } from '../dom/fragments';
import { isBusy, setBusy } from './busy-mark';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { clearFieldMessage, showFieldMessage } from './field-message';
import { findRow, focusOn, LIST, placeOf, ROW } from './list';
import { showReplyFragments } from './reply-fragments';

// §2.10 / §5 / §7 move_to_another_wishlist, the row's select (research §2.6, §3.2 sender 1): the
// list's token, the chosen list's token and the row's product id (research §5: the table sends the
// product id), all three non-empty (§5) or nothing is sent; all fragments go along and the reply's
// replace the page's through the door. `result: false` or a failure puts the select back to what
// it showed and says why next to it, in Thai.
//
// The plugin's table popup (#move_to_another_wishlist) prints a `.change-wishlist` select too, and
// its script then sent a move with empty values (research §5); that popup is the popups' own, so
// only a select in a row of a list is taken here.
//
// Keyboard: Chromium changes a closed select on an arrow key and fires `change` at once, so a
// shopper arrowing through the lists would move the item to the first one they pass. A change made
// by those keys is held until Enter or until focus leaves the select (docs/decisions-pending-actions.md).

export const MOVE_SELECT = 'select.change-wishlist';
const POPUP = '#move_to_another_wishlist, .yith-wcwl-popup, [role=dialog]';
/** Keys that change a closed select in place (a printable letter jumps to an option too; Space opens the picker). */
const STEPPING_KEYS = /^(ArrowUp|ArrowDown|ArrowLeft|ArrowRight|Home|End|PageUp|PageDown|[^ ])$/u;

/** The value the server printed: where a refused or failed move puts the select back. */
function printedValue(select: HTMLSelectElement): string {
  return ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? '';
}

function rowSelect(element: Element | null): HTMLSelectElement | null {
  const select = element?.closest(MOVE_SELECT);
  return select instanceof HTMLSelectElement && !select.closest(POPUP) && placeOf(select) ? select : null;
}

export function moveSelect(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, notices, t } = deps;
  let alive = true;
  /** The select a stepping key was pressed on, until its change comes. */
  let stepped: HTMLSelectElement | null = null;
  /** Selects whose keyboard change waits for Enter or blur. */
  const held = new WeakSet<HTMLSelectElement>();

  const tell = (rowId: string, select: HTMLSelectElement, message: string) => {
    // The row may have come back in a fragment meanwhile: the message goes to the select shown now.
    const shown = select.isConnected ? select : findRow(doc, rowId)?.querySelector<HTMLSelectElement>(MOVE_SELECT);
    if (shown) showFieldMessage(shown, message);
    else notices.show('error', message);
  };

  async function move(select: HTMLSelectElement): Promise<void> {
    held.delete(select);
    const place = placeOf(select);
    if (!place) return;
    const { row, rowId, token } = place;
    const destination = select.value;
    const request = { sourceToken: token, destinationToken: destination, itemId: rowId };
    // §5: the "Move" option (value '') or a row without its ids sends nothing.
    if (!moveReady(request) || isBusy(row)) return;
    clearFieldMessage(select);
    setBusy(row, true);
    select.setAttribute('aria-disabled', 'true');
    const restore = () => {
      setBusy(row, false);
      select.removeAttribute('aria-disabled');
      select.value = printedValue(select);
    };
    let reply: Awaited<ReturnType<typeof calls.moveToAnotherWishlist>>;
    try {
      reply = await calls.moveToAnotherWishlist({
        nonce: nonceFor(config, 'move_to_another_wishlist'),
        wishlist_token: request.sourceToken,
        destination_wishlist_token: request.destinationToken,
        item_id: request.itemId,
        fragments: collectFragments(doc, config.fragmentGlue),
      });
    } catch {
      if (!alive) return;
      restore();
      return tell(rowId, select, t('moveFailed'));
    }
    if (!alive) return;
    if (!reply.result) {
      restore();
      return tell(rowId, select, t('moveRefused'));
    }
    const hadFocus = row.contains(doc.activeElement);
    const next = [row.nextElementSibling, row.previousElementSibling].find((sibling) => sibling?.matches(ROW))?.getAttribute('data-row-id');
    try {
      await showReplyFragments(deps, reply.fragments);
    } catch {
      // The door could not load: the server has moved it, so the row goes as it is.
    }
    if (!alive) return;
    if (row.isConnected) row.remove();
    emitHostEvent('moved_to_another_wishlist', [select, row]);
    if (reply.message) notices.show('success', htmlToText(reply.message));
    if (hadFocus && !row.isConnected) {
      const nextRow = next ? findRow(doc, next) : null;
      focusOn(nextRow?.querySelector<HTMLElement>(MOVE_SELECT) ?? doc.querySelector<HTMLElement>(LIST));
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const select = rowSelect(targetOf(event));
    if (!select) return;
    if (event.key === 'Enter' && held.has(select)) {
      // Enter would submit the wishlist form around the select.
      event.preventDefault();
      void move(select);
      return;
    }
    if (event.key === 'Escape' && held.has(select)) {
      held.delete(select);
      select.value = printedValue(select);
      return;
    }
    stepped = !event.altKey && !event.ctrlKey && !event.metaKey && STEPPING_KEYS.test(event.key) ? select : null;
  };

  const onChange = (event: Event) => {
    const select = rowSelect(targetOf(event));
    if (!select) return;
    const place = placeOf(select);
    if (place && isBusy(place.row)) {
      // One move per row at a time: the select stays on the list being moved to.
      return;
    }
    if (stepped === select) {
      stepped = null;
      held.add(select);
      return;
    }
    void move(select);
  };

  const onFocusOut = (event: FocusEvent) => {
    const select = rowSelect(targetOf(event));
    if (select && held.has(select)) void move(select);
  };

  /** The plugin's select has no label: it is named after its product (idempotent). */
  const refresh = () => {
    for (const select of doc.querySelectorAll(`${LIST} ${ROW} ${MOVE_SELECT}:not([aria-label]):not([aria-labelledby])`)) {
      const name = select.closest(ROW)?.querySelector('.product-name')?.textContent?.trim();
      if (name) select.setAttribute('aria-label', t('moveSelectName', { name }));
    }
  };
  refresh();
  const stops = [listen(doc, 'keydown', onKeyDown), listen(doc, 'change', onChange), listen(doc, 'focusout', onFocusOut), listen(doc, 'mousedown', () => (stepped = null))];
  return {
    refresh,
    stop() {
      alive = false;
      stops.forEach((stop) => stop());
    },
  };
}
