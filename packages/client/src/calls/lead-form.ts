import { readText } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import { postAjaxForm } from '../transport/ajax';

/** §7 Lead forms save replies; 'INVAILD' is the plugin's own spelling. */
export type LeadFormSaveResult = 'inserted' | 'invalidcaptcha' | 'INVAILD' | (string & {});

export interface LeadFormSaveParams {
  /** The serialised form plus upload data (§3 'Lead form submission'). */
  fdata: string;
  _wpnonce: string;
}

export interface LeadFormCalls {
  /** Plain text, trimmed; 'Yes' means valid (§7 Lead forms). */
  verifyCaptcha(params: { captcha_res: string }, options?: CallOptions): Promise<string>;
  save(params: LeadFormSaveParams, options?: CallOptions): Promise<LeadFormSaveResult>;
}

/**
 * The fields go in the order Lead Form Builder's f-script.js sends them, so its PHP gets the
 * request the plugin's own script made, field for field in the same order (the real-shop test
 * compares the two as PHP parses them).
 */
export function createLeadFormCalls(ctx: TransportContext): LeadFormCalls {
  return {
    async verifyCaptcha(params, options) {
      const response = await postAjaxForm(ctx, { captcha_res: params.captcha_res, action: 'verifyFormCaptcha' }, options);
      return readText(response);
    },
    async save(params, options) {
      const response = await postAjaxForm(ctx, { fdata: params.fdata, action: 'Save_Form_Data', _wpnonce: params._wpnonce }, options);
      return readText(response);
    },
  };
}
