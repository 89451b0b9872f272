import { describe, expect, it } from 'vitest';
import { captchaAnswerFor } from '../contact-form/challenges';
import { CF7_MESSAGES } from '../contact-form/messages';
import { quizAnswerFor, quizAnswerHash } from '../contact-form/quiz-pool';
import { createFakeShop } from '../shop';
import { BASE, readJson } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const refillUrl = (id: string | number) => `${BASE}/wp-json/contact-form-7/v1/contact-forms/${id}/refill?_locale=user`;

describe('§7 Contact forms: GET contact-forms/{id}/refill', () => {
  it('issues a new live captcha and a quiz question with the hash of its answer, every time', async () => {
    const shop = createFakeShop();
    const wordpress = createFakeWordPress(shop);
    const first = (await readJson(await wordpress.handle(new Request(refillUrl(120))))) as {
      captcha: Record<string, string>;
      quiz: Record<string, [string, string]>;
    };
    expect(Object.keys(first)).toEqual(['captcha', 'quiz']);
    const prefix = /^\/mock-media\/wpcf7-captcha\/(\d+)\.png$/.exec(first.captcha['captcha-1'] ?? '')?.[1] ?? '';
    expect(captchaAnswerFor(shop, prefix)).toMatch(/^[A-Z]{4}$/);
    const [question, hash] = first.quiz['quiz-1'] ?? ['', ''];
    expect(hash).toBe(quizAnswerHash(quizAnswerFor(question) ?? 'no such question'));
    const second = (await readJson(await wordpress.handle(new Request(refillUrl(120))))) as typeof first;
    expect(second.captcha['captcha-1']).not.toBe(first.captcha['captcha-1']);
    expect(second.quiz['quiz-1']?.[0]).not.toBe(question);
  });

  it('answers 404 wpcf7_not_found for an unknown form', async () => {
    const response = await createFakeWordPress(createFakeShop()).handle(new Request(refillUrl(5)));
    expect(response?.status).toBe(404);
    expect(await readJson(response)).toEqual({ code: 'wpcf7_not_found', message: CF7_MESSAGES.form_not_found, data: { status: 404 } });
  });
});
