import type { ContactFormRule } from '@talat/client';
import { compareCalendarDates, parseCalendarDate, type CalendarDate } from './calendar-date';
import { chosenFiles, filledCount, filledStrings } from './entries';
import { isNumber } from './predicates';
import { toRuleDate, toRuleNumber } from './rule-inputs';
import type { FieldEntry, RuleCheck } from './types';

// Every limit passes on an empty field (§5: only required/requiredfile judge emptiness) and on
// a malformed threshold: a broken schema must not lock a shopper out of the form.

type Measure = (entries: readonly FieldEntry[]) => number;

const itemCount: Measure = filledCount;
/** UTF-16 code units, the unit of the browser's maxlength and of CF7: 'น้ำ' counts 3. */
const totalLength: Measure = (entries) => filledStrings(entries).reduce((sum, text) => sum + text.length, 0);
const totalBytes: Measure = (entries) => chosenFiles(entries).reduce((sum, file) => sum + file.size, 0);
const fileCount: Measure = (entries) => chosenFiles(entries).length;

function limitOn(measure: Measure, presence: Measure, holds: (amount: number, limit: number) => boolean): RuleCheck {
  return (rule, entries) => {
    const limit = toRuleNumber(rule.threshold);
    if (Number.isNaN(limit) || presence(entries) === 0) return true;
    return holds(measure(entries), limit);
  };
}

const atLeast = (amount: number, limit: number) => amount >= limit;
const atMost = (amount: number, limit: number) => amount <= limit;

/** Values that are not numbers are the number rule's business, not the limit's. */
function numbersIn(entries: readonly FieldEntry[]): number[] {
  return filledStrings(entries).filter(isNumber).map(Number);
}

function numberLimit(holds: (value: number, limit: number) => boolean): RuleCheck {
  return (rule, entries) => {
    const limit = toRuleNumber(rule.threshold);
    return Number.isNaN(limit) || numbersIn(entries).every((value) => holds(value, limit));
  };
}

/** Invalid dates are the date rule's business, not the limit's. */
function dateLimit(holds: (order: number) => boolean): RuleCheck {
  return (rule, entries) => {
    const limit = toRuleDate(rule.threshold);
    if (!limit) return true;
    return filledStrings(entries)
      .map(parseCalendarDate)
      .filter((date): date is CalendarDate => date !== undefined)
      .every((date) => holds(compareCalendarDates(date, limit)));
  };
}

const toSixDecimals = (value: number) => value.toFixed(6);

/** §5 stepnumber: compared at 6 decimals, so 0.3 is a step of 0.1 despite binary floating point. */
function onStep(rule: ContactFormRule, entries: readonly FieldEntry[]): boolean {
  const interval = toRuleNumber(rule.interval);
  const base = rule.base === undefined || rule.base.trim() === '' ? 0 : toRuleNumber(rule.base);
  if (!(interval > 0) || Number.isNaN(base)) return true;
  return numbersIn(entries).every((value) => {
    const remainder = toSixDecimals(Math.abs(value - base) % interval);
    return remainder === toSixDecimals(0) || remainder === toSixDecimals(interval);
  });
}

export const limitRules: Readonly<Record<string, RuleCheck>> = {
  minitems: limitOn(itemCount, itemCount, atLeast),
  maxitems: limitOn(itemCount, itemCount, atMost),
  minlength: limitOn(totalLength, totalLength, atLeast),
  maxlength: limitOn(totalLength, totalLength, atMost),
  minfilesize: limitOn(totalBytes, fileCount, atLeast),
  maxfilesize: limitOn(totalBytes, fileCount, atMost),
  minnumber: numberLimit(atLeast),
  maxnumber: numberLimit(atMost),
  mindate: dateLimit((order) => order >= 0),
  maxdate: dateLimit((order) => order <= 0),
  stepnumber: onStep,
};
