import { escapeXml as esc } from '../../markup/escape';
import { QUIZ_POOL, quizAnswerHash } from '../quiz-pool';
import type { CaptchaField, QuizField, TextareaField } from '../types';
import { attrs, controlClass, firstValue, validityAttrs, wrap, type RenderContext } from './context';

// [quiz], [captchac] + [captchar] and [count]: the parts whose content changes on every page view
// or keystroke. Neither the quiz nor the captcha keeps what was typed after a round trip: the
// question and the picture it answered are gone by then.

/** What a page served without a live challenge prints: an image the server no longer knows. */
const STALE_CAPTCHA = { prefix: '0', imageUrl: '/mock-media/wpcf7-captcha/0.png' };
/** A quiz keeps no server state, so even a cached page's question still works. */
const FIRST_QUESTION = { question: QUIZ_POOL[0]?.question ?? '', hash: quizAnswerHash(QUIZ_POOL[0]?.answer ?? '') };

export function quiz(context: RenderContext, field: QuizField): string {
  const challenge = context.challenges.quiz[field.name] ?? FIRST_QUESTION;
  const input = `<input${attrs([
    ['class', controlClass(context, field.name, 'quiz', false)],
    ['autocomplete', 'off'],
    ...validityAttrs(context, field.name, true),
    ['type', 'text'],
    ['name', field.name],
  ])} />`;
  const hidden = `<input${attrs([['type', 'hidden'], ['name', `_wpcf7_quiz_answer_${field.name}`], ['value', challenge.hash]])} />`;
  return wrap(context, field.name, `<label><span class="wpcf7-quiz-label">${esc(challenge.question)}</span> ${input}</label>${hidden}`);
}

/** [captchac]: the challenge's prefix and its picture; CF7 prints it outside any wrap. */
export function captchaImage(context: RenderContext, field: CaptchaField): string {
  const challenge = context.challenges.captcha[field.name] ?? STALE_CAPTCHA;
  const hidden = `<input${attrs([['type', 'hidden'], ['name', `_wpcf7_captcha_challenge_${field.name}`], ['value', challenge.prefix]])} />`;
  const image = `<img${attrs([
    ['class', `wpcf7-form-control wpcf7-captchac wpcf7-captcha-${field.name}`],
    ['width', 72],
    ['height', 24],
    ['alt', 'captcha'],
    ['src', challenge.imageUrl],
  ])} />`;
  return hidden + image;
}

/** [captchar]: where the shopper types the letters. */
export function captchaInput(context: RenderContext, field: CaptchaField): string {
  const input = `<input${attrs([
    ['size', 40],
    ['class', controlClass(context, field.name, 'captchar', false)],
    ['autocomplete', 'off'],
    ...validityAttrs(context, field.name, false),
    ['value', ''],
    ['type', 'text'],
    ['name', field.name],
  ])} />`;
  return wrap(context, field.name, input);
}

/** [count {name} down|up]: starts at the maximum (down) or 0 (up), minus or plus what is already typed. */
export function characterCount(context: RenderContext, field: TextareaField): string {
  const direction = field.counter ?? 'up';
  const typed = firstValue(context, field.name).replace(/\r\n/g, '\n').length;
  const starting = direction === 'down' ? (field.maxLength ?? 0) : 0;
  const current = direction === 'down' ? starting - typed : typed;
  return `<span${attrs([
    ['class', `wpcf7-character-count ${direction}`],
    ['data-target-name', field.name],
    ['data-starting-value', starting],
    ['data-current-value', current],
    ['data-maximum-value', field.maxLength],
    ['data-minimum-value', field.minLength],
  ])}>${current}</span>`;
}
