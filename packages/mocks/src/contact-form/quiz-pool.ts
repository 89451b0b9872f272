import { md5 } from '../cart/md5';

// CF7 quiz: `[quiz quiz-1 "question|answer" …]`. The page carries the question and a hash of the
// answer in `_wpcf7_quiz_answer_{name}`; the server hashes the shopper's answer the same way and
// compares. The widget only copies the hash from a refill, it never checks an answer itself.

export interface QuizQuestion {
  readonly question: string;
  readonly answer: string;
}

export const QUIZ_POOL: readonly QuizQuestion[] = [
  { question: 'หนึ่งบวกสองเท่ากับเท่าไร (ตอบเป็นตัวเลข)', answer: '3' },
  { question: 'สองคูณสามเท่ากับเท่าไร (ตอบเป็นตัวเลข)', answer: '6' },
  { question: 'สิบลบสี่เท่ากับเท่าไร (ตอบเป็นตัวเลข)', answer: '6' },
  { question: 'พิมพ์คำว่า OK เป็นตัวพิมพ์เล็ก', answer: 'ok' },
];

/** CF7 canonicalises before hashing: surrounding spaces and letter case do not count. */
export function normalizeQuizAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

export function quizAnswerHash(answer: string): string {
  return md5(normalizeQuizAnswer(answer));
}

/** For tests and stories: the answer to a question the fake asked. */
export function quizAnswerFor(question: string): string | undefined {
  return QUIZ_POOL.find((q) => q.question === question)?.answer;
}
