import { FOOTER_LEAD_FORM, leadFormMarkup, QUOTE_LEAD_FORM } from '@talat/mocks';

/**
 * The shop's two Lead Form Builder forms (§2.13), as the plugin's shortcode prints them, so the
 * demo, the stories and the tests enhance the same markup: the short newsletter form (301, captcha
 * 'disable') in every page's footer, and the full quote request (302, captcha on, redirect to
 * /thank-you/) on the contact page.
 */
export function footerLeadForm(): string {
  return `<div class="site-footer__lead">${leadFormMarkup(FOOTER_LEAD_FORM)}</div>`;
}

export function quoteLeadForm(): string {
  return leadFormMarkup(QUOTE_LEAD_FORM);
}
