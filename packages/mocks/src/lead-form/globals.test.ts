import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../shop';
import { leadFormGlobals, leadFormGlobalsScript } from './globals';

describe('frontendajax (Lead Form Builder globals)', () => {
  it('gives the admin-ajax URL and the nonce Save_Form_Data checks', () => {
    expect(leadFormGlobals(createFakeShop())).toEqual({ ajaxurl: '/wp-admin/admin-ajax.php', _wpnonce: 'e4a7c1d9b3' });
    const shop = createFakeShop({ settings: { homeUrl: 'https://shop.example', nonces: { lfb_front_nonce: 'n0nce' } } });
    expect(leadFormGlobals(shop)).toEqual({ ajaxurl: 'https://shop.example/wp-admin/admin-ajax.php', _wpnonce: 'n0nce' });
  });

  it('prints it as wp_localize_script does', () => {
    expect(leadFormGlobalsScript(createFakeShop())).toBe(
      '<script id="lfb-front-js-extra">var frontendajax = {"ajaxurl":"\\/wp-admin\\/admin-ajax.php","_wpnonce":"e4a7c1d9b3"};</script>',
    );
  });
});
