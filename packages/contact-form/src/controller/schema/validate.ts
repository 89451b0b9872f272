import type { ContactFormRule } from '@talat/client';
import { readEntries } from './entries';
import { findRuleCheck } from './rules';
import type { FieldValues, ValidationErrors } from './types';

/** 'skipped': the engine had nothing to check (unknown rule, no field, empty all/any). */
type Outcome = { kind: 'passed' } | { kind: 'skipped' } | { kind: 'failed'; field: string | undefined; error: string };

const PASSED: Outcome = { kind: 'passed' };
const SKIPPED: Outcome = { kind: 'skipped' };

function evaluate(rule: ContactFormRule, values: FieldValues, inheritedField: string | undefined): Outcome {
  const field = rule.field ?? inheritedField;
  if (rule.rule === 'all') return evaluateAll(rule, values, field);
  if (rule.rule === 'any') return evaluateAny(rule, values, field);
  const check = findRuleCheck(rule.rule);
  if (!check || field === undefined) return SKIPPED;
  return check(rule, readEntries(values, field)) ? PASSED : { kind: 'failed', field, error: rule.error ?? '' };
}

/** all: the first failing nested rule decides, with its own message before the parent's. */
function evaluateAll(rule: ContactFormRule, values: FieldValues, field: string | undefined): Outcome {
  let checkedAny = false;
  for (const nested of rule.rules ?? []) {
    const outcome = evaluate(nested, values, field);
    if (outcome.kind === 'failed') {
      return { kind: 'failed', field: field ?? outcome.field, error: outcome.error || rule.error || '' };
    }
    if (outcome.kind === 'passed') checkedAny = true;
  }
  return checkedAny ? PASSED : SKIPPED;
}

/** any: one passing nested rule is enough; otherwise the parent's message, else the last one. */
function evaluateAny(rule: ContactFormRule, values: FieldValues, field: string | undefined): Outcome {
  let lastFailure: Extract<Outcome, { kind: 'failed' }> | undefined;
  for (const nested of rule.rules ?? []) {
    const outcome = evaluate(nested, values, field);
    if (outcome.kind === 'passed') return PASSED;
    if (outcome.kind === 'failed') lastFailure = outcome;
  }
  if (!lastFailure) return SKIPPED;
  return { kind: 'failed', field: field ?? lastFailure.field, error: rule.error || lastFailure.error };
}

/**
 * Evaluates a CF7 validation schema (§3 Contact form, §5 Contact form rules) in rule order; the
 * first error of a field wins and later rules for that field are not evaluated. `options.fields`
 * keeps only the rules whose own field is listed, so validating one changed field on blur does
 * not flag fields the shopper has not reached yet.
 */
export function validateSchema(
  rules: readonly ContactFormRule[],
  values: FieldValues,
  options: { fields?: ReadonlySet<string> } = {},
): ValidationErrors {
  const errors: ValidationErrors = new Map();
  for (const rule of rules) {
    const { field } = rule;
    if (options.fields && (field === undefined || !options.fields.has(field))) continue;
    if (field !== undefined && errors.has(field)) continue;
    const outcome = evaluate(rule, values, undefined);
    if (outcome.kind === 'failed' && outcome.field !== undefined && !errors.has(outcome.field)) {
      errors.set(outcome.field, outcome.error);
    }
  }
  return errors;
}
