/**
 * The widget's own look. Contact Form 7's stylesheet usually stays on the page (only its script
 * is replaced), so these rules only add what that sheet lacks and what the widget adds.
 */
export const CONTACT_FORM_CSS =
  '.wpcf7 .screen-reader-response{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}' +
  '.wpcf7-not-valid-tip{display:block;color:#b3261e;font-size:.95em;margin-top:.25em}' +
  // Two classes and an element: stronger than a theme's `.wpcf7 input[type=text]`.
  '.wpcf7 form .wpcf7-form-control.wpcf7-not-valid,.wpcf7 form .wpcf7-not-valid input,.wpcf7 form .wpcf7-not-valid select{border-color:#b3261e}' +
  '.wpcf7 form .wpcf7-response-output{margin:1em 0;padding:.4em 1em;border:2px solid #0a6e8a}' +
  '.wpcf7 form.init .wpcf7-response-output,.wpcf7 form.resetting .wpcf7-response-output,.wpcf7 form.submitting .wpcf7-response-output{display:none}' +
  '.wpcf7 form.sent .wpcf7-response-output{border-color:#2e7d32}' +
  '.wpcf7 form.failed .wpcf7-response-output,.wpcf7 form.aborted .wpcf7-response-output,.wpcf7 form.spam .wpcf7-response-output{border-color:#b3261e}' +
  '.wpcf7 form.invalid .wpcf7-response-output,.wpcf7 form.unaccepted .wpcf7-response-output,.wpcf7 form.payment-required .wpcf7-response-output{border-color:#b26a00}' +
  '.talat-cf-spinner{visibility:hidden;margin:0 .5em}' +
  '.wpcf7 form.submitting .talat-cf-spinner{visibility:visible}' +
  '.wpcf7-character-count.too-long,.wpcf7-character-count.too-short{color:#b3261e}' +
  '.talat-cf-misplaced{color:#b3261e;font-weight:700}' +
  // A stale captcha picture: invisible but keeping its room while the first refill comes, then gone
  // once the notice stands in its place (issue 11); never a broken image.
  '.wpcf7 form img.talat-cf-captcha-waiting{visibility:hidden}' +
  '.wpcf7 form img.talat-cf-captcha-gone{display:none}' +
  // On the picture's line, in its place; the words a block of their own above the button.
  '.talat-cf-captcha-notice{display:inline-block;max-width:100%;vertical-align:top}' +
  '.talat-cf-captcha-text{display:block}' +
  '.talat-cf-captcha-text:empty{display:none}' +
  '.talat-cf-captcha-gone+.talat-cf-captcha-notice .talat-cf-captcha-text{color:#b3261e}' +
  '.talat-cf-captcha-retry{margin:.25em 0;font:inherit;cursor:pointer}' +
  '.talat-cf-captcha-retry[aria-disabled=true]{cursor:progress;opacity:.7}';
