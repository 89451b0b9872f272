import { afterEach, describe, expect, it, vi } from 'vitest';
import { md5 } from '../cart/md5';
import { createFakeShop } from '../shop';
import {
  CAPTCHA_LIFETIME_MS,
  captchaAnswerFor,
  checkCaptcha,
  issueCaptcha,
  issueContactFormChallenges,
  issueQuiz,
  refillMaps,
} from './challenges';
import { DEMO_CONTACT_FORM } from './demo-form';
import { QUIZ_POOL, quizAnswerFor, quizAnswerHash } from './quiz-pool';

afterEach(() => {
  vi.useRealTimers();
});

describe('captcha challenges (Really Simple CAPTCHA, per shop)', () => {
  it('issues a numeric prefix, a 4-letter answer without I, O or Q, and the image URL ending in {prefix}.png', () => {
    const shop = createFakeShop();
    for (let i = 0; i < 50; i += 1) {
      const { prefix, imageUrl } = issueCaptcha(shop);
      expect(prefix).toMatch(/^\d{10}$/);
      expect(imageUrl).toBe(`/mock-media/wpcf7-captcha/${prefix}.png`);
      expect(captchaAnswerFor(shop, prefix)).toMatch(/^[A-HJ-NPR-Z]{4}$/);
    }
  });

  it('prefixes the image URL with the home URL, like every link of the fake', () => {
    const shop = createFakeShop({ settings: { homeUrl: 'https://shop.example' } });
    expect(issueCaptcha(shop).imageUrl).toMatch(/^https:\/\/shop\.example\/mock-media\/wpcf7-captcha\/\d+\.png$/);
  });

  it('accepts the answer once, ignoring case and spaces; the prefix is spent even by a wrong try', () => {
    const shop = createFakeShop();
    const first = issueCaptcha(shop);
    const answer = captchaAnswerFor(shop, first.prefix)!;
    expect(checkCaptcha(shop, first.prefix, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(checkCaptcha(shop, first.prefix, answer)).toBe(false);
    const second = issueCaptcha(shop);
    expect(checkCaptcha(shop, second.prefix, 'WRONG')).toBe(false);
    expect(captchaAnswerFor(shop, second.prefix)).toBeUndefined();
  });

  it('forgets a challenge after an hour', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
    const shop = createFakeShop();
    const { prefix } = issueCaptcha(shop);
    const answer = captchaAnswerFor(shop, prefix)!;
    vi.setSystemTime(Date.now() + CAPTCHA_LIFETIME_MS - 1);
    expect(captchaAnswerFor(shop, prefix)).toBe(answer);
    vi.setSystemTime(Date.now() + 1);
    expect(captchaAnswerFor(shop, prefix)).toBeUndefined();
    expect(checkCaptcha(shop, prefix, answer)).toBe(false);
  });

  it('keeps each shop to itself', () => {
    const a = createFakeShop();
    const { prefix } = issueCaptcha(a);
    expect(captchaAnswerFor(createFakeShop(), prefix)).toBeUndefined();
  });
});

describe('quiz challenges', () => {
  it('hashes the normalised answer with md5', () => {
    expect(quizAnswerHash('3')).toBe(md5('3'));
    expect(quizAnswerHash('  OK ')).toBe(md5('ok'));
    expect(quizAnswerFor('หนึ่งบวกสองเท่ากับเท่าไร (ตอบเป็นตัวเลข)')).toBe('3');
  });

  it('takes turns through the pool', () => {
    const shop = createFakeShop();
    const asked = QUIZ_POOL.map(() => issueQuiz(shop).question);
    expect(asked).toEqual(QUIZ_POOL.map((q) => q.question));
    expect(issueQuiz(shop)).toEqual({ question: QUIZ_POOL[0]!.question, hash: md5(QUIZ_POOL[0]!.answer) });
  });
});

describe('challenges of a form and their refill maps', () => {
  it('gives the demo form one captcha and one quiz, shaped as CF7 refills them', () => {
    const shop = createFakeShop();
    const challenges = issueContactFormChallenges(shop, DEMO_CONTACT_FORM);
    const captcha = challenges.captcha['captcha-1']!;
    const quiz = challenges.quiz['quiz-1']!;
    expect(refillMaps(challenges)).toEqual({
      captcha: { 'captcha-1': captcha.imageUrl },
      quiz: { 'quiz-1': [quiz.question, quiz.hash] },
    });
  });

  it('leaves out the maps a form has no fields for', () => {
    const shop = createFakeShop();
    const plain = { ...DEMO_CONTACT_FORM, fields: DEMO_CONTACT_FORM.fields.filter((f) => f.type !== 'captcha' && f.type !== 'quiz') };
    expect(refillMaps(issueContactFormChallenges(shop, plain))).toEqual({});
    const quizOnly = { ...DEMO_CONTACT_FORM, fields: DEMO_CONTACT_FORM.fields.filter((f) => f.type !== 'captcha') };
    expect(Object.keys(refillMaps(issueContactFormChallenges(shop, quizOnly)))).toEqual(['quiz']);
  });
});
