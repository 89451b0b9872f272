import { escapeXml as esc } from '../markup/escape';
import type { LeadField } from './fields';

// One `.lf-field` per field, in Lead Form Builder's markup: a div classed by type, its <label>,
// and the control in a <span>. Boolean attributes are printed bare, as the plugin's PHP does.

const attr = (name: string, value: string): string => ` ${name}="${esc(value)}"`;

/** A group's caption labels no single box (each box has its own <label>), so it has no `for`. */
function field(typeClass: string, labelFor: string | undefined, label: string, control: string): string {
  const forAttr = labelFor === undefined ? '' : attr('for', labelFor);
  return `<div class="${typeClass} lf-field"><label${forAttr}>${esc(label)}</label><span>${control}</span></div>`;
}

function textInput(f: LeadField, type: string, className: string): string {
  return `<input${attr('type', type)}${attr('name', f.name)}${attr('id', f.name)}${attr('class', className)}${f.required ? ' required' : ''}>`;
}

function choices(f: LeadField, type: 'radio' | 'checkbox'): string {
  const name = type === 'checkbox' ? `${f.name}[]` : f.name;
  return (f.options ?? [])
    .map((option, i) => {
      const id = `${f.name}_${i + 1}`;
      return `<label${attr('for', id)}><input${attr('type', type)}${attr('name', name)}${attr('id', id)}${attr('value', option)}${f.required ? ' required' : ''}> ${esc(option)}</label>`;
    })
    .join('');
}

export function leadFieldMarkup(f: LeadField): string {
  switch (f.kind) {
    case 'name':
      return field('text-type', f.name, f.label, textInput(f, 'text', 'lf-form-text'));
    case 'email':
      return field('email-type', f.name, f.label, textInput(f, 'email', 'lf-form-text'));
    case 'number':
      return field('number-type', f.name, f.label, textInput(f, 'number', 'lf-form-text'));
    case 'date':
    case 'dob':
      // Text inputs, not type=date: the plugin attaches a jQuery UI picker (mm/dd/yy, §5).
      return field(`${f.kind}-type`, f.name, f.label, textInput(f, 'text', 'lf-form-text lf-jquery-datepicker'));
    case 'textarea':
      return field('textarea-type', f.name, f.label, `<textarea${attr('name', f.name)}${attr('id', f.name)} class="lf-form-textarea"></textarea>`);
    case 'radio':
      return field('radio-type', undefined, f.label, choices(f, 'radio'));
    case 'checkbox':
      return field('checkbox-type', undefined, f.label, choices(f, 'checkbox'));
    case 'upload': {
      const filetext = `filetext_${f.index}`;
      const file = `<input type="file"${attr('name', f.name)}${attr('id', f.name)} class="upload-type"${attr('filetext', filetext)}>`;
      const text = `<input type="text"${attr('class', filetext)}${attr('name', `${f.name}_name`)} readonly>`;
      return field('upload-type', f.name, f.label, file + text);
    }
    case 'terms': {
      const box = `<input type="checkbox" class="term_accept"${attr('id', f.name)}${attr('name', f.name)} value="1">`;
      return `<div class="terms-type lf-field"><span>${box}<label${attr('for', f.name)}>${esc(f.label)}</label></span></div>`;
    }
  }
}
