/**
 * Ties every label of a Lead Form Builder form to its control. The plugin (2.2.4) prints
 * `<label>Name</label><span><input id="name_1"></span>` with no `for`; radio options as
 * `<li><input id="radio_7" …>text</li>` (every option of a field carries the same id), checkbox
 * options with no id at all, and the terms box's text as a bare text node. So: a field's label gets
 * `for` its control, an option's text is wrapped in a <label> for its box, and a group's label names
 * the group (role=group/radiogroup with aria-labelledby).
 *
 * Ids the markup has are never changed (themes and scripts address them). A control whose id is
 * unique on the page is tied with `for`; one without an id gets one, unique on the page, so two
 * copies of the same form do not collide. A control whose printed id is shared (the radio options,
 * or a second copy of a form) cannot be named by `for`: its label gets an id of ours, the control
 * `aria-labelledby` it, and a click on that label does what a tied label's click does.
 */

export interface TiedLabels {
  /** The text of the label that names a control ('' when none). */
  nameOf(control: Element): string;
  /** Puts the form back as printed. */
  undo(): void;
}

const CONTROLS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]), select, textarea';
const CHECKABLE = 'input[type="radio"], input[type="checkbox"]';

/** One number per enhanced form on the page, so generated ids differ between two copies of a form. */
let instances = 0;

export function tieLabels(form: HTMLFormElement): TiedLabels {
  const doc = form.ownerDocument;
  const prefix = `talat-lf${++instances}`;
  let next = 0;
  const undos: Array<() => void> = [];
  /** Labels tied through aria-labelledby, whose clicks are passed on to their control. */
  const passOn = new Map<HTMLLabelElement, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>();

  const set = (element: Element, name: string, value: string) => {
    const before = element.getAttribute(name);
    element.setAttribute(name, value);
    undos.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
  };
  const holders = (id: string) => doc.querySelectorAll(`[id="${id.replace(/["\\]/g, '\\$&')}"]`).length;
  /** The element's id when `for`/ARIA may name it: its own if unique on the page, else a new one if it had none. */
  const idOf = (element: Element): string | null => {
    if (element.id !== '') return holders(element.id) === 1 ? element.id : null;
    let id: string;
    do id = `${prefix}-${next++}`;
    while (doc.getElementById(id));
    set(element, 'id', id);
    return id;
  };

  function tie(label: HTMLLabelElement, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): void {
    if (label.control || label.hasAttribute('for')) return;
    const id = idOf(control);
    if (id !== null) return set(label, 'for', id);
    const labelId = idOf(label);
    if (labelId === null || control.hasAttribute('aria-labelledby')) return;
    set(control, 'aria-labelledby', labelId);
    passOn.set(label, control);
  }

  /** `<input>text` (an option, or the terms box): the text after the box becomes its <label>. */
  function labelOption(input: HTMLInputElement): void {
    if (input.labels?.length || input.closest('label')) return;
    const text: ChildNode[] = [];
    for (let node = input.nextSibling; node; node = node.nextSibling) {
      if (node instanceof doc.defaultView!.Element && (node.matches(`${CONTROLS}, label`) || node.querySelector(`${CONTROLS}, label`))) break;
      text.push(node);
    }
    if (!text.some((node) => node.textContent?.trim())) return;
    const label = doc.createElement('label');
    label.className = 'talat-lead-form__option';
    text[0]!.before(label);
    label.append(...text);
    undos.push(() => {
      label.replaceWith(...label.childNodes);
    });
    tie(label, input);
  }

  for (const field of form.querySelectorAll<HTMLElement>('.lf-field')) {
    const label = field.querySelector<HTMLLabelElement>(':scope > label');
    // The captcha's and the submit button's labels wrap what they hold; the plugin's empty spacer labels hold nothing.
    const caption = label && !label.querySelector(`${CONTROLS}, .g-recaptcha, iframe, input`) && label.textContent?.trim() ? label : null;
    const options = [...field.querySelectorAll<HTMLInputElement>(CHECKABLE)].filter((box) => !label?.contains(box));
    if (options.length > 0) {
      options.forEach(labelOption);
      const groupId = caption ? idOf(caption) : null;
      if (groupId !== null && !field.hasAttribute('role')) {
        set(field, 'role', options.every((box) => box.type === 'radio') ? 'radiogroup' : 'group');
        set(field, 'aria-labelledby', groupId);
      }
      continue;
    }
    const control = field.querySelector<HTMLInputElement>('input[type="file"]') ?? field.querySelector<HTMLInputElement>(CONTROLS);
    if (caption && control && !caption.contains(control)) tie(caption, control);
  }

  const onClick = (event: Event) => {
    const label = (event.target as Element).closest?.('label');
    const control = label ? passOn.get(label as HTMLLabelElement) : undefined;
    if (!control || control.disabled) return;
    if (control instanceof doc.defaultView!.HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) control.click();
    else control.focus();
  };
  form.addEventListener('click', onClick);

  return {
    nameOf(control) {
      const labels = (control as HTMLInputElement).labels;
      const first = labels && labels.length > 0 ? labels[0] : null;
      if (first) return first.textContent?.trim() ?? '';
      const ids = control.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      return ids
        .map((id) => doc.getElementById(id)?.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' ');
    },
    undo() {
      form.removeEventListener('click', onClick);
      undos.reverse().forEach((undo) => undo());
      undos.length = 0;
    },
  };
}
