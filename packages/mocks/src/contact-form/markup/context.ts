import { escapeXml as esc } from '../../markup/escape';
import type { ContactFormChallenges } from '../challenges';

// What every control builder needs to print one form: its unit tag, the values and errors of a
// no-JS round trip, and the challenges of this page view. Values and labels are escaped here,
// at the last moment, so no builder can forget it.

export type FieldValues = Readonly<Record<string, string | readonly string[]>>;

export interface RenderContext {
  readonly unitTag: string;
  readonly values: FieldValues;
  /** Field name → the server's message for it. */
  readonly errors: Readonly<Record<string, string>>;
  readonly challenges: ContactFormChallenges;
}

export { attrs } from '../../markup/attrs';

export function valuesOf(context: RenderContext, name: string): readonly string[] {
  const value = context.values[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

export const firstValue = (context: RenderContext, name: string): string => valuesOf(context, name)[0] ?? '';

/** `wpcf7_get_validation_error_reference()`: what the tip, the list item and aria-describedby share. */
export const errorId = (context: RenderContext, name: string): string => `${context.unitTag}-ve-${name}`;

/** The attributes every invalid-able control carries. */
export function validityAttrs(context: RenderContext, name: string, required: boolean | undefined) {
  const invalid = context.errors[name] !== undefined;
  return [
    ['aria-required', required ? 'true' : undefined],
    ['aria-invalid', invalid ? 'true' : 'false'],
    ['aria-describedby', invalid ? errorId(context, name) : undefined],
  ] as const;
}

/** `wpcf7_form_controls_class()` plus the not-valid marker of a failed round trip. */
export function controlClass(context: RenderContext, name: string, type: string, required: boolean | undefined, ...extra: string[]): string {
  return [
    'wpcf7-form-control',
    `wpcf7-${type}`,
    required ? 'wpcf7-validates-as-required' : '',
    ...extra,
    context.errors[name] !== undefined ? 'wpcf7-not-valid' : '',
  ]
    .filter((c) => c !== '')
    .join(' ');
}

/** `<span class="wpcf7-form-control-wrap" data-name>` around a control, with the tip when it failed. */
export function wrap(context: RenderContext, name: string, inner: string): string {
  const error = context.errors[name];
  const tip = error === undefined ? '' : `<span class="wpcf7-not-valid-tip" aria-hidden="true">${esc(error)}</span>`;
  return `<span class="wpcf7-form-control-wrap" data-name="${esc(name)}">${inner}${tip}</span>`;
}
