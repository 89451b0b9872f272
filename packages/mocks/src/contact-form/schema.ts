import { CF7_MESSAGES as M } from './messages';
import type { ContactForm, ContactFormField, SwvRule, SwvSchema } from './types';

// GET contact-forms/{id}/feedback/schema (§7 Contact forms, §3 "A validation schema per form").
// Per field: required first, then the type rule, then the limits, as CF7's form-tag modules add
// them. The enum rules of select, radio and checkbox come last because CF7 adds them in a later
// hook (priority 20); a checkbox with a free-text option gets none, as its value is free.
// Thresholds follow CF7's PHP: lengths, item counts and file sizes are integers (absint), numeric
// and date limits stay the option strings the site owner typed.

export const SWV_SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10';

const rule = (name: string, field: string, error: string, extra: Partial<SwvRule> = {}): SwvRule => ({
  rule: name,
  field,
  error,
  ...extra,
});

function lengthRules(field: string, min?: number, max?: number): SwvRule[] {
  const rules: SwvRule[] = [];
  if (min !== undefined) rules.push(rule('minlength', field, M.invalid_too_short, { threshold: min }));
  if (max !== undefined) rules.push(rule('maxlength', field, M.invalid_too_long, { threshold: max }));
  return rules;
}

const TYPE_RULE_ERRORS = { email: M.invalid_email, url: M.invalid_url, tel: M.invalid_tel } as const;

/** Everything but `required`, which fieldRules() puts first. */
function typeAndLimitRules(field: ContactFormField): SwvRule[] {
  const name = field.name;
  switch (field.type) {
    case 'text':
      return lengthRules(name, field.minLength, field.maxLength);
    case 'email':
    case 'url':
    case 'tel':
      return [rule(field.type, name, TYPE_RULE_ERRORS[field.type]), ...lengthRules(name, field.minLength, field.maxLength)];
    case 'textarea':
      return lengthRules(name, field.minLength, field.maxLength);
    case 'number': {
      // Bundled with `all` so a non-number stops before its limits are compared.
      const checks: SwvRule[] = [rule('number', name, M.invalid_number)];
      if (field.min !== undefined) checks.push(rule('minnumber', name, M.number_too_small, { threshold: String(field.min) }));
      if (field.max !== undefined) checks.push(rule('maxnumber', name, M.number_too_large, { threshold: String(field.max) }));
      const rules: SwvRule[] = [{ rule: 'all', rules: checks }];
      // Steps count from the minimum, as an HTML number input's step base does.
      if (field.step !== undefined) {
        rules.push(rule('stepnumber', name, M.number_step, { base: String(field.min ?? 0), interval: String(field.step) }));
      }
      return rules;
    }
    case 'date': {
      const rules = [rule('date', name, M.invalid_date)];
      if (field.min !== undefined) rules.push(rule('mindate', name, M.date_too_early, { threshold: field.min }));
      if (field.max !== undefined) rules.push(rule('maxdate', name, M.date_too_late, { threshold: field.max }));
      if (field.daysOfWeek) rules.push(rule('dayofweek', name, M.weekdays_only, { accept: [...field.daysOfWeek] }));
      return rules;
    }
    case 'time':
      return [rule('time', name, M.invalid_time)];
    case 'checkbox': {
      const rules: SwvRule[] = [];
      if (field.minItems !== undefined) rules.push(rule('minitems', name, M.too_few_items, { threshold: field.minItems }));
      if (field.maxItems !== undefined) rules.push(rule('maxitems', name, M.too_many_items, { threshold: field.maxItems }));
      return rules;
    }
    case 'file': {
      const rules = [rule('file', name, M.upload_failed_not_allowed, { accept: [...field.accept] })];
      if (field.minFileSize !== undefined) rules.push(rule('minfilesize', name, M.upload_file_too_small, { threshold: field.minFileSize }));
      rules.push(rule('maxfilesize', name, M.upload_file_too_large, { threshold: field.maxFileSize }));
      return rules;
    }
    // Acceptance, quiz and captcha are checked by the server only, outside the schema.
    case 'select':
    case 'radio':
    case 'acceptance':
    case 'quiz':
    case 'captcha':
      return [];
  }
}

function fieldRules(field: ContactFormField): SwvRule[] {
  const rules: SwvRule[] = [];
  if (field.required) {
    rules.push(rule(field.type === 'file' ? 'requiredfile' : 'required', field.name, M.invalid_required));
  }
  return [...rules, ...typeAndLimitRules(field)];
}

function enumRule(field: ContactFormField): SwvRule[] {
  if (field.type === 'select' || field.type === 'radio' || (field.type === 'checkbox' && !field.freeText)) {
    return [rule('enum', field.name, M.invalid_choice, { accept: [...field.options] })];
  }
  return [];
}

export function contactFormSchema(form: ContactForm): SwvSchema {
  return {
    version: SWV_SCHEMA_VERSION,
    locale: form.locale,
    rules: [...form.fields.flatMap(fieldRules), ...(form.extraRules ?? []), ...form.fields.flatMap(enumRule)],
  };
}
