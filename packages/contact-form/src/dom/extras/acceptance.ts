/**
 * CF7 acceptance checkboxes (SPEC §5 "Acceptance checkboxes"): every submit button stays disabled
 * until each non-optional `.wpcf7-acceptance` box is checked; an `invert` box must stay unchecked.
 * Optional boxes never block.
 */
import { combineTeardowns, listen, onFormReset, type Teardown } from './dom-events';

const ACCEPTANCE_SELECTOR = '.wpcf7-acceptance';
const SUBMIT_SELECTOR = '.wpcf7-submit';

type SubmitButton = HTMLInputElement | HTMLButtonElement;

function checkboxesIn(control: Element): HTMLInputElement[] {
  return [...control.querySelectorAll('input')].filter((input) => input.type === 'checkbox');
}

export function acceptanceSatisfied(form: HTMLFormElement): boolean {
  for (const control of form.querySelectorAll(ACCEPTANCE_SELECTOR)) {
    if (control.classList.contains('optional')) continue;
    const wantsChecked = !control.classList.contains('invert');
    if (checkboxesIn(control).some((box) => box.checked !== wantsChecked)) return false;
  }
  return true;
}

function submitButtons(form: HTMLFormElement): SubmitButton[] {
  return [...form.querySelectorAll(SUBMIT_SELECTOR)].filter(
    (element): element is SubmitButton => element instanceof HTMLInputElement || element instanceof HTMLButtonElement,
  );
}

/**
 * Owns the submit buttons' `disabled` state for acceptance. A form without acceptance boxes is left
 * untouched, so nothing here fights a button the server printed disabled.
 */
export function setupAcceptance(form: HTMLFormElement): Teardown {
  if (!form.querySelector(ACCEPTANCE_SELECTOR)) return () => {};

  // Remembered per button on first touch, so buttons the host adds later are restored as well.
  const originalDisabled = new Map<SubmitButton, boolean>();
  const reflect = () => {
    const disabled = !acceptanceSatisfied(form);
    for (const button of submitButtons(form)) {
      if (!originalDisabled.has(button)) originalDisabled.set(button, button.disabled);
      button.disabled = disabled;
    }
  };

  reflect();
  return combineTeardowns([
    listen(form, 'change', reflect),
    onFormReset(form, reflect),
    () => {
      for (const [button, disabled] of originalDisabled) button.disabled = disabled;
      originalDisabled.clear();
    },
  ]);
}
