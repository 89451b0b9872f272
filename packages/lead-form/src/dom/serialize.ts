/**
 * The form as the plugin's `jQuery(form).serialize()` sent it as `fdata` (§3 "Lead form
 * submission", §7 Lead forms): the server parses it with PHP's parse_str, so the same pairs in the
 * same order must arrive. The platform's `FormData` picks the controls by the HTML rules, which are
 * jQuery's serializeArray rules for this markup (the form's controls in document order, `form="…"`
 * ones too; named and not disabled; no buttons without a submitter; checkboxes and radios only
 * when checked; a select's enabled selected options). The adjustments below are where the two
 * still differ, or where jsdom differs from browsers.
 *
 * Not adjusted, since the plugin prints none of them: a `dirname` attribute adds an entry, a
 * hidden `_charset_` sends "UTF-8", a control inside a `<datalist>` is left out (jQuery sent
 * neither the first two nor left the last out).
 */

/**
 * A select's values as browsers, the spec and jQuery send them: selected options that are not
 * disabled (`:disabled` also matches an option in a disabled optgroup).
 */
function sentOptions(select: HTMLSelectElement): string[] {
  return Array.from(select.selectedOptions)
    .filter((option) => !option.matches(':disabled'))
    .map((option) => option.value);
}

/**
 * jsdom, where the unit and component tests run, puts a select's disabled selected options into
 * FormData (it checks the select, not the option); browsers leave them out. Taking the values of a
 * select whose name no other control shares from the select itself makes both agree, and changes
 * nothing in a browser.
 */
function selectValuesByName(form: HTMLFormElement): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement && element.name && form.elements.namedItem(element.name) === element) {
      byName.set(element.name, sentOptions(element));
    }
  }
  return byName;
}

/** jQuery's `.val()` drops CRs and serializeArray writes every LF as CRLF, as a browser submits it. */
const withCrlf = (value: string) => value.replace(/\r/g, '').replace(/\n/g, '\r\n');

/** The successful controls' name/value pairs, in document order. */
export function serializePairs(form: HTMLFormElement): Array<[string, string]> {
  const selects = selectValuesByName(form);
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of new FormData(form)) {
    // A file input's entry is a File: jQuery never sent files; their names reach the server through
    // the plugin's read-only `…_name` text fields instead.
    if (typeof value !== 'string') continue;
    const fromSelect = selects.get(name);
    if (fromSelect) {
      // The select's own values, once, in place of every entry FormData made for it.
      for (const option of fromSelect.splice(0)) pairs.push([name, withCrlf(option)]);
      continue;
    }
    pairs.push([name, withCrlf(value)]);
  }
  return pairs;
}

/**
 * jQuery encoded with encodeURIComponent, which leaves `!'()~` as they are, where URLSearchParams
 * escapes them. parse_str reads both alike; they are restored so fdata stays byte for byte what
 * jQuery sent. Spaces are '+' in both (jQuery 1.x–2.x; jQuery 3 writes '%20').
 */
const JQUERY_LITERALS = /%(?:21|27|28|29|7E)/g;

export function serializeForm(form: HTMLFormElement): string {
  return new URLSearchParams(serializePairs(form)).toString().replace(JQUERY_LITERALS, (escaped) => decodeURIComponent(escaped));
}
