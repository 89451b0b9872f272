// The payment form's first load (DESIGN.md "Three layers on every page"): no framework and no
// network code. It claims the form's submit and the order and slip fields' events, so nothing
// the shopper does before the chunk arrives is lost, and starts the session at idle. Without
// JavaScript (or when the chunk cannot load) the plugin's form posts as it always did.
import { loadChunk, prefetchChunk, readWidgetConfig, type Unmount, type WidgetDefinition } from '@talat/core';
import { paymentFormConfigSpec } from './config';
import { FORM_SELECTOR } from './dom/form';
import type { PaymentSession, PaymentSessionOptions } from './session';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

const importInteractive = () => import('./interactive');

export interface MountPaymentFormOptions {
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
  session?: PaymentSessionOptions;
}

const mounted = new WeakSet<HTMLFormElement>();

/**
 * Enhances the plugin's `form.wcp-form` in place (§2.9). Returns nothing, leaving the form as the
 * plugin printed it, when the page has no such form or lacks the config.
 */
export function mountPaymentForm(form: HTMLFormElement, options: MountPaymentFormOptions = {}): Unmount | undefined {
  const doc = form.ownerDocument;
  const win = doc.defaultView ?? window;
  if (mounted.has(form)) return undefined;
  const result = readWidgetConfig(paymentFormConfigSpec, form, doc);
  if (!result.ok) return undefined;
  const config = result.config;
  mounted.add(form);
  let alive = true;
  let started: PaymentSession | undefined;
  /** Set when the chunk cannot load: the next submit goes to the server the old way. */
  let native = false;
  const load = options.loadInteractive ?? importInteractive;
  const session = () =>
    loadChunk(load).then((chunk) => {
      if (!alive) throw new Error('[Talat] payment-form: unmounted');
      return (started ??= chunk.startPaymentSession(form, config, options.session));
    });
  const withSession = (use: (up: PaymentSession) => void, fallback?: () => void) => {
    void session().then(
      (up) => alive && use(up),
      (error: unknown) => {
        if (!alive) return;
        console.error('[Talat] payment-form: the widget could not load; the form posts as the plugin printed it', error);
        fallback?.();
      },
    );
  };

  const onSubmit = (event: SubmitEvent) => {
    if (native) return;
    event.preventDefault();
    withSession(
      (up) => up.submit(),
      () => {
        native = true;
        form.requestSubmit();
      },
    );
  };
  const onField = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (target.id === 'wcp-order') withSession((up) => up.orderInput());
    else if (target.id === 'wcp-slip' && event.type === 'change') withSession((up) => up.slipChange());
  };
  form.addEventListener('submit', onSubmit);
  // §5: the order id is checked on typing (input) and on a click; a select's choice is a change.
  form.addEventListener('input', onField);
  form.addEventListener('click', onField);
  form.addEventListener('change', onField);

  // The text fields for date and time (session.tsx) come as soon as the page is idle, not on
  // intent (decision 503): they replace fields the shopper is about to type into, so they must be
  // in before the first focus, and the form is what this page is for.
  prefetchChunk(win, load, () => void session().catch(() => undefined));

  return () => {
    alive = false;
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onField);
    form.removeEventListener('click', onField);
    form.removeEventListener('change', onField);
    started?.dispose();
    mounted.delete(form);
  };
}

export const paymentFormWidget: WidgetDefinition = {
  name: 'payment-form',
  selector: FORM_SELECTOR,
  mount: (form) => (form instanceof HTMLFormElement ? mountPaymentForm(form) : undefined),
  replaces: REPLACED_SCRIPTS,
};
