import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';
import { QUIZ_POOL, quizAnswerHash } from './quiz-pool';
import type { ContactForm } from './types';

// Captcha and quiz challenges per shop. Really Simple CAPTCHA keeps one image per random numeric
// prefix, forgets it once checked (right or wrong) and deletes it after an hour; so does the fake.

export const CAPTCHA_LIFETIME_MS = 60 * 60 * 1000;
/** A–Z without the letters a shopper confuses with digits or each other (I, O, Q). */
const CAPTCHA_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const CAPTCHA_LENGTH = 4;

interface CaptchaEntry {
  readonly answer: string;
  readonly issuedAt: number;
}

const challengeState = defineShopState(() => ({
  captchas: new Map<string, CaptchaEntry>(),
  /** Quiz questions take turns, so two forms on one page (or two refills) differ. */
  nextQuestion: 0,
}));

function randomInt(below: number): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % below;
}

export interface CaptchaChallenge {
  readonly prefix: string;
  readonly imageUrl: string;
}

export interface QuizChallenge {
  readonly question: string;
  readonly hash: string;
}

/** Where the image of a challenge is served (endpoints/wpcf7-captcha-image.ts). */
export function captchaImageUrl(shop: FakeShop, prefix: string): string {
  return `${shop.settings.homeUrl}/mock-media/wpcf7-captcha/${prefix}.png`;
}

export function issueCaptcha(shop: FakeShop): CaptchaChallenge {
  const { captchas } = challengeState(shop);
  let prefix: string;
  do {
    prefix = String(1_000_000_000 + randomInt(3_000_000_000));
  } while (captchas.has(prefix));
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += CAPTCHA_LETTERS[randomInt(CAPTCHA_LETTERS.length)] ?? 'A';
  captchas.set(prefix, { answer, issuedAt: Date.now() });
  return { prefix, imageUrl: captchaImageUrl(shop, prefix) };
}

/** The answer of a live challenge; undefined once it was checked, expired, or never issued. */
export function captchaAnswerFor(shop: FakeShop, prefix: string): string | undefined {
  const { captchas } = challengeState(shop);
  const entry = captchas.get(prefix);
  if (!entry) return undefined;
  if (Date.now() - entry.issuedAt >= CAPTCHA_LIFETIME_MS) {
    captchas.delete(prefix);
    return undefined;
  }
  return entry.answer;
}

/** Checks and forgets the challenge: a prefix is good for one try only. Case and spaces do not count. */
export function checkCaptcha(shop: FakeShop, prefix: string, response: string): boolean {
  const answer = captchaAnswerFor(shop, prefix);
  challengeState(shop).captchas.delete(prefix);
  return answer !== undefined && response.replace(/\s/g, '').toUpperCase() === answer;
}

export function issueQuiz(shop: FakeShop): QuizChallenge {
  const state = challengeState(shop);
  const picked = QUIZ_POOL[state.nextQuestion % QUIZ_POOL.length] ?? QUIZ_POOL[0];
  state.nextQuestion += 1;
  if (!picked) throw new Error('the quiz pool is empty');
  return { question: picked.question, hash: quizAnswerHash(picked.answer) };
}

/** Fresh challenges for every captcha and quiz of a form, by field name. */
export interface ContactFormChallenges {
  readonly captcha: Readonly<Record<string, CaptchaChallenge>>;
  readonly quiz: Readonly<Record<string, QuizChallenge>>;
}

export function issueContactFormChallenges(shop: FakeShop, form: ContactForm): ContactFormChallenges {
  const captcha: Record<string, CaptchaChallenge> = {};
  const quiz: Record<string, QuizChallenge> = {};
  for (const field of form.fields) {
    if (field.type === 'captcha') captcha[field.name] = issueCaptcha(shop);
    if (field.type === 'quiz') quiz[field.name] = issueQuiz(shop);
  }
  return { captcha, quiz };
}

/** The `captcha` / `quiz` maps of a refill or feedback reply; a form without either gets neither. */
export interface RefillMaps {
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
}

export function refillMaps(challenges: ContactFormChallenges): RefillMaps {
  const maps: RefillMaps = {};
  const captchas = Object.entries(challenges.captcha);
  const quizzes = Object.entries(challenges.quiz);
  if (captchas.length > 0) maps.captcha = Object.fromEntries(captchas.map(([name, c]) => [name, c.imageUrl]));
  if (quizzes.length > 0) maps.quiz = Object.fromEntries(quizzes.map(([name, q]) => [name, [q.question, q.hash]]));
  return maps;
}
