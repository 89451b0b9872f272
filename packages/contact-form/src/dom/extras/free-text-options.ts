/**
 * CF7 free-text options (SPEC §2.12): an "other" checkbox or radio in `.has-free-text` comes with
 * a text input that is enabled only while that option is checked. A disabled input is not
 * submitted, which is the point; its value is left alone, so text typed before survives an
 * uncheck and re-check.
 */
import { combineTeardowns, listen, onFormReset, type Teardown } from './dom-events';
import { addIdReference, ensureId, removeIdReference } from './id-references';

interface FreeTextOption {
  option: HTMLInputElement;
  text: HTMLInputElement;
  initiallyDisabled: boolean;
}

function findFreeTextOptions(form: HTMLFormElement): FreeTextOption[] {
  const found: FreeTextOption[] = [];
  for (const item of form.querySelectorAll('.has-free-text')) {
    const option = [...item.querySelectorAll('input')].find((input) => input.type === 'checkbox' || input.type === 'radio');
    const text = item.querySelector<HTMLInputElement>('input.wpcf7-free-text');
    if (option && text) found.push({ option, text, initiallyDisabled: text.disabled });
  }
  return found;
}

/** True when assistive technology already has a name for the input. */
function hasAccessibleName(input: HTMLInputElement): boolean {
  return (input.labels?.length ?? 0) > 0 || input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby');
}

/**
 * CF7 prints the text input outside the option's label, so it has no name of its own. Naming it
 * after the option ("อื่น ๆ") tells a screen-reader user what it is for, enabled or disabled.
 */
function labelByOption({ option, text }: FreeTextOption): Teardown {
  const label = option.closest('label')?.querySelector('.wpcf7-list-item-label');
  if (!label || hasAccessibleName(text)) return () => {};
  const { id, created } = ensureId(label, 'wpcf7-free-text-label');
  addIdReference(text, 'aria-labelledby', id);
  return () => {
    removeIdReference(text, 'aria-labelledby', id);
    if (created && label.id === id) label.removeAttribute('id');
  };
}

export function setupFreeTextOptions(form: HTMLFormElement): Teardown {
  const options = findFreeTextOptions(form);
  if (options.length === 0) return () => {};

  // Any change re-evaluates every option: checking another radio unchecks ours without firing a
  // change event on it. Focus is not moved: the shopper decides when to type.
  const reflectAll = () => {
    for (const { option, text } of options) text.disabled = !option.checked;
  };

  reflectAll();
  return combineTeardowns([
    ...options.map(labelByOption),
    listen(form, 'change', reflectAll),
    onFormReset(form, reflectAll),
    () => {
      for (const { text, initiallyDisabled } of options) text.disabled = initiallyDisabled;
    },
  ]);
}
