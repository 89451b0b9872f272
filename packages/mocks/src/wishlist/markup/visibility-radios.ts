import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { PRIVACY_LABELS } from '../labels';
import type { WishlistPrivacy } from '../types';

// The three visibility radios of the add and create popups (0 public, checked; 1 shared;
// 2 private), each with its label. `radioClass` is the plugin's: 'wishlist-visibility' in the add
// popup, the misspelled 'wishlist-visiblity' in the create form (fact sheet §2.12).

const EXTRA: Readonly<Record<WishlistPrivacy, string>> = { 0: 'public-visibility', 1: 'shared-visibility', 2: 'private-visibility' };

export function visibilityRadios(idPrefix: string, radioClass: string): string {
  return ([0, 1, 2] as const)
    .map((value) => {
      const id = `${idPrefix}_${value}`;
      const input = attrs([
        ['type', 'radio'],
        ['name', 'wishlist_visibility'],
        ['id', id],
        ['class', `${radioClass} ${EXTRA[value]}`],
        ['value', value],
        ['checked', value === 0 ? 'checked' : undefined],
      ]);
      return `<label${attrs([['for', id]])}><input${input}/> ${esc(PRIVACY_LABELS[value])}</label>`;
    })
    .join(' ');
}
