/** Test helpers: CF7 6.x form markup and the events a shopper's actions fire. Not exported. */

export function mountCf7Form(inner: string): HTMLFormElement {
  document.body.innerHTML = `<div class="wpcf7" id="wpcf7-f12-p34-o1"><form class="wpcf7-form init" novalidate data-status="init">${inner}</form></div>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('fixture form missing');
  return form;
}

export function byName<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(root: ParentNode, name: string, index = 0): E {
  const match = [...root.querySelectorAll<E>('input, textarea')].filter((control) => control.name === name)[index];
  if (!match) throw new Error(`no control named ${name} #${index}`);
  return match;
}

export function mustFind<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const match = root.querySelector<E>(selector);
  if (!match) throw new Error(`fixture has no ${selector}`);
  return match;
}

/** What typing fires: the value changes, then `input` bubbles. */
export function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What leaving an edited field fires. */
export function commit(control: HTMLInputElement | HTMLTextAreaElement): void {
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

export const submitButton = (value = 'ส่ง') => `<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${value}">`;
