import { describe, expect, it } from 'vitest';
import { md5 } from '../cart/md5';
import { createFakeShop } from '../shop';
import { captchaAnswerFor } from './challenges';
import { CF7_MESSAGES as M } from './messages';
import { MAIL_FAIL_TRIGGER, sentContactMessages, SPAM_TRIGGER, submitContactForm, type ContactFormReply } from './submit';
import { UNIT_TAG, validSubmission, withField, type Entries } from './test-fixtures';

function reply(result: ReturnType<typeof submitContactForm>): ContactFormReply {
  if (result.kind !== 'reply') throw new Error(`refused: ${result.code}`);
  return result.reply;
}

describe('submitContactForm (WPCF7_Submission, §4 Contact form status)', () => {
  it('sends a valid message: mail_sent, the thank-you text, a posted data hash, and stores it', () => {
    const shop = createFakeShop();
    const { entries, files } = validSubmission(shop);
    const result = reply(submitContactForm(shop, 120, entries, files));
    const shopperFields = entries.filter(([name]) => !name.startsWith('_'));
    expect(result).toMatchObject({
      contact_form_id: 120,
      status: 'mail_sent',
      message: 'ขอบคุณสำหรับข้อความ เราได้รับข้อความของคุณแล้ว',
      posted_data_hash: md5(new URLSearchParams(shopperFields).toString()),
      into: `#${UNIT_TAG}`,
      invalid_fields: [],
    });
    expect(sentContactMessages(shop)).toEqual([
      {
        formId: 120,
        unitTag: UNIT_TAG,
        fields: expect.objectContaining({
          'your-name': 'สมชาย ใจดี',
          'sample-items': ['ขวดแก้ว', 'ฝาปั๊ม'],
          'heard-from': ['Google'],
          'accept-privacy': '1',
        }),
        files: [{ field: 'slip', name: 'design.pdf', size: 64, type: 'application/pdf' }],
        postedDataHash: result.posted_data_hash,
      },
    ]);
    expect(Object.keys(sentContactMessages(shop)[0]!.fields).some((k) => k.startsWith('_'))).toBe(false);
  });

  it('answers fresh captcha and quiz maps after every submission, whatever the status', () => {
    const shop = createFakeShop();
    const { entries, files, challenges } = validSubmission(shop);
    for (const sent of [entries, withField(entries, 'your-email', 'x')]) {
      const result = reply(submitContactForm(shop, 120, sent, files));
      const image = result.captcha?.['captcha-1'] ?? '';
      const prefix = /\/(\d+)\.png$/.exec(image)?.[1] ?? '';
      expect(prefix).not.toBe(challenges.captcha['captcha-1']!.prefix);
      expect(captchaAnswerFor(shop, prefix)).toMatch(/^[A-Z]{4}$/);
      expect(result.quiz?.['quiz-1']).toEqual([expect.any(String), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    }
  });

  it('lists every invalid field once, in form order, with CF7 error ids; nothing is stored', () => {
    const shop = createFakeShop();
    const { entries, files } = validSubmission(shop);
    let sent: Entries = withField(entries, 'your-message', 'สั้น');
    sent = withField(sent, 'your-name', '');
    sent = withField(sent, 'quantity', '100');
    const result = reply(submitContactForm(shop, 120, sent, files));
    expect(result.status).toBe('validation_failed');
    expect(result.message).toBe('มีข้อมูลบางช่องไม่ถูกต้อง กรุณาตรวจสอบแล้วส่งใหม่อีกครั้ง');
    expect(result.posted_data_hash).toBe('');
    expect(result.invalid_fields).toEqual([
      { field: 'your-name', message: M.invalid_required, idref: null, error_id: `${UNIT_TAG}-ve-your-name` },
      { field: 'quantity', message: M.number_step, idref: null, error_id: `${UNIT_TAG}-ve-quantity` },
      { field: 'your-message', message: M.invalid_too_short, idref: null, error_id: `${UNIT_TAG}-ve-your-message` },
    ]);
    expect(sentContactMessages(shop)).toEqual([]);
  });

  it.each([
    ['a required acceptance unticked', (e: Entries) => withField(e, 'accept-privacy')],
    ['an invert acceptance ticked', (e: Entries) => withField(e, 'refuse-storage', '1')],
  ])('answers acceptance_missing for %s', (_, change) => {
    const shop = createFakeShop();
    const { entries, files } = validSubmission(shop);
    const result = reply(submitContactForm(shop, 120, change(entries), files));
    expect([result.status, result.message, result.invalid_fields]).toEqual(['acceptance_missing', M.accept_terms, []]);
    expect(sentContactMessages(shop)).toEqual([]);
  });

  it('lets an optional acceptance be either', () => {
    const shop = createFakeShop();
    const { entries, files } = validSubmission(shop);
    expect(reply(submitContactForm(shop, 120, withField(entries, 'accept-callback', '1'), files)).status).toBe('mail_sent');
  });

  it('checks validity before acceptance: an invalid form with an unticked box is validation_failed', () => {
    const shop = createFakeShop();
    const { entries, files } = validSubmission(shop);
    const sent = withField(withField(entries, 'accept-privacy'), 'your-email', 'nope');
    expect(reply(submitContactForm(shop, 120, sent, files)).status).toBe('validation_failed');
  });

  it(`answers spam for a message containing '${SPAM_TRIGGER}' and mail_failed for the name '${MAIL_FAIL_TRIGGER}'`, () => {
    const shop = createFakeShop();
    const spam = validSubmission(shop);
    const spamReply = reply(submitContactForm(shop, 120, withField(spam.entries, 'your-message', `ข้อความทดสอบ ${SPAM_TRIGGER} ครับ`), spam.files));
    expect([spamReply.status, spamReply.message]).toEqual(['spam', M.spam]);
    const failed = validSubmission(shop);
    const failedReply = reply(submitContactForm(shop, 120, withField(failed.entries, 'your-name', MAIL_FAIL_TRIGGER), failed.files));
    expect([failedReply.status, failedReply.message, failedReply.posted_data_hash]).toEqual(['mail_failed', M.mail_sent_ng, '']);
    expect(sentContactMessages(shop)).toEqual([]);
  });

  it('refuses an unknown form, a missing unit tag and a _wpcf7 that does not match the route', () => {
    const shop = createFakeShop();
    const { entries, files } = validSubmission(shop);
    expect(submitContactForm(shop, 999, entries, files)).toEqual({ kind: 'refused', status: 404, code: 'wpcf7_not_found', message: M.form_not_found });
    expect(submitContactForm(shop, 'abc', entries, files)).toMatchObject({ status: 404 });
    expect(submitContactForm(shop, 120, withField(entries, '_wpcf7_unit_tag'), files)).toMatchObject({ status: 400, code: 'wpcf7_unit_tag_not_found' });
    expect(submitContactForm(shop, 120, withField(entries, '_wpcf7_unit_tag', '<>"'), files)).toMatchObject({ code: 'wpcf7_unit_tag_not_found' });
    expect(submitContactForm(shop, 120, withField(entries, '_wpcf7', '121'), files)).toMatchObject({ status: 400, code: 'wpcf7_form_mismatch' });
    expect(submitContactForm(shop, 120, withField(entries, '_wpcf7'), files)).toMatchObject({ code: 'wpcf7_form_mismatch' });
  });

  it('sanitises the unit tag it echoes in `into` and the error ids', () => {
    const shop = createFakeShop();
    const { entries, files } = validSubmission(shop);
    const sent = withField(withField(entries, '_wpcf7_unit_tag', 'wpcf7-f120-p45-o2"><b>'), 'your-name', '');
    const result = reply(submitContactForm(shop, 120, sent, files));
    expect(result.into).toBe('#wpcf7-f120-p45-o2b');
    expect(result.invalid_fields[0]?.error_id).toBe('wpcf7-f120-p45-o2b-ve-your-name');
  });
});
