// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyQuizRefill } from './quiz-refill';
import { byName, mountCf7Form } from './test-fixtures';

/** CF7 6.x quiz markup, built with DOM calls so hostile names reach the attributes verbatim. */
function quizWrap(name: string, question: string): HTMLElement {
  const wrap = document.createElement('span');
  wrap.className = 'wpcf7-form-control-wrap';
  wrap.dataset['name'] = name;
  const label = document.createElement('label');
  const questionText = Object.assign(document.createElement('span'), { className: 'wpcf7-quiz-label', textContent: question });
  const answer = Object.assign(document.createElement('input'), { type: 'text', name, className: 'wpcf7-form-control wpcf7-quiz', value: 'สิบ' });
  label.append(questionText, ' ', answer);
  const hash = Object.assign(document.createElement('input'), { type: 'hidden', name: `_wpcf7_quiz_answer_${name}`, value: 'oldhash' });
  wrap.append(label, hash);
  return wrap;
}

function fixture(...quizzes: string[]): HTMLFormElement {
  const form = mountCf7Form('');
  form.append(...quizzes.map((name) => quizWrap(name, '1 + 1 = ?')));
  return form;
}

const question = (form: HTMLFormElement, index: number) => form.querySelectorAll('.wpcf7-quiz-label')[index]!.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('applyQuizRefill (§7 Contact forms: quiz {name → [question, answer hash]})', () => {
  it('shows the new question, clears the answer and stores the hash, for the named quiz only', () => {
    const form = fixture('quiz-1', 'quiz-2');
    applyQuizRefill(form, { 'quiz-1': ['เมืองหลวงของไทยคือ?', '5f2b9c'] });
    expect(question(form, 0)).toBe('เมืองหลวงของไทยคือ?');
    expect(byName(form, 'quiz-1').value).toBe('');
    expect(byName(form, '_wpcf7_quiz_answer_quiz-1').value).toBe('5f2b9c');
    expect(question(form, 1)).toBe('1 + 1 = ?');
    expect(byName(form, 'quiz-2').value).toBe('สิบ');
    expect(byName(form, '_wpcf7_quiz_answer_quiz-2').value).toBe('oldhash');
  });

  it('shows a question holding markup as text, never as HTML', () => {
    const form = fixture('quiz-1');
    const hostileQuestion = '<img src=x onerror="alert(1)"> 2 + 3 = ?';
    applyQuizRefill(form, { 'quiz-1': [hostileQuestion, 'h'] });
    expect(question(form, 0)).toBe(hostileQuestion);
    expect(form.querySelector('img')).toBeNull();
  });

  it('handles names full of quotes and brackets without touching other quizzes', () => {
    const hostile = `q"], [data-name='quiz-2`;
    const form = fixture(hostile, 'quiz-2');
    applyQuizRefill(form, { [hostile]: ['3 × 3 = ?', 'abc'] });
    expect(question(form, 0)).toBe('3 × 3 = ?');
    expect(byName(form, hostile).value).toBe('');
    expect(byName(form, `_wpcf7_quiz_answer_${hostile}`).value).toBe('abc');
    expect(question(form, 1)).toBe('1 + 1 = ?');
    expect(byName(form, 'quiz-2').value).toBe('สิบ');
  });

  it('skips malformed entries', () => {
    const form = fixture('quiz-1');
    const malformed = { 'quiz-1': ['only a question'] } as unknown as Record<string, [string, string]>;
    applyQuizRefill(form, malformed);
    expect(question(form, 0)).toBe('1 + 1 = ?');
    expect(byName(form, 'quiz-1').value).toBe('สิบ');
  });
});
