// A Contact Form 7 form as the fake keeps it: the form tags a site owner writes in the CF7 editor
// (`[text* your-name minlength:2 maxlength:100]`), one definition per tag, in the order they
// appear, so the schema, the markup and the server validation all read the same source.

interface FieldBase {
  /** The tag's name: the control's `name` and the wrap's `data-name`. */
  readonly name: string;
  /** The text the template prints before the control (inside its <label> or <legend>). */
  readonly label: string;
  /** A starred tag (`[text* …]`). */
  readonly required?: boolean;
}

export interface TextField extends FieldBase {
  readonly type: 'text' | 'email' | 'url' | 'tel';
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly autocomplete?: string;
}

export interface TextareaField extends FieldBase {
  readonly type: 'textarea';
  readonly minLength?: number;
  readonly maxLength?: number;
  /** `[count {name} down]` after the control (counts down from maxLength). */
  readonly counter?: 'up' | 'down';
}

export interface NumberField extends FieldBase {
  readonly type: 'number';
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

export interface DateField extends FieldBase {
  readonly type: 'date';
  /** YYYY-MM-DD. */
  readonly min?: string;
  readonly max?: string;
  /** ISO day numbers allowed (Monday 1 … Sunday 7). */
  readonly daysOfWeek?: readonly number[];
}

export interface TimeField extends FieldBase {
  readonly type: 'time';
}

export interface ChoiceField extends FieldBase {
  readonly type: 'select' | 'radio';
  readonly options: readonly string[];
}

export interface CheckboxField extends FieldBase {
  readonly type: 'checkbox';
  readonly options: readonly string[];
  /** CF7 `exclusive`: ticking one unticks the others. */
  readonly exclusive?: boolean;
  /** CF7 `free_text`: the last option carries a text input named `{name}_free_text`. */
  readonly freeText?: boolean;
  readonly minItems?: number;
  readonly maxItems?: number;
}

export interface FileField extends FieldBase {
  readonly type: 'file';
  /** Extensions ('.pdf') and MIME types ('image/png'), as the `filetypes` option lists them. */
  readonly accept: readonly string[];
  /** Bytes. */
  readonly maxFileSize: number;
  readonly minFileSize?: number;
}

export interface AcceptanceField extends FieldBase {
  readonly type: 'acceptance';
  /** 'required' must be ticked, 'optional' may be, 'invert' must stay unticked. */
  readonly mode: 'required' | 'optional' | 'invert';
}

/** `[quiz quiz-1]`: the question is drawn from the quiz pool each time the form is printed. */
export interface QuizField extends FieldBase {
  readonly type: 'quiz';
}

/** `[captchac captcha-1]` + `[captchar captcha-1]` (Really Simple CAPTCHA): one name, two tags. */
export interface CaptchaField extends FieldBase {
  readonly type: 'captcha';
}

export type ContactFormField =
  | TextField
  | TextareaField
  | NumberField
  | DateField
  | TimeField
  | ChoiceField
  | CheckboxField
  | FileField
  | AcceptanceField
  | QuizField
  | CaptchaField;

/** One SWV rule (§3 Contact form: rule, field, error, threshold, accept, base, interval, rules). */
export interface SwvRule {
  readonly rule: string;
  readonly field?: string;
  readonly error?: string;
  readonly threshold?: string | number;
  readonly accept?: ReadonlyArray<string | number>;
  readonly base?: string;
  readonly interval?: string | number;
  readonly rules?: readonly SwvRule[];
}

export interface SwvSchema {
  readonly version: string;
  readonly locale: string;
  readonly rules: readonly SwvRule[];
}

export interface ContactForm {
  readonly id: number;
  readonly title: string;
  /** The post the form is embedded in (`_wpcf7_container_post`, the `p` of the unit tag). */
  readonly containerPost: number;
  readonly locale: string;
  /** The `aria-label` CF7 gives the <form> (the form's title as the site shows it). */
  readonly ariaLabel: string;
  readonly submitLabel: string;
  readonly fields: readonly ContactFormField[];
  /** Rules a site owner adds with `wpcf7_swv_create_schema` (all/any), after the fields' own. */
  readonly extraRules?: readonly SwvRule[];
}

/** `wpcf7-f{id}-p{post}-o{instance}`: unique per form per page, the id of the outer <div>. */
export function contactFormUnitTag(form: ContactForm, instance = 1): string {
  return `wpcf7-f${form.id}-p${form.containerPost}-o${instance}`;
}
