import { scriptJson } from '../contact-form/script-json';
import type { FakeShop } from '../shop';

// Lead Form Builder's wp_localize_script global, as 2.2.4 prints it (lfb_wp_assets() in
// inc/lf-install.php): the admin-ajax URL, the nonce Save_Form_Data checks, and since 2.2 the
// "Validation Messages" settings (options lfb_required_field_msg, lfb_general_error_msg,
// lfb_email_field_msg), each the plugin's English default while the option is not stored.

export interface FrontendAjaxGlobal {
  ajaxurl: string;
  _wpnonce: string;
  required_msg: string;
  error_msg: string;
  email_msg: string;
}

/** The messages' defaults in 2.2.4 (the plugin ships no Thai translation of them). */
export const LEAD_FORM_BUILDER_MESSAGES = {
  required_msg: 'The field is required.',
  error_msg: 'One or more fields have an error. Please check and try again.',
  email_msg: 'Please enter a valid email address.',
} as const;

export type LeadFormBuilderMessages = { [key in keyof typeof LEAD_FORM_BUILDER_MESSAGES]: string };

/** `messages`: what the site stored in the plugin's settings (a stored empty text is printed empty). */
export function leadFormGlobals(shop: FakeShop, messages: Partial<LeadFormBuilderMessages> = {}): FrontendAjaxGlobal {
  return {
    ajaxurl: `${shop.settings.homeUrl}/wp-admin/admin-ajax.php`,
    _wpnonce: shop.settings.nonces.lfb_front_nonce ?? '',
    required_msg: messages.required_msg ?? LEAD_FORM_BUILDER_MESSAGES.required_msg,
    error_msg: messages.error_msg ?? LEAD_FORM_BUILDER_MESSAGES.error_msg,
    email_msg: messages.email_msg ?? LEAD_FORM_BUILDER_MESSAGES.email_msg,
  };
}

/** The params block WordPress prints for the `lfb_f_js` handle (id `{handle}-js-extra`). */
export function leadFormGlobalsScript(shop: FakeShop, messages: Partial<LeadFormBuilderMessages> = {}): string {
  return `<script id="lfb_f_js-js-extra">var frontendajax = ${scriptJson(leadFormGlobals(shop, messages))};</script>`;
}
