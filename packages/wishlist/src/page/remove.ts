import { emitHostEvent } from '@talat/core';
import { nonceFor } from '../config';
import { collectFragments } from '../dom/fragments';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { findRow, focusOn, LIST, placeOf, REMOVE, REMOVE_LINK, ROW, type RowPlace } from './list';
import { showReplyFragments } from './reply-fragments';

// §2.10 / §7 remove_from_wishlist: a click on a row's remove link (the × or the 'Remove' button)
// sends the row's product id, the list's id and token and the fragments to refresh; the reply's
// fragments (the form, with WooCommerce's "removed" notice above the title) replace the page's
// through the door. The row is busy meanwhile. When it fails, or the server refuses (an empty
// `fragments`), the row stays and the shopper is told in Thai. Focus, which went with the row,
// lands on the same link of the next row, else the previous one's, else the list.

const BUSY = 'talat-wishlist-busy';

function setBusy(row: HTMLElement, busy: boolean): void {
  row.classList.toggle(BUSY, busy);
  if (busy) row.setAttribute('aria-busy', 'true');
  else row.removeAttribute('aria-busy');
}

const rowIdOf = (element: Element | null) => (element?.matches(ROW) ? element.getAttribute('data-row-id') : null);

export function removeRows(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, notices, t } = deps;
  let alive = true;

  async function remove(link: HTMLElement, { row, list, rowId, token }: RowPlace): Promise<void> {
    const index = [...row.querySelectorAll(REMOVE)].indexOf(link);
    const neighbours = [rowIdOf(row.nextElementSibling), rowIdOf(row.previousElementSibling)];
    setBusy(row, true);
    const fragments = collectFragments(doc, config.fragmentGlue, { productId: rowId });
    let refreshed: Record<string, string> | undefined;
    try {
      const reply = await calls.removeFromWishlist({
        nonce: nonceFor(config, 'remove_from_wishlist'),
        remove_from_wishlist: rowId,
        wishlist_id: list.getAttribute('data-id') ?? '',
        wishlist_token: token,
        fragments,
      });
      refreshed = reply.fragments;
      // Fragments asked for and none sent back: the plugin's answer to a refused nonce or list.
      if (fragments && (!refreshed || Object.keys(refreshed).length === 0)) throw new Error('refused');
    } catch {
      if (!alive) return;
      setBusy(row, false);
      notices.show('error', t('removeFailed'));
      return;
    }
    if (!alive) return;
    const hadFocus = row.contains(doc.activeElement);
    try {
      await showReplyFragments(deps, refreshed);
    } catch {
      // The door could not load: the server has removed it, so the row goes as it is.
    }
    if (!alive) return;
    if (row.isConnected) row.remove();
    emitHostEvent('removed_from_wishlist', [link, row]);
    const active = doc.activeElement;
    if (!hadFocus && active && active !== doc.body) return;
    const next = neighbours.map((id) => (id ? findRow(doc, id) : null)).find(Boolean);
    const links = next ? [...next.querySelectorAll<HTMLElement>(REMOVE)] : [];
    focusOn(links[index] ?? links[0] ?? doc.querySelector<HTMLElement>(LIST));
  }

  const onClick = (event: MouseEvent) => {
    // A modified click opens the plugin's link (its no-JavaScript remove) as the browser would.
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = targetOf(event)?.closest<HTMLElement>(REMOVE_LINK);
    const place = link && placeOf(link);
    if (!link || !place) return;
    event.preventDefault();
    // One remove per row at a time.
    if (place.row.classList.contains(BUSY)) return;
    void remove(link, place);
  };
  const stop = listen(doc, 'click', onClick);

  return {
    stop() {
      alive = false;
      stop();
    },
  };
}
