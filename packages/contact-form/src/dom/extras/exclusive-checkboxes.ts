/**
 * CF7 exclusive checkboxes (SPEC §2.12: "only one may be checked"): checking a box in
 * `.wpcf7-exclusive-checkbox` unchecks its siblings of the same name; unchecking them all is allowed,
 * which is why the form uses checkboxes and not radios.
 */
import { listen, type Teardown } from './dom-events';

const GROUP_SELECTOR = '.wpcf7-exclusive-checkbox';

function uncheckSiblings(event: Event): void {
  const box = event.target;
  if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox' || !box.checked) return;
  const group = box.closest(GROUP_SELECTOR);
  if (!group) return;
  for (const sibling of group.querySelectorAll('input')) {
    if (sibling !== box && sibling.type === 'checkbox' && sibling.name === box.name) sibling.checked = false;
  }
}

export function setupExclusiveCheckboxes(form: HTMLFormElement): Teardown {
  // Capture phase: the siblings are unchecked before any bubbling `change` listener on the form
  // (free-text options, the controller's validation) reads the group, whatever order they were
  // set up in.
  return listen(form, 'change', uncheckSiblings, { capture: true });
}
