// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { wishlistGlobals, wishlistGlobalsScript } from './globals';
import { WISHLIST_ACTIONS } from './nonces';
import { wishlistShop } from './test-fixtures';

describe('yith_wcwl_l10n', () => {
  it('prints the §9 Wishlist values as wp_localize_script prints them: top-level scalars as strings', () => {
    const l10n = wishlistGlobals(wishlistShop());
    expect(l10n).toMatchObject({
      ajax_url: '/wp-admin/admin-ajax.php',
      redirect_to_cart: 'no',
      yith_wcwl_button_position: 'add-to-cart',
      multi_wishlist: '',
      hide_add_button: '1',
      enable_ajax_loading: '',
      remove_from_wishlist_after_add_to_cart: '1',
      is_wishlist_responsive: '1',
      time_to_close_prettyphoto: '3000',
      fragments_index_glue: '.',
      reload_on_found_variation: '1',
      mobile_media_query: '768',
      redirect_after_ask_estimate: '',
      popup_timeout: '3000',
    });
    for (const value of Object.values(l10n)) expect(['string', 'object']).toContain(typeof value);
  });

  it('names all 13 actions (five keys without _action) and one nonce each, as the endpoints check them', () => {
    const shop = wishlistShop();
    const l10n = wishlistGlobals(shop);
    const actions = l10n.actions as Record<string, string>;
    const nonces = l10n.nonce as Record<string, string>;
    expect(Object.values(actions).sort()).toEqual([...WISHLIST_ACTIONS].sort());
    expect(Object.keys(actions).filter((k) => !k.endsWith('_action')).sort()).toEqual([
      'ask_an_estimate',
      'load_fragments',
      'remove_from_all_wishlists',
      'sort_wishlist_items',
      'update_item_quantity',
    ]);
    expect(Object.keys(nonces)).toHaveLength(13);
    for (const action of WISHLIST_ACTIONS) expect(nonces[`${action}_nonce`]).toBe(shop.settings.nonces[`yith_wcwl_${action}_nonce`]);
    expect(new Set(Object.values(nonces)).size).toBe(13);
  });

  it('prints a script that defines the global and keeps markup in the labels inert', () => {
    const shop = wishlistShop();
    const html = wishlistGlobalsScript(shop);
    expect(html).not.toContain('</div>');
    const script = document.createElement('div');
    script.innerHTML = html;
    const code = script.querySelector('script#jquery-yith-wcwl-js-extra')!.textContent!;
    const value = new Function(`${code}; return yith_wcwl_l10n;`)() as Record<string, unknown>;
    expect(value).toEqual(wishlistGlobals(shop));
    expect((value.labels as Record<string, string>).added_to_cart_message).toBe(
      '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว</div></div>',
    );
  });
});
