import type { LeadFormHost } from './host';

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
