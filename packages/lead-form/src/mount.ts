import type { LeadFormCalls } from '@talat/client';
import { claimChunk, prefetchOnIntent, readWidgetConfig, resolveLocale, type Unmount, type WidgetDefinition } from '@talat/core';
import { leadFormConfigSpec } from './config';
import { showBusy } from './dom/busy-state';
import { holdCaptchaCallback } from './dom/captcha-callback';
import { bindRequiredCheckboxGroups } from './dom/checkbox-groups';
import { findLeadFormParts } from './dom/form-parts';
import { installUploadButton } from './dom/upload-button';
import { firstLoadMessages } from './first-load-messages';
import type { EnhancedLeadForm } from './interactive';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

export { LEAD_FORM_SENT_EVENT, ENHANCED_ATTRIBUTE } from './constants';

export interface MountLeadFormOptions {
  /** The client's lead-form calls; tests and stories may pass their own. */
  calls?: Pick<LeadFormCalls, 'verifyCaptcha' | 'save'>;
  /** Where the success block's redirect goes; the browser's location by default. */
  navigate?: (url: string) => void;
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
}

/** Forms enhanced now: a second mount of the same form would send every submit twice. */
const mountedForms = new WeakSet<HTMLFormElement>();

/** One function for every form on the page, so they share one load (core's loadChunk). */
const importInteractive = () => import('./interactive');

/**
 * Enhances one Lead Form Builder form (§2.13): the submit flow of §4, the rules of §5, the date
 * pickers and the captcha. Leaves the markup alone when the form id or the config is missing.
 *
 * This first-load part does only what must hold before the interactive chunk is in (issue 12):
 * the plugin's globals its markup and reCAPTCHA call, `novalidate` and the required checkbox
 * groups' rule, and a submit held with its busy state shown. The rest, the
 * message catalogue included, is the chunk, fetched when the shopper comes to the form (the
 * pointer, focus or a scroll to it: core's prefetchOnIntent, decision 503) or at that submit.
 */
export function mountLeadForm(form: HTMLFormElement, options: MountLeadFormOptions = {}): Unmount | undefined {
  if (mountedForms.has(form)) return undefined;
  const doc = form.ownerDocument;
  const win = doc.defaultView ?? window;
  // Also for a form left alone below: its inline `onchange` must not throw, nor Google's onload.
  installUploadButton(win);
  holdCaptchaCallback(win);
  const parts = findLeadFormParts(form);
  if (!parts) {
    console.error('[Talat] lead-form: no form id (input.hidden_field); not mounted.', form);
    return undefined;
  }
  const result = readWidgetConfig(leadFormConfigSpec, form, doc);
  if (!result.ok) return undefined;
  const { config } = result;
  const locale = resolveLocale(config.locale, doc);
  mountedForms.add(form);
  // As the plugin's script did at load: a submit before the chunk is in reaches the hold below
  // rather than the browser's bubble, so the fields speak in the site's words (§5) however early
  // the shopper presses Send. The browser's bubble came only while the chunk was on its way.
  const printedNoValidate = form.noValidate;
  form.noValidate = true;
  // Here, not in the chunk: the chunk's field check reads `required`, which this keeps per group.
  const stopCheckboxGroups = bindRequiredCheckboxGroups(form);

  let alive = true;
  /** A submit is held until the chunk is in; its busy state is shown meanwhile. */
  let held = false;
  let enhanced: EnhancedLeadForm | undefined;
  const load = options.loadInteractive ?? importInteractive;
  const release = () => {
    if (!held) return;
    held = false;
    showBusy(parts, false);
  };
  const enhance = (chunk: Interactive) => {
    if (alive && !enhanced) {
      form.removeEventListener('submit', holdSubmit);
      // In the same task as the chunk's own flow shows it again (the replay below): nothing is
      // painted in between, and a submit the flow refuses leaves the button enabled.
      release();
      enhanced = chunk.enhanceLeadForm(parts, config, locale, options);
    }
    return enhanced;
  };
  /** A submit before the chunk is in waits for it; the plugin's form has no use without it. */
  function holdSubmit(event: Event): void {
    event.preventDefault();
    // One held submit is one send: a second one (Enter in a field, a script) is not queued.
    if (held) return;
    held = true;
    showBusy(parts!, true);
    claimChunk(
      load,
      (chunk) => enhance(chunk)?.submitHeld(),
      (error: unknown) => {
        console.error('[Talat] lead-form: the interactive part did not load', error);
        // The shopper is told; the next submit asks for the chunk again.
        if (!alive) return;
        release();
        if (!parts!.messageArea) return;
        const notice = doc.createElement('p');
        notice.setAttribute('role', 'alert');
        notice.className = 'error';
        notice.textContent = firstLoadMessages[locale].notSent;
        parts!.messageArea.replaceChildren(notice);
      },
    );
  }
  form.addEventListener('submit', holdSubmit);

  const stopIntent = prefetchOnIntent(doc, form, load, enhance);

  return () => {
    alive = false;
    stopIntent();
    mountedForms.delete(form);
    form.removeEventListener('submit', holdSubmit);
    release();
    enhanced?.unmount();
    stopCheckboxGroups();
    form.noValidate = printedNoValidate;
  };
}

export const leadFormWidget: WidgetDefinition = {
  name: 'lead-form',
  selector: 'form.lead-form-front',
  mount: (element) => (element.tagName === 'FORM' ? mountLeadForm(element as HTMLFormElement) : undefined),
  replaces: REPLACED_SCRIPTS,
};
