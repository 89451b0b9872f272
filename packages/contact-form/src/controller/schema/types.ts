import type { ContactFormRule } from '@talat/client';

/** What the engine reads: FormData satisfies it; values are strings or Files. */
export interface FieldValues {
  getAll(name: string): Array<string | File>;
}

/** Field name → first error message, in rule order ("first error per field wins"). */
export type ValidationErrors = Map<string, string>;

/** One entry of a field as the form posts it. */
export type FieldEntry = string | File;

/** A rule's check: true when the field's entries satisfy it. */
export type RuleCheck = (rule: ContactFormRule, entries: readonly FieldEntry[]) => boolean;
