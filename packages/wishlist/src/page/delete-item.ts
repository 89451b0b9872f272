import { emitHostEvent, htmlToText } from '@talat/core';
import { nonceFor } from '../config';
import { collectFragments } from '../dom/fragments';
import { firstControlIn, focusOn } from '../dom/focus';
import { isBusy, plainClick, setBusy } from './busy-mark';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { showReplyFragments } from './reply-fragments';

// §2.10 / §7 delete_item (research §2.3, §3.2): the add button's "remove" template prints
// `a.delete_item[data-item-id]`, the shop-wide item id (not the product id: research §5). A click
// sends that id and the product's fragments; the link is busy meanwhile; the reply's fragments (the
// add button again) come in through the door and its message is said in the floating notice.
// `result: false` (unknown item, refused nonce), `fragments: []` (someone else's list) and every
// failure leave the link as it was with a Thai message. A modified click, or no JavaScript, follows
// the link's own href (`?remove_from_wishlist=…&_wpnonce=`), the plugin's form handler.
// A link inside a popup belongs to the popup that shows it (popups/).

export const DELETE_ITEM = 'a.delete_item[data-item-id]';
const IN_POPUP = '.yith-wcwl-popup, [role=dialog]';

export function deleteItem(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, notices, t } = deps;
  let alive = true;

  async function remove(link: HTMLElement, itemId: string): Promise<void> {
    const productId = link.getAttribute('data-product-id') ?? undefined;
    const block = link.closest('.yith-wcwl-add-button') ?? link;
    setBusy(block, true);
    let reply: Awaited<ReturnType<typeof calls.deleteItem>>;
    try {
      reply = await calls.deleteItem({
        nonce: nonceFor(config, 'delete_item'),
        item_id: itemId,
        fragments: collectFragments(doc, config.fragmentGlue, productId ? { productId } : {}),
      });
    } catch {
      if (!alive) return;
      setBusy(block, false);
      notices.show('error', t('deleteFailed'));
      return;
    }
    if (!alive) return;
    setBusy(block, false);
    if (!reply.result) {
      notices.show('error', t('deleteRefused'));
      return;
    }
    const hadFocus = block.contains(doc.activeElement);
    try {
      await showReplyFragments(deps, reply.fragments);
    } catch {
      // The door could not load: the item is gone all the same; the notice below says so.
    }
    if (!alive) return;
    notices.show('success', reply.message ? htmlToText(reply.message) : t('deleted'));
    emitHostEvent('removed_from_wishlist', [link, block]);
    if (hadFocus && !link.isConnected && productId) {
      const container = doc.querySelector<HTMLElement>(`.add-to-wishlist-${CSS.escape(productId)}`);
      focusOn(firstControlIn(container) ?? container);
    }
  }

  const onClick = (event: MouseEvent) => {
    if (!plainClick(event)) return;
    const link = targetOf(event)?.closest<HTMLElement>(DELETE_ITEM);
    const itemId = link?.getAttribute('data-item-id');
    if (!link || !itemId || link.closest(IN_POPUP)) return;
    event.preventDefault();
    if (isBusy(link.closest('.yith-wcwl-add-button') ?? link)) return;
    void remove(link, itemId);
  };
  const stop = listen(doc, 'click', onClick);
  return {
    stop() {
      alive = false;
      stop();
    },
  };
}
