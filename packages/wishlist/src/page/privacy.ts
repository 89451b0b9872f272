import { createLatestReply, type LatestReply } from '@talat/core';
import { nonceFor } from '../config';
import { collectFragments } from '../dom/fragments';
import { setBusy } from './busy-mark';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { clearFieldMessage, showFieldMessage } from './field-message';
import { showReplyFragments } from './reply-fragments';

// §2.10 manage-wishlists table / §7 save_privacy (research §2.11, §3.2): a change of a row's
// visibility select (0 public, 1 shared, 2 private) is saved at once with the row's
// `data-wishlist-id` and all fragments. The plugin said nothing either way; here a success is
// confirmed in the floating notice (polite), and `result: false` or a failure puts the select back
// to the last value the server accepted, with a Thai message next to it. Changes follow each other:
// an earlier call still on its way is aborted and its reply ignored, so a late reply never puts
// back a value the shopper has since changed.

export const PRIVACY_SELECT = '.wishlist_manage_table select.wishlist-visibility';

interface ListState {
  latest: LatestReply;
  /** The value the server last accepted (first: the one it printed). */
  saved: string;
}

function printedValue(select: HTMLSelectElement): string {
  return ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? '';
}

export function privacy(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, notices, t } = deps;
  let alive = true;
  const lists = new Map<string, ListState>();

  async function save(select: HTMLSelectElement, row: Element, wishlistId: string): Promise<void> {
    const state = lists.get(wishlistId) ?? { latest: createLatestReply(), saved: printedValue(select) };
    lists.set(wishlistId, state);
    const value = select.value;
    const signal = state.latest.begin();
    clearFieldMessage(select);
    setBusy(row, true);
    const fail = (message: string) => {
      setBusy(row, false);
      select.value = state.saved;
      showFieldMessage(select, message);
    };
    let reply: Awaited<ReturnType<typeof calls.savePrivacy>>;
    try {
      reply = await calls.savePrivacy(
        { nonce: nonceFor(config, 'save_privacy'), wishlist_id: wishlistId, privacy: value, fragments: collectFragments(doc, config.fragmentGlue) },
        { signal },
      );
    } catch {
      if (alive && !signal.aborted) fail(t('privacyFailed'));
      return;
    }
    if (!alive || signal.aborted) return;
    if (!reply.result) return fail(t('privacyRefused'));
    state.saved = value;
    setBusy(row, false);
    const name = row.querySelector('.wishlist-anchor')?.textContent?.trim() ?? '';
    notices.show('success', t('privacySaved', { name, value: select.selectedOptions[0]?.textContent?.trim() ?? value }));
    try {
      await showReplyFragments(deps, reply.fragments);
    } catch {
      // The door could not load: the value is saved; the page's other fragments stay as they are.
    }
  }

  const onChange = (event: Event) => {
    const select = targetOf(event)?.closest(PRIVACY_SELECT);
    const row = select?.closest('[data-wishlist-id]');
    const wishlistId = row?.getAttribute('data-wishlist-id');
    if (!(select instanceof HTMLSelectElement) || !row || !wishlistId) return;
    void save(select, row, wishlistId);
  };
  const stop = listen(doc, 'change', onChange);
  return {
    stop() {
      alive = false;
      lists.forEach((state) => state.latest.cancel());
      stop();
    },
  };
}
