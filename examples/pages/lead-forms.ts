import {
  escapeXml as esc,
  FAKE_RECAPTCHA_SCRIPT_URL,
  FOOTER_LEAD_FORM,
  FULL_LEAD_FIELDS,
  QUOTE_LEAD_FORM,
  SHORT_LEAD_FIELDS,
  type LeadField,
  type LeadFormOptions,
} from '@talat/mocks';

/**
 * The shop's two Lead Form Builder forms (§2.13) printed the way Lead Form Builder 2.2.4's PHP
 * prints them (`LFB_Front_end_FORMS::lfb_show_front_end_forms` in inc/front-end.php), so the demo,
 * the stories and the tests enhance the markup a real shop has: labels without `for`, radio
 * options that all carry the field's one id and no <label>, checkbox options without ids, a terms
 * box whose text is a bare text node, the file input with its inline
 * `onchange="lfb_upload_button(this);"` next to an unnamed file-name box, the submit button inside
 * a <label>, two `.hidden_field` inputs (the form id and a per-form nonce). Only the short
 * newsletter form (301, captcha 'disable') in every page's footer and the full quote request (302,
 * captcha on, redirect to /thank-you/) on the contact page.
 *
 * The field names, labels and options come from @talat/mocks, whose fake WordPress checks them.
 * The plugin names the terms box `terms_{n}` (its field type), with the value 'Accepted'.
 */

/** The plugin prints `required` with the spacing of its string concatenation; browsers read it alike. */
const required = (field: LeadField) => (field.required ? 'required' : '');

function fieldMarkup(field: LeadField, formId: string): string {
  const label = esc(field.label);
  const name = esc(field.name);
  switch (field.kind) {
    case 'name':
      return `<div class="name-type lf-field"><label>${label}</label>
        <span><input id="${name}" type="text" name="${name}" class="lf-form-name" value="" ${required(field)} placeholder="" />
        </span></div>`;
    case 'email':
    case 'number':
      return `<div class="text-type lf-field"><label>${label}</label>
        <span><input id="${name}" type="${field.kind}" class="lf-form-text " name="${name}" ${required(field)} value="" placeholder="" />
        </span></div>`;
    case 'date':
    case 'dob':
      return `<div class="text-type lf-field"><label>${label}</label>
        <span class="lfb-date-parent" ><input id="${name}" type="text" class="lf-form-text lf-jquery-datepicker" name="${name}" ${required(field)} value="" placeholder="" />
        </span></div>`;
    case 'textarea':
      return `<div class="textarea-type lf-field"><label>${label}</label>
            <span><textarea id="${name}" name="${name}" class="lf-form-textarea" value="" placeholder="" ${required(field)}></textarea>
            </span></div>`;
    case 'radio': {
      const options = (field.options ?? [])
        .map((option) => `<li><input id="${name}" type="radio" name="${name}" value="${esc(option)}" ${required(field)}/>${esc(option)}</li>`)
        .join('');
      return `<div class="radio-type lf-field"><label>${label}</label>
                        <span><ul>${options}</ul></span></div>`;
    }
    case 'checkbox': {
      const options = (field.options ?? [])
        .map((option) => `<li><input class="${name}" type="checkbox" name="${name}[]" value="${esc(option)}"${required(field)}  />${esc(option)}</li>`)
        .join('');
      return `<div class="checkbox-type lf-field"><label>${label}</label>
                    <span><ul>${options}</ul></span></div>`;
    }
    case 'upload': {
      const fileText = `${name}_${esc(formId)}`;
      return `<div class="upload-type lf-field"><label>${label}</label>
            <span class="lfb-file">
                <div class="lfb-file-upload" >
                    <input type="text" class="file-text ${fileText}">
                    <div class="lfb_input_upload">
                        <input onchange="lfb_upload_button(this);" type="file" id="${name}"  name="${name}" class="lfb-input-upload custom-file-input" filetext="${fileText}" value="" ${required(field)} placeholder="" />
                    </div>
                </div>
            </span>
        </div>`;
    }
    case 'terms': {
      const termsName = `terms_${field.index}`;
      return `<div class="html-fieldtype lf-field lfb-terms">
        <span><input class="term_accept" id="${termsName}" type="checkbox" name="${termsName}" value="Accepted" /> ${label}</span>
            </div>`;
    }
  }
}

/** `[lead-form form-id=…]` as Lead Form Builder 2.2.4 prints it. */
export function leadFormBuilderMarkup(options: LeadFormOptions): string {
  const id = esc(String(options.formId));
  const captchaOn = options.captcha === 'enable';
  const fields = options.fields === 'short' ? SHORT_LEAD_FIELDS : FULL_LEAD_FIELDS;
  const fieldsMarkup = fields.map((field) => fieldMarkup(field, id)).join('');
  const submitId = fields.length + 1;
  const captcha = captchaOn
    ? `<div class="captcha-type lf-field"><label><div class="g-recaptcha" data-sitekey="${esc(options.sitekey ?? '')}"></div><br/></label></div>`
    : '';
  const submit = `${captcha}<div class="submit-type lf-field"><label><input id="${submitId}" class="lf-form-submit" type="submit" name="submit" value="ส่งข้อมูล"/>
                </label></div>`;
  // WordPress prints the enqueued reCAPTCHA script in the footer (handle lfb-captcha); the demo's
  // fake stands in for Google's and, like it, may arrive before or after the widget.
  const script = captchaOn ? `<script src="${esc(FAKE_RECAPTCHA_SCRIPT_URL)}" id="lfb-captcha-js" async defer></script>` : '';
  return `<div class="leadform-show-form-${id} leadform-show-form  lf-form-default leadform-lite"><div class="lead-head"></div>
               <form action="" method="post" class="lead-form-front" id="form_${id}" enctype="multipart/form-data">
                <h2 class="lfb-heading">${esc(options.title ?? 'ติดต่อเรา')}</h2>${fieldsMarkup}<div class="lf-form-panel">${submit}</div>
                <div class="captcha-field-area" id="captcha-field-area"></div>
                <input type="hidden" class="hidden_field" name="hidden_field" value="${id}"/>

                <input type="hidden" class="hidden_field" name="_wpnonce_form" value="5f0c2b7e1a"/>
                <input type="hidden" class="this_form_captcha_status" value="${captchaOn ? 'enable' : 'disable'}"/>
                <div class="leadform-show-loading front-loading leadform-show-message-form-${id}" >
                </div>
                <div class="lf-loading">
                    <div class="spinner" id="loading_image" style="display: none;" wppb-add-style="display:none;">
                        <div class="bounce1"></div>
                        <div class="bounce2"></div>
                        <div class="bounce3"></div>
                    </div>
                </div>
                </form><p wppb-add-style="display:none;" style="display:none;" redirect="${esc(options.redirectUrl ?? '')}" class="successmsg_${id} successmsg">${esc(options.successMessage ?? '')}</p></div>${script}`;
}

export function footerLeadForm(): string {
  return `<div class="site-footer__lead">${leadFormBuilderMarkup(FOOTER_LEAD_FORM)}</div>`;
}

export function quoteLeadForm(): string {
  return leadFormBuilderMarkup(QUOTE_LEAD_FORM);
}
