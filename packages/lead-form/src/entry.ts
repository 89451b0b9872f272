// The script-tag entry: loading this file enhances every Lead Form Builder form on the page,
// including forms the page inserts later.
import { registerWidget } from '@talat/core';
import { holdCaptchaCallback } from './dom/captcha-callback';
import { installUploadButton } from './dom/upload-button';
import { leadFormWidget } from './mount';

// Before any form is mounted: the plugin's inline `onchange` handlers call it (dom/upload-button.ts),
// and reCAPTCHA, which may be ready first, calls `CaptchaCallback` (dom/captcha-callback.ts).
installUploadButton(window);
holdCaptchaCallback(window);
registerWidget(leadFormWidget);
