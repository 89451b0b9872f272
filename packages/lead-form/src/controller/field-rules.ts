/**
 * The checks Lead Form Builder 2.2.4 runs on submit (its `lfbValidateRequiredFields`), with no DOM:
 * a required field with nothing in it but spaces, a required choice with nothing chosen, and an
 * e-mail address (required or not) that is not `something@something.something`.
 */
export type FieldProblem = 'required' | 'email';

export interface FieldSnapshot {
  kind: 'text' | 'email' | 'choice';
  required: boolean;
  /** The value typed (text and e-mail). */
  value?: string;
  /** Whether any option is chosen (choice). */
  chosen?: boolean;
}

/** The plugin's own pattern, so a form accepted by it is accepted here and the other way round. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function fieldProblem(field: FieldSnapshot): FieldProblem | null {
  if (field.kind === 'choice') return field.required && !field.chosen ? 'required' : null;
  const value = (field.value ?? '').trim();
  if (value === '') return field.required ? 'required' : null;
  return field.kind === 'email' && !EMAIL.test(value) ? 'email' : null;
}
