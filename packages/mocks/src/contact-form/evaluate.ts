import type { SwvRule } from './types';
import {
  compareDates,
  isAcceptedFile,
  isEmail,
  isNumber,
  isOnStep,
  isoDayOfWeek,
  isTel,
  isTime,
  isUrl,
  parseDate,
} from './formats';

// The server's pass over the SWV rules (§5 "Contact form rules"). Blank values are ignored unless
// a rule says otherwise; format rules judge the trimmed value, length rules the text as typed.

export interface PostedData {
  /** Field name (no `[]`) → every value posted under it. */
  readonly values: ReadonlyMap<string, readonly string[]>;
  /** Field name → uploaded files; an empty file input is not a file. */
  readonly files: ReadonlyMap<string, readonly File[]>;
}

export interface RuleFailure {
  readonly field: string;
  readonly error: string;
}

const filled = (data: PostedData, field: string): string[] =>
  (data.values.get(field) ?? []).map((v) => v.trim()).filter((v) => v !== '');

/** Browsers post a textarea's line breaks as CRLF; a line break is one character to the shopper. */
const totalLength = (data: PostedData, field: string): number =>
  (data.values.get(field) ?? []).reduce((sum, v) => sum + v.replace(/\r\n/g, '\n').length, 0);

const filesOf = (data: PostedData, field: string): readonly File[] => data.files.get(field) ?? [];

const threshold = (rule: SwvRule): number => Number(rule.threshold);

function dateLimit(rule: SwvRule, data: PostedData, field: string, ok: (order: number) => boolean): boolean {
  const limit = parseDate(String(rule.threshold));
  if (!limit) return true;
  return filled(data, field).every((value) => {
    const date = parseDate(value);
    return !date || ok(compareDates(date, limit));
  });
}

function numberLimit(data: PostedData, field: string, ok: (value: number) => boolean): boolean {
  return filled(data, field).every((value) => !isNumber(value) || ok(Number(value)));
}

/** Whether a plain (not all/any) rule holds for its field. Unknown rules hold, as in CF7. */
function holds(rule: SwvRule, data: PostedData): boolean {
  const field = rule.field ?? '';
  const values = filled(data, field);
  const accept = (rule.accept ?? []).map(String);
  switch (rule.rule) {
    case 'required':
      return values.length > 0;
    case 'requiredfile':
      return filesOf(data, field).length > 0;
    case 'email':
      return values.every(isEmail);
    case 'url':
      return values.every(isUrl);
    case 'tel':
      return values.every(isTel);
    case 'number':
      return values.every(isNumber);
    case 'date':
      return values.every((v) => parseDate(v) !== undefined);
    case 'time':
      return values.every(isTime);
    case 'enum':
      return values.every((v) => accept.includes(v));
    case 'dayofweek':
      return values.every((v) => {
        const date = parseDate(v);
        return date !== undefined && accept.includes(String(isoDayOfWeek(date)));
      });
    case 'file':
      return filesOf(data, field).every((file) => isAcceptedFile(file.name, accept));
    case 'minitems':
      return values.length >= threshold(rule);
    case 'maxitems':
      return values.length <= threshold(rule);
    case 'minlength': {
      const length = totalLength(data, field);
      return length === 0 || length >= threshold(rule);
    }
    case 'maxlength':
      return totalLength(data, field) <= threshold(rule);
    case 'minnumber':
      return numberLimit(data, field, (n) => n >= threshold(rule));
    case 'maxnumber':
      return numberLimit(data, field, (n) => n <= threshold(rule));
    case 'stepnumber':
      return numberLimit(data, field, (n) => isOnStep(n, Number(rule.base ?? 0), Number(rule.interval)));
    case 'mindate':
      return dateLimit(rule, data, field, (order) => order >= 0);
    case 'maxdate':
      return dateLimit(rule, data, field, (order) => order <= 0);
    case 'minfilesize':
    case 'maxfilesize': {
      const files = filesOf(data, field);
      const bytes = files.reduce((sum, file) => sum + file.size, 0);
      if (rule.rule === 'maxfilesize') return bytes <= threshold(rule);
      return files.length === 0 || bytes >= threshold(rule);
    }
    default:
      return true;
  }
}

/** The failure of one rule, nested ones included; undefined when it holds. */
export function checkRule(rule: SwvRule, data: PostedData): RuleFailure | undefined {
  const own = { field: rule.field ?? '', error: rule.error ?? '' };
  if (rule.rule === 'all') {
    // The first failing child speaks for the group, with its own field and message.
    for (const child of rule.rules ?? []) {
      const failure = checkRule(child, data);
      if (failure) return failure;
    }
    return undefined;
  }
  if (rule.rule === 'any') {
    const children = rule.rules ?? [];
    return children.length === 0 || children.some((child) => !checkRule(child, data)) ? undefined : own;
  }
  return holds(rule, data) ? undefined : own;
}

/** One failure per field, the first in rule order; a field already invalid is not checked again. */
export function validateRules(rules: readonly SwvRule[], data: PostedData): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const invalid = new Set<string>();
  for (const rule of rules) {
    if (rule.field !== undefined && invalid.has(rule.field)) continue;
    const failure = checkRule(rule, data);
    if (!failure || invalid.has(failure.field)) continue;
    invalid.add(failure.field);
    failures.push(failure);
  }
  return failures;
}
