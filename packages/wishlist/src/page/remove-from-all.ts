import { emitHostEvent } from '@talat/core';
import { nonceFor } from '../config';
import { collectFragments } from '../dom/fragments';
import { focusOn } from '../dom/focus';
import { isBusy, plainClick, setBusy } from './busy-mark';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { showReplyFragments } from './reply-fragments';

// §7 remove_from_all_wishlists (research §2.13, §3.2): the premium wishlist widget's ×,
// `a.remove_from_all_wishlists[data-product-id][data-wishlist-id]`. A click sends the product id,
// the list id (empty: every list) and the product's fragments; the widget's `.content` is busy
// meanwhile, as the plugin blocked it. On `result: true` the reply's fragments (the wishlist form
// when it shows the product) come in through the door and the widget's line goes (the fake, like
// the plugin's own widgets, may not re-render the widget as a fragment). `result: false` and every
// failure keep the line and say so in Thai. A modified click, or no JavaScript, follows the href.

export const REMOVE_FROM_ALL = 'a.remove_from_all_wishlists[data-product-id]';

export function removeFromAll(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, notices, t } = deps;
  let alive = true;

  async function remove(link: HTMLElement, productId: string, area: Element): Promise<void> {
    const line = link.closest('li');
    setBusy(area, true);
    let result = false;
    let fragments: Record<string, string> | undefined;
    try {
      ({ result, fragments } = await calls.removeFromAllWishlists({
        nonce: nonceFor(config, 'remove_from_all_wishlists'),
        prod_id: productId,
        wishlist_id: link.getAttribute('data-wishlist-id') ?? '',
        fragments: collectFragments(doc, config.fragmentGlue, { productId }),
      }));
    } catch {
      if (!alive) return;
      setBusy(area, false);
      notices.show('error', t('removeAllFailed'));
      return;
    }
    if (!alive) return;
    setBusy(area, false);
    if (!result) {
      notices.show('error', t('removeAllRefused'));
      return;
    }
    const hadFocus = area.contains(doc.activeElement);
    const nextLine = line?.nextElementSibling ?? line?.previousElementSibling;
    try {
      await showReplyFragments(deps, fragments);
    } catch {
      // The door could not load: the server removed it, so the widget's line goes as it is.
    }
    if (!alive) return;
    if (line?.isConnected) line.remove();
    emitHostEvent('removed_from_wishlist', [link, line ?? link]);
    notices.show('success', t('removedFromAll'));
    if (hadFocus && !link.isConnected) {
      focusOn(nextLine?.isConnected ? nextLine.querySelector<HTMLElement>(REMOVE_FROM_ALL) : area.isConnected ? (area as HTMLElement) : null);
    }
  }

  const onClick = (event: MouseEvent) => {
    if (!plainClick(event)) return;
    const link = targetOf(event)?.closest<HTMLElement>(REMOVE_FROM_ALL);
    const productId = link?.getAttribute('data-product-id');
    if (!link || !productId) return;
    event.preventDefault();
    const area = link.closest('.content') ?? link.closest('li') ?? link;
    if (isBusy(area)) return;
    void remove(link, productId, area);
  };
  const stop = listen(doc, 'click', onClick);
  return {
    stop() {
      alive = false;
      stop();
    },
  };
}
