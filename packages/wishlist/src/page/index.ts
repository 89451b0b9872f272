import { injectStyles } from '@talat/core';
import { applyButtons } from './apply-button';
import { copyLink } from './copy-link';
import { deleteItem } from './delete-item';
import type { PagePart, WishlistPageDeps, WishlistPageStart } from './deps';
import { frequentlyBought } from './frequently-bought';
import { manageNames } from './manage-names';
import { withPageMessages } from './messages';
import { imagesGrid } from './images-grid';
import { mobileSwitch } from './mobile-switch';
import { moveSelect } from './move-select';
import { privacy } from './privacy';
import { quantity } from './quantity';
import { removeRows } from './remove';
import { removeFromAll } from './remove-from-all';
import { reorder } from './reorder';
import { rowNames } from './row-names';
import { selectAll } from './select-all';
import { WISHLIST_PAGE } from './selector';
import { WISHLIST_PAGE_CSS } from './styles';
import { titleEdit } from './title';

export type { WishlistPageDeps, WishlistPageStart } from './deps';

/**
 * The wishlist page's behaviour (§2.10, §5, §7), started by the session once its chunk is in: the
 * table's boxes and apply button, quantities, remove, and the title's edit form. Until then the
 * first load claims nothing here and the plugin's plain form and links work as without JavaScript
 * (docs/decisions.md). Every listener is delegated on the document, so rows
 * and forms a fragment puts in later work too; what lives in the markup itself (the apply button's
 * state, the title's controls, a quantity being saved) is put back after each replacement.
 * Returns the stop.
 */
export function enhanceWishlistPage(start: WishlistPageStart): () => void {
  const { doc } = start;
  // The page's own words come with this chunk, added to the session's (page/messages.ts).
  const deps: WishlistPageDeps = { ...start, t: withPageMessages(start.t, start.locale) };
  // Pages without a wishlist (every listing the add button is on) pay for nothing.
  if (!doc.querySelector(WISHLIST_PAGE)) return () => undefined;
  injectStyles('wishlist-page', WISHLIST_PAGE_CSS, doc);
  const parts: PagePart[] = [
    selectAll(deps),
    applyButtons(deps),
    quantity(deps),
    removeRows(deps),
    titleEdit(deps),
    moveSelect(deps),
    deleteItem(deps),
    removeFromAll(deps),
    privacy(deps),
    copyLink(deps),
    frequentlyBought(deps),
    manageNames(deps),
    rowNames(deps),
    reorder(deps),
    imagesGrid(deps),
    mobileSwitch(deps),
  ];
  const refresh = () => parts.forEach((part) => part.refresh?.());
  // Fragments come from this page's calls and from the add button's session alike; whoever put
  // them in, elements added under the body are the cue. A refresh changes nothing already right,
  // so its own insertions (a field's message) end the round.
  const observer = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some((node) => node.nodeType === 1))) refresh();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    parts.forEach((part) => part.stop());
  };
}
