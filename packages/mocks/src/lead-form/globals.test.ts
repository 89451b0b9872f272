import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../shop';
import { LEAD_FORM_BUILDER_MESSAGES, leadFormGlobals, leadFormGlobalsScript } from './globals';

describe('frontendajax (Lead Form Builder 2.2.4 globals)', () => {
  it('gives the admin-ajax URL, the nonce Save_Form_Data checks and the validation messages, in the plugin’s order', () => {
    expect(leadFormGlobals(createFakeShop())).toEqual({
      ajaxurl: '/wp-admin/admin-ajax.php',
      _wpnonce: 'e4a7c1d9b3',
      required_msg: 'The field is required.',
      error_msg: 'One or more fields have an error. Please check and try again.',
      email_msg: 'Please enter a valid email address.',
    });
    expect(Object.keys(leadFormGlobals(createFakeShop()))).toEqual(['ajaxurl', '_wpnonce', 'required_msg', 'error_msg', 'email_msg']);
    const shop = createFakeShop({ settings: { homeUrl: 'https://shop.example', nonces: { lfb_front_nonce: 'n0nce' } } });
    expect(leadFormGlobals(shop, { required_msg: 'กรุณากรอกช่องนี้', error_msg: '' })).toEqual({
      ajaxurl: 'https://shop.example/wp-admin/admin-ajax.php',
      _wpnonce: 'n0nce',
      required_msg: 'กรุณากรอกช่องนี้',
      error_msg: '',
      email_msg: LEAD_FORM_BUILDER_MESSAGES.email_msg,
    });
  });

  it('prints it as wp_localize_script does, in the block WordPress names after the handle lfb_f_js', () => {
    expect(leadFormGlobalsScript(createFakeShop())).toBe(
      '<script id="lfb_f_js-js-extra">var frontendajax = {"ajaxurl":"\\/wp-admin\\/admin-ajax.php","_wpnonce":"e4a7c1d9b3",' +
        '"required_msg":"The field is required.","error_msg":"One or more fields have an error. Please check and try again.",' +
        '"email_msg":"Please enter a valid email address."};</script>',
    );
  });
});
