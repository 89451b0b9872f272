/**
 * What Contact Form 7 shows while a form submits, for a submit the first load holds until the
 * interactive chunk is in (issue 12): `data-status` and the class `submitting`, `aria-busy`, and
 * a spinner after each submit button, as status-binding.ts and the chunk's spinners show them.
 * Not the elements a site made inert while submitting (`data-talat-inert-on`), nor
 * `wpcf7statuschanged`: the chunk does both when it sends, moments later (the first load's own
 * guard keeps a second submit from being sent). Returns how to put back what the server printed,
 * which the chunk starts from.
 */
export function markSubmitting(form: HTMLFormElement): () => void {
  const doc = form.ownerDocument;
  const printed = form.getAttribute('data-status');
  /** The printed status as a class, when the server printed it so. */
  const printedClass = printed !== null && form.classList.contains(printed) ? printed : undefined;
  form.setAttribute('data-status', 'submitting');
  if (printedClass) form.classList.remove(printedClass);
  form.classList.add('submitting');
  form.setAttribute('aria-busy', 'true');
  // Styled by Contact Form 7's stylesheet (`form.submitting .wpcf7-spinner`), which usually stays
  // on the page, or by Talat's base styles once any chunk is in; the first load adds no CSS.
  const spinners = [...form.querySelectorAll('.wpcf7-submit')].map((button) => {
    const spinner = doc.createElement('span');
    spinner.className = 'wpcf7-spinner talat-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    button.after(spinner);
    return spinner;
  });
  return () => {
    spinners.forEach((spinner) => spinner.remove());
    form.classList.remove('submitting');
    if (printed === null) form.removeAttribute('data-status');
    else form.setAttribute('data-status', printed);
    if (printedClass) form.classList.add(printedClass);
    form.removeAttribute('aria-busy');
  };
}
