import { escapeXml as esc } from '../markup/escape';
import { leadFieldMarkup } from './field-markup';
import { leadFields } from './fields';
import { FAKE_RECAPTCHA_SITEKEY, type LeadFormOptions } from './forms';
import { LEAD_LABELS } from './labels';

// `[lead-form form-id=…]` as Lead Form Builder prints it (§2.13): the wrapper, Google's script
// (here the fake reCAPTCHA the demo server serves) when the captcha is on, the form, and the hidden
// success block that carries the redirect URL.

/** Served by the demo server from lead-form/fake-recaptcha.ts; query as Google's api.js takes it. */
export const FAKE_RECAPTCHA_SCRIPT_URL = '/assets/fake-recaptcha.js?onload=CaptchaCallback&render=explicit';

export function leadFormMarkup(options: LeadFormOptions): string {
  const id = String(options.formId);
  const captchaOn = options.captcha === 'enable';
  const script = captchaOn ? `<script src="${esc(FAKE_RECAPTCHA_SCRIPT_URL)}" async defer></script>` : '';
  const captcha = captchaOn ? `<div class="g-recaptcha" data-sitekey="${esc(options.sitekey ?? FAKE_RECAPTCHA_SITEKEY)}"></div>` : '';
  const fields = leadFields(options.fields ?? 'full').map(leadFieldMarkup).join('');
  return (
    `<div class="leadform-show-form-${esc(id)} leadform-show-form lf-form-default leadform-lite">` +
    script +
    `<form action="" method="post" class="lead-form-front" id="form_${esc(id)}" enctype="multipart/form-data">` +
    `<h2 class="lfb-heading">${esc(options.title ?? LEAD_LABELS.defaultTitle)}</h2>` +
    fields +
    captcha +
    `<div class="lf-form-panel"><input id="lfb-submit" class="lf-form-submit" type="submit" name="submit" value="${esc(LEAD_LABELS.submit)}"></div>` +
    `<input type="hidden" class="hidden_field" name="hidden_field" value="${esc(id)}">` +
    `<input type="hidden" class="this_form_captcha_status" value="${captchaOn ? 'enable' : 'disable'}">` +
    `<div class="leadform-show-loading front-loading leadform-show-message-form-${esc(id)}"></div>` +
    `<div class="lf-loading"><div class="spinner" id="loading_image" style="display: none;"><div class="bounce1"></div><div class="bounce2"></div><div class="bounce3"></div></div></div>` +
    `</form>` +
    `<p style="display:none" redirect="${esc(options.redirectUrl ?? '')}" class="successmsg_${esc(id)} successmsg">${esc(options.successMessage ?? LEAD_LABELS.defaultSuccess)}</p>` +
    `</div>`
  );
}
