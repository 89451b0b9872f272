/**
 * Quiz refill (SPEC §7 "Contact forms"): replies may carry `quiz` {name → [question, answer hash]}.
 * A new question replaces the old one, the typed answer is cleared, and the hash the server checks
 * the answer against is stored in the `_wpcf7_quiz_answer_{name}` hidden field (§3).
 */
import { controlWrapsNamed, inputsNamed } from './named-elements';

type QuizEntry = [question: string, answerHash: string];

function isQuizEntry(value: unknown): value is QuizEntry {
  return Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string';
}

export function applyQuizRefill(form: HTMLFormElement, quiz: Record<string, QuizEntry>): void {
  for (const [name, entry] of Object.entries(quiz)) {
    if (name === '' || !isQuizEntry(entry)) continue;
    const [question, answerHash] = entry;
    for (const wrap of controlWrapsNamed(form, name)) {
      for (const answer of inputsNamed(wrap, name)) answer.value = '';
      // The question is server text, never markup: textContent cannot inject elements.
      for (const label of wrap.querySelectorAll('.wpcf7-quiz-label')) label.textContent = question;
      for (const hidden of inputsNamed(wrap, `_wpcf7_quiz_answer_${name}`)) hidden.value = answerHash;
    }
  }
}
