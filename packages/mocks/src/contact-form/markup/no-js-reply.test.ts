// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../../shop';
import { captchaAnswerFor } from '../challenges';
import { DEMO_CONTACT_FORM } from '../demo-form';
import { CF7_MESSAGES as M } from '../messages';
import { submitContactForm } from '../submit';
import { validSubmission, withField } from '../test-fixtures';
import { contactFormMarkup } from './form';
import { noJsReplyOptions } from './no-js-reply';

function submit(change: (e: Array<[string, string]>) => Array<[string, string]> = (e) => e) {
  const shop = createFakeShop();
  const { entries, files } = validSubmission(shop);
  const sent = change(entries);
  const result = submitContactForm(shop, 120, sent, files);
  if (result.kind !== 'reply') throw new Error(result.code);
  return { shop, reply: result.reply, sent };
}

describe('noJsReplyOptions: the page a no-JS POST gets back', () => {
  it('keeps the values, marks the invalid fields and shows the message of a failed submission', () => {
    const { reply, sent } = submit((e) => withField(e, 'your-email', 'nope'));
    document.body.innerHTML = contactFormMarkup(DEMO_CONTACT_FORM, noJsReplyOptions(reply, sent, '/contact/'));
    const form = document.querySelector<HTMLFormElement>('form')!;
    expect(form.dataset.status).toBe('invalid');
    expect(document.querySelector<HTMLInputElement>('[name="your-email"]')!.value).toBe('nope');
    expect(document.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')?.textContent).toBe(M.invalid_email);
    expect(document.querySelector<HTMLInputElement>('[name="sample-items[]"][value="ฝาปั๊ม"]')!.checked).toBe(true);
    expect(document.querySelector('.wpcf7-response-output')?.textContent).toBe(M.validation_error);
    expect(document.querySelector<HTMLInputElement>('[name="_wpcf7"]')!.value).toBe('120');
  });

  it('prints the reply’s fresh captcha and quiz, which the shop accepts next', () => {
    const { shop, reply, sent } = submit((e) => withField(e, 'your-email', 'nope'));
    document.body.innerHTML = contactFormMarkup(DEMO_CONTACT_FORM, noJsReplyOptions(reply, sent));
    const prefix = document.querySelector<HTMLInputElement>('[name="_wpcf7_captcha_challenge_captcha-1"]')!.value;
    expect(`/mock-media/wpcf7-captcha/${prefix}.png`).toBe(reply.captcha?.['captcha-1']);
    expect(captchaAnswerFor(shop, prefix)).toMatch(/^[A-Z]{4}$/);
    expect(document.querySelector<HTMLInputElement>('[name="_wpcf7_quiz_answer_quiz-1"]')!.value).toBe(reply.quiz?.['quiz-1']?.[1]);
  });

  it('empties a sent form', () => {
    const { reply, sent } = submit();
    document.body.innerHTML = contactFormMarkup(DEMO_CONTACT_FORM, noJsReplyOptions(reply, sent));
    expect(document.querySelector<HTMLFormElement>('form')!.dataset.status).toBe('sent');
    expect(document.querySelector<HTMLInputElement>('[name="your-name"]')!.value).toBe('');
    expect(document.querySelector('.wpcf7-response-output')?.textContent).toBe(M.mail_sent_ok);
  });
});
