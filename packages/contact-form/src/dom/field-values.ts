import type { FieldValues } from '../controller/schema';
import { fieldWraps } from './field-wraps';

/**
 * PHP's and Contact Form 7's reading of field names: `colour[]` and `colour[0]` are values of
 * the field `colour`, the name the schema uses.
 */
export function baseFieldName(name: string): string {
  const bracket = name.indexOf('[');
  return bracket > 0 ? name.slice(0, bracket) : name;
}

/** Wraps FormData so that `getAll('colour')` also answers for `colour[]` (§3 schema fields). */
export function fieldValuesOf(data: FormData): FieldValues {
  const byField = new Map<string, Array<string | File>>();
  data.forEach((value, name) => {
    const field = baseFieldName(name);
    byField.set(field, [...(byField.get(field) ?? []), value]);
  });
  return { getAll: (name) => byField.get(name) ?? [] };
}

function appendControl(data: FormData, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): void {
  if (!control.name || control.disabled) return;
  if (control instanceof HTMLSelectElement) {
    for (const option of control.selectedOptions) data.append(control.name, option.value);
    return;
  }
  if (control instanceof HTMLTextAreaElement) {
    data.append(control.name, control.value);
    return;
  }
  switch (control.type) {
    case 'button':
    case 'image':
    case 'reset':
    case 'submit':
      return;
    case 'checkbox':
    case 'radio':
      if (control.checked) data.append(control.name, control.value);
      return;
    case 'file':
      for (const file of control.files ?? []) data.append(control.name, file);
      return;
    default:
      data.append(control.name, control.value);
  }
}

/**
 * What a change validates (Contact Form 7's own rule): every field from the top of the form down
 * to the changed one, so a required field the shopper skipped is flagged as they move past it.
 * Wraps inside `.novalidate` are left out.
 */
export function valuesUpTo(form: HTMLFormElement, target: Element): { values: FieldValues; fields: string[] } {
  const data = new FormData();
  const fields: string[] = [];
  for (const wrap of fieldWraps(form)) {
    if (wrap.closest('.novalidate')) continue;
    wrap.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea').forEach((control) =>
      appendControl(data, control),
    );
    if (wrap.dataset.name) fields.push(wrap.dataset.name);
    if (wrap.contains(target)) break;
  }
  return { values: fieldValuesOf(data), fields };
}
