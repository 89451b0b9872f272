import { escapeXml as esc } from '../../markup/escape';
import type { AcceptanceField, CheckboxField, ChoiceField } from '../types';
import { attrs, controlClass, firstValue, valuesOf, wrap, type RenderContext } from './context';

// [checkbox], [radio] and [acceptance]: a <span> group of `.wpcf7-list-item`s, each a <label>
// around its box and its text (the `use_label_element` option every accessible template sets).

function listItemClass(index: number, count: number, extra = ''): string {
  return ['wpcf7-list-item', index === 0 ? 'first' : '', index === count - 1 ? 'last' : '', extra].filter((c) => c !== '').join(' ');
}

function box(type: 'checkbox' | 'radio', name: string, value: string, checked: boolean): string {
  return `<input${attrs([['type', type], ['name', name], ['value', value], ['checked', checked ? 'checked' : undefined]])} />`;
}

const label = (input: string, text: string): string => `<label>${input}<span class="wpcf7-list-item-label">${esc(text)}</span></label>`;

export function checkboxGroup(context: RenderContext, field: CheckboxField): string {
  const chosen = valuesOf(context, field.name);
  const count = field.options.length;
  const items = field.options.map((option, i) => {
    const item = label(box('checkbox', `${field.name}[]`, option, chosen.includes(option)), option);
    if (field.freeText && i === count - 1) {
      const freeName = `${field.name}_free_text`;
      const text = `<input${attrs([['type', 'text'], ['name', freeName], ['value', firstValue(context, freeName) || undefined], ['class', 'wpcf7-free-text']])} />`;
      return `<span class="${listItemClass(i, count, 'has-free-text')}">${item} ${text}</span>`;
    }
    return `<span class="${listItemClass(i, count)}">${item}</span>`;
  });
  const classes = controlClass(context, field.name, 'checkbox', field.required, field.exclusive ? 'wpcf7-exclusive-checkbox' : '');
  return wrap(context, field.name, `<span class="${classes}">${items.join('')}</span>`);
}

export function radioGroup(context: RenderContext, field: ChoiceField): string {
  // `default:1`: on a fresh form the first option is chosen; a round trip keeps the shopper's.
  const chosen = Object.hasOwn(context.values, field.name) ? firstValue(context, field.name) : field.options[0];
  const count = field.options.length;
  const items = field.options.map(
    (option, i) => `<span class="${listItemClass(i, count)}">${label(box('radio', field.name, option, option === chosen), option)}</span>`,
  );
  return wrap(context, field.name, `<span class="${controlClass(context, field.name, 'radio', false)}">${items.join('')}</span>`);
}

export function acceptance(context: RenderContext, field: AcceptanceField): string {
  const ticked = firstValue(context, field.name) !== '';
  const classes = controlClass(context, field.name, 'acceptance', false, field.mode === 'required' ? '' : field.mode);
  const input = `<input${attrs([
    ['type', 'checkbox'],
    ['name', field.name],
    ['value', '1'],
    ['checked', ticked ? 'checked' : undefined],
    ['aria-invalid', context.errors[field.name] !== undefined ? 'true' : 'false'],
  ])} />`;
  return wrap(context, field.name, `<span class="${classes}"><span class="wpcf7-list-item">${label(input, field.label)}</span></span>`);
}
