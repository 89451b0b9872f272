/**
 * The form as the plugin's `jQuery(form).serialize()` sent it as `fdata` (§3 "Lead form
 * submission", §7 Lead forms): the server parses it with PHP's parse_str, so the same pairs in the
 * same order must arrive. Rules are jQuery's serializeArray:
 *   - the form's `elements` in document order (so controls tied to it with `form="…"` count);
 *   - only input, select and textarea that have a name and are not :disabled;
 *   - no submit, button, image, reset or file inputs (file names reach the server through the
 *     plugin's read-only `…_name` text fields instead);
 *   - checkboxes and radios only when checked;
 *   - a select's selected options that are not disabled nor in a disabled optgroup;
 *   - values with every line break as CRLF, as a browser submits them.
 * Pairs are encoded with encodeURIComponent and spaces as '+', the
 * application/x-www-form-urlencoded form jQuery 1.x–2.x produced (jQuery 3 leaves '%20'; parse_str
 * reads both as a space).
 */

const SUBMITTER_TYPES = /^(?:submit|button|image|reset|file)$/i;
const CHECKABLE_TYPES = /^(?:checkbox|radio)$/i;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return /^(?:input|select|textarea)$/i.test(element.nodeName);
}

function selectedValues(select: HTMLSelectElement): string[] {
  const values: string[] = [];
  for (const option of select.options) {
    const group = option.parentElement;
    const inDisabledGroup = group?.nodeName.toLowerCase() === 'optgroup' && (group as HTMLOptGroupElement).disabled;
    if (option.selected && !option.disabled && !inDisabledGroup) values.push(option.value);
  }
  // A single select sends one value at most, whatever the markup marked selected.
  return select.multiple ? values : values.slice(0, 1);
}

function valuesOf(control: Control): string[] {
  if (control instanceof HTMLSelectElement || control.nodeName.toLowerCase() === 'select') {
    return selectedValues(control as HTMLSelectElement);
  }
  // jQuery's .val() drops CRs; serializeArray then writes every LF as CRLF.
  return [control.value.replace(/\r/g, '')];
}

/** Whether jQuery would send the control: named, enabled, not a button or file, checked when checkable. */
function isSuccessful(control: Control): boolean {
  if (!control.name || control.matches(':disabled')) return false;
  const type = control.type;
  if (SUBMITTER_TYPES.test(type)) return false;
  return !CHECKABLE_TYPES.test(type) || (control as HTMLInputElement).checked;
}

/** The successful controls' name/value pairs, in document order. */
export function serializePairs(form: HTMLFormElement): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const element of form.elements) {
    if (!isControl(element) || !isSuccessful(element)) continue;
    for (const value of valuesOf(element)) pairs.push([element.name, value.replace(/\n/g, '\r\n')]);
  }
  return pairs;
}

const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

export function serializeForm(form: HTMLFormElement): string {
  return serializePairs(form)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
}
