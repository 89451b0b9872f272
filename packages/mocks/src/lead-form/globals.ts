import { scriptJson } from '../contact-form/script-json';
import type { FakeShop } from '../shop';

// Lead Form Builder's wp_localize_script global. Its nonce is the one Save_Form_Data checks.

export interface FrontendAjaxGlobal {
  ajaxurl: string;
  _wpnonce: string;
}

export function leadFormGlobals(shop: FakeShop): FrontendAjaxGlobal {
  return {
    ajaxurl: `${shop.settings.homeUrl}/wp-admin/admin-ajax.php`,
    _wpnonce: shop.settings.nonces.lfb_front_nonce ?? '',
  };
}

export function leadFormGlobalsScript(shop: FakeShop): string {
  return `<script id="lfb-front-js-extra">var frontendajax = ${scriptJson(leadFormGlobals(shop))};</script>`;
}
