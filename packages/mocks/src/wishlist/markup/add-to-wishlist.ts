import { findProduct } from '../../catalogue/catalogue';
import type { Product } from '../../catalogue/types';
import { productKindOf } from '../../catalogue/variable';
import { intval } from '../../endpoints/php-values';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { WISHLIST_LABELS as L } from '../labels';
import { wishlistLinks } from '../links';
import type { Wishlist } from '../types';
import { visitorWishlists } from '../wishlist-state';
import { addDropdownButton } from './add-dropdown';
import { addPopupButton } from './add-popup';
import { fragmentOptionsAttribute, optionFlag, optionText, type FragmentOptions } from './fragment-options';
import { WISHLIST_ICONS } from './icons';

// The add-to-wishlist block (templates/add-to-wishlist.php and its -button / -added / -browse
// parts, docs/research/yith-wishlist.md §2.1–2.3): a `.wishlist-fragment` container keyed by the
// product, holding the add link before an add, the "added" feedback right after one, and the
// "already in your wishlist" link on later views. Style 'link', as the plugin's default.

export interface AddToWishlistPlacement {
  /** On a product page rather than in a listing (`is_single`). */
  readonly isSingle?: boolean;
  /** The page the block is printed on: the base of the no-JS add link. */
  readonly baseUrl?: string;
  /** Multi-wishlist on (with the shop's modal setting): the add opens the popup (add-popup.ts). */
  readonly multiWishlist?: boolean;
  /**
   * With multi-wishlist, the modal setting 'no': the add button with the hover dropdown of the
   * other lists (add-dropdown.ts). The plugin reads that setting from its options; the fake carries
   * it in the fragment options (`modal_enable`), so a reload for one visitor's page keeps it.
   */
  readonly dropdown?: boolean;
}

/** The options the container prints and a reload sends back (4.16 free, php-templates). */
export function addToWishlistFragmentOptions(
  shop: FakeShop,
  sessionId: string,
  product: Product,
  placement: AddToWishlistPlacement = {},
): FragmentOptions {
  const isSingle = placement.isSingle ?? false;
  const inDefault = visitorWishlists(shop, sessionId).some((w) => w.isDefault && w.items.some((i) => i.productId === product.id));
  return {
    base_url: placement.baseUrl ?? wishlistLinks(shop.settings).page,
    product_id: product.id,
    parent_product_id: productKindOf(shop.catalogue, product.id).parentId,
    product_type: productKindOf(shop.catalogue, product.id).type,
    is_single: isSingle,
    in_default_wishlist: inDefault,
    show_view: isSingle,
    browse_wishlist_text: L.browseWishlist,
    already_in_wishslist_text: L.alreadyInWishlist,
    product_added_text: L.productAdded,
    available_multi_wishlist: placement.multiWishlist ?? false,
    ...(placement.dropdown ? { modal_enable: 'no' } : {}),
    disable_wishlist: false,
    show_count: false,
    ajax_loading: false,
    loop_position: 'after_add_to_cart',
    item: 'add_to_wishlist',
  };
}

/** get_wishlist_for_product(): the visitor's list the product was added to last. */
function listHolding(shop: FakeShop, sessionId: string, productId: number): Wishlist | undefined {
  let found: { wishlist: Wishlist; date: number } | undefined;
  for (const wishlist of visitorWishlists(shop, sessionId)) {
    const item = wishlist.items.find((i) => i.productId === productId);
    if (item && (!found || item.dateAdded >= found.date)) found = { wishlist, date: item.dateAdded };
  }
  return found?.wishlist;
}

function addButton(shop: FakeShop, product: Product, baseUrl: string): string {
  const href = wishlistLinks(shop.settings).addToWishlist(product.id, baseUrl);
  const link = attrs([
    ['href', href],
    ['class', 'add_to_wishlist single_add_to_wishlist'],
    ['data-product-id', product.id],
    ['data-product-type', productKindOf(shop.catalogue, product.id).type],
    ['data-original-product-id', productKindOf(shop.catalogue, product.id).parentId],
    ['data-title', L.addToWishlist],
    ['rel', 'nofollow'],
  ]);
  return `<div class="yith-wcwl-add-button"><a${link}>${WISHLIST_ICONS.heartOutline}<span>${esc(L.addToWishlist)}</span></a></div>`;
}

/** -added (right after an add) and -browse (already in a list) differ in class and text only. */
function feedback(shop: FakeShop, kind: 'added' | 'exists', product: Product, wishlistUrl: string): string {
  const wrapper = kind === 'added' ? 'yith-wcwl-wishlistaddedbrowse' : 'yith-wcwl-wishlistexistsbrowse';
  const text = kind === 'added' ? L.productAdded : L.alreadyInWishlist;
  const link = attrs([['href', wishlistUrl], ['rel', 'nofollow'], ['data-title', L.browseWishlist]]);
  return (
    `<div${attrs([['class', wrapper], ['data-product-id', product.id], ['data-original-product-id', productKindOf(shop.catalogue, product.id).parentId]])}>` +
    `<span class="feedback">${WISHLIST_ICONS.heart} ${esc(text)}</span>` +
    `<a${link}>${esc(L.browseWishlist)}</a></div>`
  );
}

/**
 * The block for decoded fragment options: what a page prints and what `add_to_wishlist` and
 * `load_fragments` answer. '' when the options name no product of the catalogue (the shortcode
 * prints nothing then). `added_to_wishlist` and `wishlist_url` are what the add reply sets on the
 * options of the product's fragments; like the plugin, the block prints its options afresh, so
 * neither survives into the next reload and a later view shows "already in your wishlist".
 */
export function renderAddToWishlist(shop: FakeShop, sessionId: string, options: FragmentOptions): string {
  const productId = intval(optionText(options, 'product_id'));
  const product = productId > 0 ? findProduct(shop.catalogue, productId) : undefined;
  if (!product) return '';
  const isSingle = optionFlag(options, 'is_single');
  const baseUrl = optionText(options, 'base_url');
  const multiWishlist = optionFlag(options, 'available_multi_wishlist');
  const dropdown = multiWishlist && optionText(options, 'modal_enable') === 'no';
  const printed = addToWishlistFragmentOptions(shop, sessionId, product, { isSingle, multiWishlist, dropdown, ...(baseUrl ? { baseUrl } : {}) });
  const holding = listHolding(shop, sessionId, product.id);
  const links = wishlistLinks(shop.settings);
  const classes = [
    'yith-wcwl-add-to-wishlist',
    `add-to-wishlist-${product.id}`,
    'yith-wcwl-add-to-wishlist--link-style',
    ...(holding ? ['exists'] : []),
    ...(isSingle ? ['yith-wcwl-add-to-wishlist--single'] : []),
    'wishlist-fragment',
    'on-first-load',
  ];
  let inner: string;
  if (!holding) {
    const noJsHref = links.addToWishlist(product.id, optionText(printed, 'base_url'));
    inner = dropdown
      ? addDropdownButton(shop.settings, product, productKindOf(shop.catalogue, product.id), visitorWishlists(shop, sessionId), noJsHref)
      : multiWishlist
      ? addPopupButton(shop.settings, product, visitorWishlists(shop, sessionId), noJsHref)
      : addButton(shop, product, optionText(printed, 'base_url'));
  } else {
    const url = optionText(options, 'wishlist_url') || links.view(holding);
    inner = feedback(shop, optionFlag(options, 'added_to_wishlist') ? 'added' : 'exists', product, url);
  }
  return (
    `<div class="${classes.join(' ')}" data-fragment-ref="${product.id}" data-fragment-options="${fragmentOptionsAttribute(printed)}">` +
    `${inner}</div>`
  );
}

/** The block as a product page or listing prints it for this visitor. */
export function addToWishlistMarkup(shop: FakeShop, sessionId: string, product: Product, placement: AddToWishlistPlacement = {}): string {
  return renderAddToWishlist(shop, sessionId, addToWishlistFragmentOptions(shop, sessionId, product, placement));
}
