import type { LeadFormHost } from './host';

/**
 * §4 Lead form step 1 and 4: while a request is in flight the submit button is disabled and the
 * loading image shown; both are undone on every reply. The plugin's jQuery `.show()`/`.hide()`
 * wrote inline `display`, and its stylesheet expects that.
 */
export function showBusy(host: Pick<LeadFormHost, 'form' | 'submitButton' | 'loadingImage'>, busy: boolean): void {
  if (host.submitButton) host.submitButton.disabled = busy;
  if (host.loadingImage) host.loadingImage.style.display = busy ? 'block' : 'none';
  // No aria-busy on the form: it holds the message area, whose "sending" status a screen reader
  // would then hold back until the reply, when the text is already gone.
}

/**
 * §4 step 3 'inserted': the success block (printed hidden) is shown and the form hidden. Focus was
 * in the form, which is gone, so it moves to the success text and a screen reader reads it.
 */
export function showSuccess(host: Pick<LeadFormHost, 'form' | 'successBlock'>): void {
  const block = host.successBlock;
  host.form.style.display = 'none';
  if (!block) return;
  block.style.removeProperty('display');
  const view = block.ownerDocument.defaultView;
  if (view?.getComputedStyle(block).display === 'none') block.style.display = 'block';
  if (!block.hasAttribute('tabindex')) block.setAttribute('tabindex', '-1');
  block.focus();
}
