import type { ContactFormRule } from '@talat/client';
import { parseCalendarDate, isoDayOfWeek } from './calendar-date';
import { chosenFiles, filledStrings } from './entries';
import { fileIsAccepted } from './file-accept';
import { isDate, isEmail, isNumber, isTel, isTime, isUrl } from './predicates';
import type { RuleCheck } from './types';

/** §5: empty values are ignored, so an empty field passes every format rule. */
function everyFilled(test: (text: string, rule: ContactFormRule) => boolean): RuleCheck {
  return (rule, entries) => filledStrings(entries).every((text) => test(text, rule));
}

/**
 * CF7 leaves a rule with no accept list accepting nothing, and so does this engine. Entries are
 * typed as strings, but CF7 writes dayofweek's as integers, hence the wider element type.
 */
function acceptList(rule: ContactFormRule): ReadonlyArray<string | number> {
  return rule.accept ?? [];
}

function isDayAccepted(text: string, rule: ContactFormRule): boolean {
  const date = parseCalendarDate(text);
  if (!date) return false;
  const day = isoDayOfWeek(date);
  return acceptList(rule).some((entry) => Number(entry) === day);
}

export const formatRules: Readonly<Record<string, RuleCheck>> = {
  required: (_rule, entries) => filledStrings(entries).length > 0 || chosenFiles(entries).length > 0,
  requiredfile: (_rule, entries) => chosenFiles(entries).length > 0,
  email: everyFilled(isEmail),
  url: everyFilled(isUrl),
  tel: everyFilled(isTel),
  number: everyFilled(isNumber),
  date: everyFilled(isDate),
  time: everyFilled(isTime),
  enum: everyFilled((text, rule) => acceptList(rule).some((entry) => String(entry) === text)),
  dayofweek: everyFilled(isDayAccepted),
  file: (rule, entries) =>
    chosenFiles(entries).every((file) => fileIsAccepted(file, acceptList(rule).map(String))),
};
