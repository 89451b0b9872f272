import type { LeadFormCalls } from '@talat/client';
import { claimChunk, createTranslator, prefetchChunk, readWidgetConfig, resolveLocale, type Unmount, type WidgetDefinition } from '@talat/core';
import { leadFormConfigSpec } from './config';
import { findLeadFormHost } from './dom/host';
import { installUploadButton } from './dom/upload-button';
import type { EnhancedLeadForm } from './interactive';
import { leadFormMessages } from './messages';

type Interactive = typeof import('./interactive');

/** Raised on <body> when a lead form was saved, with `[{ formId }]` (interactive.tsx raises it). */
export const LEAD_FORM_SENT_EVENT = 'talat:lead-form-sent';

/** Set on a form once its interactive chunk has enhanced it. */
export const ENHANCED_ATTRIBUTE = 'data-talat-enhanced';

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
 * This first-load part only checks the form and holds a submit; the rest is the interactive
 * chunk, fetched at idle (or at that submit) so the page's first load stays small.
 */
export function mountLeadForm(form: HTMLFormElement, options: MountLeadFormOptions = {}): Unmount | undefined {
  if (mountedForms.has(form)) return undefined;
  const doc = form.ownerDocument;
  const win = doc.defaultView ?? window;
  // Also for a form left alone below: its inline `onchange` must not throw either.
  installUploadButton(win);
  const host = findLeadFormHost(form);
  if (!host) {
    console.error('[Talat] lead-form: no form id (input.hidden_field); not mounted.', form);
    return undefined;
  }
  const result = readWidgetConfig(leadFormConfigSpec, form, doc);
  if (!result.ok) return undefined;
  const { config } = result;
  const locale = resolveLocale(config.locale, doc);
  const t = createTranslator(leadFormMessages, locale);
  mountedForms.add(form);

  let alive = true;
  let enhanced: EnhancedLeadForm | undefined;
  const load = options.loadInteractive ?? importInteractive;
  const enhance = (chunk: Interactive) => {
    if (alive && !enhanced) {
      form.removeEventListener('submit', holdSubmit);
      enhanced = chunk.enhanceLeadForm(host, config, locale, t, options);
    }
    return enhanced;
  };
  /**
   * A submit before the chunk is in waits for it; the plugin's form has no use without it. With a
   * captcha the chunk only renders it: the shopper has not seen it yet, so sending now could only
   * fail with 'Invalid Captcha'.
   */
  function holdSubmit(event: Event): void {
    event.preventDefault();
    claimChunk(
      load,
      (chunk) => {
        const form = enhance(chunk);
        if (!host!.captchaEnabled) form?.submit();
      },
      (error: unknown) => {
        console.error('[Talat] lead-form: the interactive part did not load', error);
        // The shopper is told; the next submit asks for the chunk again.
        if (!alive || !host!.messageArea) return;
        const notice = doc.createElement('p');
        notice.setAttribute('role', 'alert');
        notice.className = 'error';
        notice.textContent = t('notSent');
        host!.messageArea.replaceChildren(notice);
      },
    );
  }
  form.addEventListener('submit', holdSubmit);

  prefetchChunk(win, load, enhance);

  return () => {
    alive = false;
    mountedForms.delete(form);
    form.removeEventListener('submit', holdSubmit);
    enhanced?.unmount();
  };
}

export const leadFormWidget: WidgetDefinition = {
  name: 'lead-form',
  selector: 'form.lead-form-front',
  mount: (element) => (element.tagName === 'FORM' ? mountLeadForm(element as HTMLFormElement) : undefined),
};
