import { fieldProblem, type FieldProblem } from '../controller/field-rules';

/**
 * How required fields speak (issue 11, part 4): as the plugin's own script did, not with the
 * browser's bubble. On submit every required field left empty (and every e-mail address that is
 * not one) gets the plugin's message under it — `<p class="lfb-field-error">` at the end of its
 * `.lf-field`, the element and class the plugin's stylesheet colours — named in the control's
 * `aria-describedby`, with `aria-invalid="true"` and the plugin's `lfb-input-error` class; focus
 * goes to the first such field. A message goes as soon as its field is fixed.
 *
 * Removing a message moves what is below it, the submit button included. Fixing a field and
 * pressing Send at once fires the field's `change` between the button's pointerdown and its click,
 * so while a pointer is down the removal waits until the click is done (the rule of issue 11,
 * part 3): the button stays under the pointer and the click lands.
 */

export interface FieldMessages {
  required: string;
  email: string;
}

export interface RequiredFields {
  /** Shows every field's message and focuses the first; true when no field has one. */
  check(): boolean;
  stop(): void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Field {
  controls: Control[];
  container: Element;
  kind: 'text' | 'email' | 'choice';
  message: HTMLElement | null;
}

const CONTROLS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]), select, textarea';
export const FIELD_ERROR_CLASS = 'lfb-field-error';
export const INPUT_ERROR_CLASS = 'lfb-input-error';

let messageIds = 0;

function fieldsOf(form: HTMLFormElement): Field[] {
  const fields: Field[] = [];
  const choices = new Map<string, Field>();
  for (const control of form.querySelectorAll<Control>(CONTROLS)) {
    // The terms boxes have their own rule (§5); the captcha is Google's; an unnamed box is never sent.
    if (!control.name || control.classList.contains('term_accept') || control.closest('.g-recaptcha, .captcha-type')) continue;
    const container = control.closest('.lf-field') ?? control.parentElement ?? form;
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
      const group = choices.get(control.name);
      if (group) group.controls.push(control);
      else {
        const field: Field = { controls: [control], container, kind: 'choice', message: null };
        choices.set(control.name, field);
        fields.push(field);
      }
      continue;
    }
    fields.push({ controls: [control], container, kind: control.type === 'email' ? 'email' : 'text', message: null });
  }
  return fields;
}

function problemOf(field: Field): FieldProblem | null {
  if (field.kind === 'choice') {
    const boxes = field.controls as HTMLInputElement[];
    // A required checkbox group drops `required` from every box once one is ticked (§5).
    return fieldProblem({ kind: 'choice', required: boxes.some((box) => box.required), chosen: boxes.some((box) => box.checked) });
  }
  const [control] = field.controls;
  return fieldProblem({ kind: field.kind, required: control!.required, value: control!.value });
}

const tokens = (element: Element, name: string) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean);

function addToken(element: Element, name: string, token: string): void {
  const list = tokens(element, name);
  if (!list.includes(token)) element.setAttribute(name, [...list, token].join(' '));
}

function removeToken(element: Element, name: string, token: string): void {
  const list = tokens(element, name).filter((item) => item !== token);
  if (list.length > 0) element.setAttribute(name, list.join(' '));
  else element.removeAttribute(name);
}

export function bindRequiredFields(form: HTMLFormElement, messages: FieldMessages): RequiredFields {
  const doc = form.ownerDocument;
  const win = doc.defaultView ?? window;
  const fields = fieldsOf(form);
  const fieldOf = new Map(fields.flatMap((field) => field.controls.map((control) => [control as Element, field] as const)));

  function show(field: Field, problem: FieldProblem): void {
    let message = field.message;
    if (!message) {
      message = field.message = doc.createElement('p');
      message.className = `${FIELD_ERROR_CLASS} talat-lead-form__field-error`;
      do message.id = `talat-lf-error-${++messageIds}`;
      while (doc.getElementById(message.id));
      field.container.append(message);
      for (const control of field.controls) {
        addToken(control, 'aria-describedby', message.id);
        control.setAttribute('aria-invalid', 'true');
        control.classList.add(INPUT_ERROR_CLASS);
      }
    }
    message.textContent = messages[problem];
  }

  function clear(field: Field): void {
    const message = field.message;
    if (!message) return;
    field.message = null;
    message.remove();
    for (const control of field.controls) {
      removeToken(control, 'aria-describedby', message.id);
      control.removeAttribute('aria-invalid');
      control.classList.remove(INPUT_ERROR_CLASS);
    }
  }

  // Layout changes wait while a pointer is down, and until the click it makes is done.
  let pointerDown = false;
  const waiting = new Set<Field>();
  const recheck = (field: Field) => {
    if (!field.message) return;
    const problem = problemOf(field);
    if (problem) show(field, problem);
    else clear(field);
  };
  const flush = () => {
    pointerDown = false;
    const fields = [...waiting];
    waiting.clear();
    fields.forEach(recheck);
  };
  const onPointerDown = () => {
    pointerDown = true;
  };
  // The click follows pointerup in the same task; a timer runs after it.
  const onPointerUp = () => void win.setTimeout(flush, 0);

  const onEdit = (event: Event) => {
    const field = fieldOf.get(event.target as Element);
    if (!field?.message) return;
    if (pointerDown) waiting.add(field);
    else recheck(field);
  };

  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onPointerUp, true);
  // A pointer released outside the window sends no pointerup here.
  win.addEventListener('blur', onPointerUp);

  return {
    check() {
      waiting.clear();
      let first: Field | undefined;
      for (const field of fields) {
        const problem = problemOf(field);
        if (problem) {
          show(field, problem);
          first ??= field;
        } else clear(field);
      }
      first?.controls[0]?.focus();
      return first === undefined;
    },
    stop() {
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('pointerup', onPointerUp, true);
      doc.removeEventListener('pointercancel', onPointerUp, true);
      win.removeEventListener('blur', onPointerUp);
      fields.forEach(clear);
    },
  };
}
