import type { ShopSettings } from '../settings';
import type { Wishlist } from './types';

/** YITH_WCWL_Wishlist::get_formatted_name(): a default list without a name shows the shop's title. */
export function wishlistTitle(settings: ShopSettings, wishlist: Pick<Wishlist, 'name' | 'isDefault'>): string {
  return wishlist.isDefault && wishlist.name === '' ? settings.wishlist.defaultTitle : wishlist.name;
}
