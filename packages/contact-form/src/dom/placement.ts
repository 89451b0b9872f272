/**
 * §8: a contact form inside another form cannot work (browsers drop the inner <form> tag, so the
 * fields would post to the outer form). It is replaced by an error the site builder will see,
 * `message` (the first load's catalogue: this happens before the interactive chunk is asked for).
 * Returns how to put the original markup back, or nothing when the form is placed well.
 */
export function replaceMisplacedForm(root: HTMLElement, message: string): (() => void) | undefined {
  if (!root.parentElement?.closest('form')) return undefined;
  const original = [...root.childNodes];
  const error = root.ownerDocument.createElement('p');
  error.className = 'wpcf7-contact-form-not-found talat-cf-misplaced';
  error.setAttribute('role', 'alert');
  error.textContent = message;
  root.replaceChildren(error);
  console.error('[Talat] contact-form: a contact form is placed inside another form', root);
  return () => root.replaceChildren(...original);
}
