import { escapeXml as esc } from '../../markup/escape';
import { CF7_MESSAGES as M } from '../messages';
import type { ChoiceField, DateField, FileField, NumberField, TextareaField, TextField, TimeField } from '../types';
import { attrs, controlClass, firstValue, validityAttrs, wrap, type RenderContext } from './context';

// The single-control form tags ([text], [email], [url], [tel], [number], [date], [time],
// [textarea], [select], [file]) with the attributes CF7 6 prints, in its order.

/** email, url, tel, number and date declare what they validate as; CF7 styles them by it. */
const VALIDATES_AS = new Set(['email', 'url', 'tel', 'number', 'date', 'time']);

function inputTag(context: RenderContext, field: TextField | NumberField | DateField | TimeField, extra: ReadonlyArray<readonly [string, string | number | undefined]>): string {
  const textLike = field.type === 'email' || field.type === 'url' || field.type === 'tel';
  const classes = controlClass(
    context,
    field.name,
    field.type,
    field.required,
    textLike ? 'wpcf7-text' : '',
    VALIDATES_AS.has(field.type) ? `wpcf7-validates-as-${field.type}` : '',
  );
  const input = `<input${attrs([
    ...extra,
    ['class', classes],
    ['autocomplete', 'autocomplete' in field ? field.autocomplete : undefined],
    ...validityAttrs(context, field.name, field.required),
    ['value', firstValue(context, field.name)],
    ['type', field.type],
    ['name', field.name],
  ])} />`;
  return wrap(context, field.name, input);
}

export function textInput(context: RenderContext, field: TextField): string {
  return inputTag(context, field, [
    ['size', 40],
    ['maxlength', field.maxLength],
    ['minlength', field.minLength],
  ]);
}

export function numberInput(context: RenderContext, field: NumberField): string {
  return inputTag(context, field, [
    ['min', field.min],
    ['max', field.max],
    ['step', field.step],
  ]);
}

export function dateInput(context: RenderContext, field: DateField): string {
  return inputTag(context, field, [
    ['min', field.min],
    ['max', field.max],
  ]);
}

export function timeInput(context: RenderContext, field: TimeField): string {
  return inputTag(context, field, []);
}

export function textarea(context: RenderContext, field: TextareaField): string {
  const open = `<textarea${attrs([
    ['cols', 40],
    ['rows', 10],
    ['maxlength', field.maxLength],
    ['minlength', field.minLength],
    ['class', controlClass(context, field.name, 'textarea', field.required)],
    ...validityAttrs(context, field.name, field.required),
    ['name', field.name],
  ])}>`;
  return wrap(context, field.name, `${open}${esc(firstValue(context, field.name))}</textarea>`);
}

export function select(context: RenderContext, field: ChoiceField): string {
  const chosen = firstValue(context, field.name);
  // `include_blank`: the first option is empty, so a required select starts unanswered.
  const options = [`<option value="">${esc(M.select_blank)}</option>`]
    .concat(field.options.map((o) => `<option${attrs([['value', o], ['selected', o === chosen ? 'selected' : undefined]])}>${esc(o)}</option>`))
    .join('');
  const open = `<select${attrs([
    ['class', controlClass(context, field.name, 'select', field.required)],
    ...validityAttrs(context, field.name, field.required),
    ['name', field.name],
  ])}>`;
  return wrap(context, field.name, `${open}${options}</select>`);
}

export function fileInput(context: RenderContext, field: FileField): string {
  // A file input never keeps a value across a round trip; the browser forbids it.
  const input = `<input${attrs([
    ['size', 40],
    ['class', controlClass(context, field.name, 'file', field.required)],
    ['accept', field.accept.join(',')],
    ...validityAttrs(context, field.name, field.required),
    ['type', 'file'],
    ['name', field.name],
  ])} />`;
  return wrap(context, field.name, input);
}
