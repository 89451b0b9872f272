import type { FakeShop } from '../shop';
import { checkCaptcha } from './challenges';
import { validateRules, type PostedData, type RuleFailure } from './evaluate';
import { CF7_MESSAGES as M } from './messages';
import { hiddenField, type FormEntries } from './posted-data';
import { quizAnswerHash } from './quiz-pool';
import { contactFormSchema } from './schema';
import type { ContactForm } from './types';

// Everything that can make a submission `validation_failed`, in the order of the form's fields:
// the schema's rules, then the two checks only the server can make (quiz and captcha).

function quizFailure(name: string, data: PostedData, entries: FormEntries): RuleFailure | undefined {
  const answer = (data.values.get(name) ?? []).join('');
  const expected = hiddenField(entries, `_wpcf7_quiz_answer_${name}`);
  const right = answer.trim() !== '' && expected !== undefined && quizAnswerHash(answer) === expected;
  return right ? undefined : { field: name, error: M.quiz_answer_not_correct };
}

function captchaFailure(shop: FakeShop, name: string, data: PostedData, entries: FormEntries): RuleFailure | undefined {
  const prefix = hiddenField(entries, `_wpcf7_captcha_challenge_${name}`) ?? '';
  const response = (data.values.get(name) ?? []).join('');
  // Checked even when other fields failed: the challenge is spent either way, as in CF7.
  return checkCaptcha(shop, prefix, response) ? undefined : { field: name, error: M.captcha_not_match };
}

export function invalidFields(shop: FakeShop, form: ContactForm, data: PostedData, entries: FormEntries): RuleFailure[] {
  const failures = validateRules(contactFormSchema(form).rules, data);
  for (const field of form.fields) {
    const failure =
      field.type === 'quiz'
        ? quizFailure(field.name, data, entries)
        : field.type === 'captcha'
          ? captchaFailure(shop, field.name, data, entries)
          : undefined;
    if (failure) failures.push(failure);
  }
  const position = (name: string): number => {
    const index = form.fields.findIndex((f) => f.name === name);
    return index < 0 ? form.fields.length : index;
  };
  return failures.sort((a, b) => position(a.field) - position(b.field));
}

/** A required box left unticked, or an invert box ticked (§5 "Acceptance checkboxes"). */
export function acceptanceMissing(form: ContactForm, data: PostedData): boolean {
  return form.fields.some((field) => {
    if (field.type !== 'acceptance') return false;
    const ticked = (data.values.get(field.name) ?? []).some((v) => v.trim() !== '');
    return field.mode === 'required' ? !ticked : field.mode === 'invert' && ticked;
  });
}
