import { captchaAnswerFor, CF7_MESSAGES as M, createFakeShop, quizAnswerFor, sentContactMessages, type FakeShop } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { handlePageRequest, type PageRequest } from './routes';

// The demo's /contact/ route: the page, and the CF7 form's POST without JavaScript (§2.12, §5
// "Contact form rules", §8 Contact forms), answered with the page as Contact Form 7 does.

const CONTACT = 'http://demo.test/contact/';

function request(overrides: Partial<PageRequest> = {}): PageRequest {
  return { method: 'GET', url: new URL(CONTACT), sessionId: 'contact-test', cookies: {}, ...overrides };
}

function page(shop: FakeShop, overrides: Partial<PageRequest> = {}): string {
  const result = handlePageRequest(shop, request(overrides));
  if (!('html' in result)) throw new Error(`expected a page, got a redirect to ${result.location}`);
  expect(result.status).toBe(200);
  return result.html;
}

const match = (html: string, pattern: RegExp): string => pattern.exec(html)?.[1] ?? '';

/** The hidden fields and challenges of a freshly printed form, as the browser would post them back. */
function printedForm(html: string): Array<[string, string]> {
  return [...html.matchAll(/<input type="hidden" name="(_wpcf7[^"]*)" value="([^"]*)"/g)].map((m): [string, string] => [m[1]!, m[2]!]);
}

function validEntries(shop: FakeShop, html: string): Array<[string, string]> {
  const prefix = match(html, /name="_wpcf7_captcha_challenge_captcha-1" value="(\d+)"/);
  const question = match(html, /<span class="wpcf7-quiz-label">([^<]*)<\/span>/);
  return [
    ...printedForm(html),
    ['your-name', 'สมชาย ใจดี'],
    ['your-email', 'somchai@example.co.th'],
    ['your-tel', '081-234-5678'],
    ['website', ''],
    ['backup-tel', '02-123-4567'],
    ['backup-email', ''],
    ['quantity', '51'],
    ['delivery-date', '2026-03-09'],
    ['delivery-time', ''],
    ['product-type', 'ตลับครีม'],
    ['customer-type', 'โรงงาน / แบรนด์'],
    ['sample-items[]', 'ขวดแก้ว'],
    ['sample-items[]', 'ฝาปั๊ม'],
    ['your-message', 'ขอใบเสนอราคาตลับครีม 500 ชิ้นค่ะ'],
    ['accept-privacy', '1'],
    ['quiz-1', quizAnswerFor(question) ?? ''],
    ['captcha-1', captchaAnswerFor(shop, prefix) ?? ''],
  ];
}

/** The recipe's `#talat-config` block, parsed. */
function talatConfig(html: string): unknown {
  return JSON.parse(match(html, /<script type="application\/json" id="talat-config">([^<]*)<\/script>/));
}

const slip = () => ({ slip: new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }) });

describe('/contact/', () => {
  it('prints the CF7 form with live challenges, the quote request, and what WordPress prints once the recipe dequeued the plugins’ scripts', () => {
    const html = page(createFakeShop());
    expect(html).toContain('<div class="wpcf7 no-js" id="wpcf7-f120-p45-o1"');
    expect(html).toMatch(/name="_wpcf7_captcha_challenge_captcha-1" value="[1-9]\d+"/);
    expect(match(html, /<span class="wpcf7-quiz-label">([^<]*)<\/span>/)).not.toBe('');
    expect(html).toContain('id="form_302"');
    // Issue 11: the params of dequeued scripts are gone; the REST link and the recipe's block carry the config.
    expect(html).not.toContain('var wpcf7 =');
    expect(html).not.toContain('var frontendajax =');
    expect(html).toContain('<link rel="https://api.w.org/" href="/wp-json/" />');
    // Issue 16: woocommerce.js is dequeued here (only cart and checkout keep it), so its params go
    // too and the recipe's block repeats ajax_url / wc_ajax_url.
    expect(html).not.toContain('woocommerce-js-extra');
    expect(html).not.toContain('var woocommerce_params =');
    expect(talatConfig(html)).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      contactForm: { cached: false },
      leadForm: { nonce: 'e4a7c1d9b3' },
      pageExtras: { woocommerceScript: false },
    });
    expect(html).toContain('<script type="module" src="/talat/contact-form.js"></script>');
    expect(html).toContain('<script type="module" src="/talat/lead-form.js"></script>');
  });

  it('§2.12 ?cached=1 prints contactForm.cached (wpcf7.cached 1) and a spent captcha, for the widget to refill', () => {
    const html = page(createFakeShop(), { url: new URL(`${CONTACT}?cached=1`) });
    expect(talatConfig(html)).toMatchObject({ contactForm: { cached: true } });
    expect(html).toContain('name="_wpcf7_captcha_challenge_captcha-1" value="0"');
  });

  it('§8 ?misplaced=1 prints the form inside a theme form', () => {
    const html = page(createFakeShop(), { url: new URL(`${CONTACT}?misplaced=1`) });
    expect(html).toMatch(/<form class="theme-subscribe"[^>]*>\s*<div class="wpcf7 no-js"/);
  });

  it('§5 a POST with mistakes comes back with the tips, the message and the values typed', () => {
    const shop = createFakeShop();
    const entries = printedForm(page(shop)).concat([
      ['your-name', 'ก'],
      ['your-email', 'somchai@'],
      ['sample-items[]', 'ขวดแก้ว'],
      ['accept-privacy', '1'],
    ]);
    const html = page(shop, { method: 'POST', multipart: { entries, files: {} } });
    expect(html).toContain('data-status="invalid"');
    expect(html).toContain(`<div class="wpcf7-response-output" aria-hidden="true">${M.validation_error}</div>`);
    expect(html).toContain(`<span class="wpcf7-not-valid-tip" aria-hidden="true">${M.invalid_too_short}</span>`);
    expect(html).toContain(`<span class="wpcf7-not-valid-tip" aria-hidden="true">${M.invalid_email}</span>`);
    expect(html).toContain(`<li id="wpcf7-f120-p45-o1-ve-your-name">${M.invalid_too_short}</li>`);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="wpcf7-f120-p45-o1-ve-your-name" value="ก" type="text" name="your-name"/);
    expect(html).toContain('value="somchai@" type="email"');
    expect(html).toContain('<input type="checkbox" name="sample-items[]" value="ขวดแก้ว" checked="checked" />');
    expect(sentContactMessages(shop)).toHaveLength(0);
  });

  it('§4 a POST that is sent prints the thanks and an empty form', () => {
    const shop = createFakeShop();
    const html = page(shop, { method: 'POST', multipart: { entries: validEntries(shop, page(shop)), files: slip() } });
    expect(html).toContain('data-status="sent"');
    expect(html).toContain(`<div class="wpcf7-response-output" aria-hidden="true">${M.mail_sent_ok}</div>`);
    expect(html).not.toContain('สมชาย ใจดี');
    expect(html).not.toContain('wpcf7-not-valid-tip');
    expect(sentContactMessages(shop)).toHaveLength(1);
    expect(sentContactMessages(shop)[0]).toMatchObject({
      fields: { 'your-name': 'สมชาย ใจดี', 'sample-items': ['ขวดแก้ว', 'ฝาปั๊ม'], quantity: '51' },
      files: [{ field: 'slip', name: 'slip.pdf', size: 8, type: 'application/pdf' }],
    });
  });

  it('answers any other POST (a lead form without JavaScript) with the page, sending nothing', () => {
    const shop = createFakeShop();
    const html = page(shop, { method: 'POST', multipart: { entries: [['name_1', 'ทดสอบ'], ['hidden_field', '302']], files: {} } });
    expect(html).toContain('data-status="init"');
    expect(sentContactMessages(shop)).toHaveLength(0);
  });
});

describe('/thank-you/', () => {
  it('is the page the quote request redirects to', () => {
    expect(page(createFakeShop(), { url: new URL('http://demo.test/thank-you/') })).toContain('<h1 class="entry-title page-title">ขอบคุณที่ติดต่อเรา</h1>');
  });
});
