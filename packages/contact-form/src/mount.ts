import type { ContactFormCalls } from '@talat/client';
import { claimChunk, loadChunk, prefetchOnIntent, readWidgetConfig, resolveLocale, type Unmount, type WidgetDefinition } from '@talat/core';
import { contactFormConfigSpec } from './config';
import { missingBrowserFeature } from './dom/browser-features';
import { setupAcceptance } from './dom/extras/acceptance';
import { formDataOf } from './dom/form-data';
import { findContactFormParts } from './dom/form-parts';
import { replaceMisplacedForm } from './dom/placement';
import { markSubmitting } from './dom/submitting-marks';
import { firstLoadMessages } from './first-load-messages';
import type { EnhancedContactForm } from './interactive';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

export interface MountContactFormOptions {
  /** Calls to use instead of the REST client built from the page's config (tests, stories). */
  calls?: ContactFormCalls;
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
}

/** One function for every form on the page, so they share one load (core's loadChunk). */
const importInteractive = () => import('./interactive');

/**
 * Enhances one `div.wpcf7` that Contact Form 7 printed, in place: the server's fields stay and
 * the form keeps posting without JavaScript. Leaves it untouched when the browser, the markup or
 * the config is not fit (§8), after saying why in the console.
 *
 * This first-load part only checks the page and holds a submit, showing the form's submitting
 * state meanwhile (issue 12); the rest, the message catalogue included, comes in the interactive
 * chunk, fetched when the shopper comes to the form (the pointer, focus or a scroll to it: core's
 * prefetchOnIntent, decision 503) or at that submit, so the page's first load stays small.
 */
export function mountContactForm(root: HTMLElement, options: MountContactFormOptions = {}): Unmount | undefined {
  const doc = root.ownerDocument;
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  const missing = win ? missingBrowserFeature(win) : 'a window';
  if (!win || missing) {
    console.error(`[Talat] contact-form: this browser lacks ${missing}; the form posts without enhancement`);
    return undefined;
  }
  const result = readWidgetConfig(contactFormConfigSpec, root, doc);
  if (!result.ok) return undefined;
  const config = result.config;
  const locale = resolveLocale(config.locale, doc);

  const restoreMisplaced = replaceMisplacedForm(root, firstLoadMessages[locale].wrongPlace);
  if (restoreMisplaced) return restoreMisplaced;
  const parts = findContactFormParts(root);
  if (typeof parts === 'string') {
    console.error(`[Talat] contact-form: ${parts}`, root);
    return undefined;
  }
  const { form } = parts;
  root.classList.replace('no-js', 'js');
  // §5: Send stays disabled until every required acceptance box is ticked, from the first load on;
  // the chunk does not set the rule up again. A held submit's marks (markSubmitting) leave
  // `disabled` alone, so the two never fight (decision 63: this rule alone owns it).
  const stopAcceptance = setupAcceptance(form);

  let alive = true;
  let enhanced: EnhancedContactForm | undefined;
  /** Puts back the printed status while a submit is held (its submitting marks are shown). */
  let unmarkHeld: (() => void) | undefined;
  const release = () => {
    unmarkHeld?.();
    unmarkHeld = undefined;
  };
  const load = options.loadInteractive ?? importInteractive;
  const enhance = (chunk: Interactive) => {
    if (alive && !enhanced) {
      form.removeEventListener('submit', holdSubmit);
      // The chunk starts from the printed status and marks the form submitting again when it
      // sends the held submit, in this same task: nothing is painted in between.
      release();
      enhanced = chunk.enhanceContactForm(parts, config, locale, options.calls);
    }
    return enhanced;
  };
  /** A submit before the chunk is in: its data is taken now and sent once the chunk arrives. */
  function holdSubmit(event: SubmitEvent): void {
    event.preventDefault();
    // One held submit is one send: a second one (a double click, Enter in a field) is not queued.
    if (unmarkHeld) return;
    const data = formDataOf(form, event.submitter);
    unmarkHeld = markSubmitting(form);
    claimChunk(
      load,
      (chunk) => enhance(chunk)?.submit(data),
      (error: unknown) => {
        // Without the chunk the form posts the way it does without JavaScript; nothing is lost.
        console.error('[Talat] contact-form: the interactive part did not load; posting the form', error);
        form.removeEventListener('submit', holdSubmit);
        if (!alive) return;
        release();
        HTMLFormElement.prototype.submit.call(form);
      },
    );
  }
  form.addEventListener('submit', holdSubmit);

  // §2.12: a page from a full-page cache has its forms refilled on load (a fresh nonce, a new
  // captcha picture), before the shopper comes to them, so there the chunk is fetched at once.
  let stopIntent = () => undefined as void;
  if (config.cached) void loadChunk(load).then(enhance, () => undefined);
  else stopIntent = prefetchOnIntent(doc, root, load, enhance);

  return () => {
    alive = false;
    stopIntent();
    form.removeEventListener('submit', holdSubmit);
    release();
    enhanced?.unmount();
    stopAcceptance();
    root.classList.replace('js', 'no-js');
  };
}

export const contactFormWidget: WidgetDefinition = {
  name: 'contact-form',
  selector: 'div.wpcf7',
  mount: (element) => mountContactForm(element),
  replaces: REPLACED_SCRIPTS,
};
