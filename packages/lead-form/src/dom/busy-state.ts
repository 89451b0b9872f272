import type { LeadFormParts } from './form-parts';

/**
 * §4 Lead form step 1 and 4: while a request is in flight the submit button is disabled and the
 * loading image shown; both are undone on every reply. The plugin's jQuery `.show()`/`.hide()`
 * wrote inline `display`, and its stylesheet expects that.
 *
 * In the first load (mount.ts shows it for a submit held while the chunk loads), so it stays free
 * of anything the first load must not carry; the success block is in success-block.ts.
 */
export function showBusy(host: Pick<LeadFormParts, 'submitButton' | 'loadingImage'>, busy: boolean): void {
  if (host.submitButton) host.submitButton.disabled = busy;
  if (host.loadingImage) host.loadingImage.style.display = busy ? 'block' : 'none';
  // No aria-busy on the form: it holds the message area, whose "sending" status a screen reader
  // would then hold back until the reply, when the text is already gone.
}
