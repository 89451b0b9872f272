import type { WishlistTranslate } from '../messages';

// The title's controls as the plugin prints them are for a mouse (research §2.5): the pencil is an
// `<a>` without href, which a keyboard cannot reach, and the save and cancel links hold only an
// icon, so they have no name. Once the behaviour is here they become buttons a keyboard reaches
// and a screen reader names; without it they stay as printed (and do nothing, as without the
// plugin's script).

export const TITLE = '.wishlist-title';
export const TITLE_FORM = '.hidden-title-form';
export const OPEN_TITLE = '.show-title-form';
export const CANCEL_TITLE = '.hide-title-form';
export const SAVE_TITLE = '.save-title-form';

function nameIfUnnamed(element: Element, name: string): void {
  if (!element.hasAttribute('aria-label') && !element.textContent?.trim()) element.setAttribute('aria-label', name);
}

/** Upgrades every title control in `root` that is not yet; changes nothing already upgraded. */
export function upgradeTitleControls(root: ParentNode, t: WishlistTranslate): void {
  for (const open of root.querySelectorAll(OPEN_TITLE)) {
    if (open.hasAttribute('href') || open.hasAttribute('tabindex')) continue;
    open.setAttribute('role', 'button');
    open.setAttribute('tabindex', '0');
  }
  for (const cancel of root.querySelectorAll(CANCEL_TITLE)) nameIfUnnamed(cancel, t('titleCancel'));
  for (const save of root.querySelectorAll(SAVE_TITLE)) nameIfUnnamed(save, t('titleSave'));
}
