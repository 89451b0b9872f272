/**
 * Finds elements by names the server chose. Those names can hold quotes, brackets or anything
 * else, so they are never spliced into a selector: we walk the candidates and compare properties.
 */

export type TextControl = HTMLInputElement | HTMLTextAreaElement;

export function inputsNamed(root: ParentNode, name: string): HTMLInputElement[] {
  return [...root.querySelectorAll('input')].filter((input) => input.name === name);
}

/** Controls whose value is typed text (what a character counter or maxlength measures). */
export function textControlsNamed(root: ParentNode, name: string): TextControl[] {
  const controls = [...root.querySelectorAll<TextControl>('input, textarea')];
  return controls.filter((control) => control.name === name && isTextControl(control));
}

export function isTextControl(element: EventTarget | null): element is TextControl {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !NON_TEXT_INPUT_TYPES.has(element.type);
}

const NON_TEXT_INPUT_TYPES = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** CF7 wraps each control in `.wpcf7-form-control-wrap[data-name]`. */
export function controlWrapsNamed(root: ParentNode, name: string): HTMLElement[] {
  const wraps = [...root.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')];
  return wraps.filter((wrap) => wrap.dataset['name'] === name);
}

export function elementsWithClass<E extends Element = HTMLElement>(root: ParentNode, tag: string, className: string): E[] {
  // classList.contains() accepts any string (only add/remove throw), so a hostile class name is safe.
  return [...root.querySelectorAll<E>(tag)].filter((element) => element.classList.contains(className));
}
