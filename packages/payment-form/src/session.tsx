import { createTransportContext } from '@talat/client';
import { createPaymentCalls, type PaymentCalls } from '@talat/client/payment';
import { atom, createTranslator, formatMoney, loadMarkupDoor, resolveLocale, type MarkupDoor } from '@talat/core';
import { calendarMessages, TimeListButton } from '@talat/ui/calendar';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PaymentFormConfig } from './config';
import { dateForServer, shownFromServer, timeForServer } from './controller/dates';
import { createOrderCheck, type OrderCheck } from './controller/order-check';
import { createSlipPreview, slipTooLarge } from './controller/slip';
import { createSubmitController } from './controller/submit-controller';
import { setFieldError } from './dom/field-errors';
import { FIELD_ORDER, focusTarget, formParts, type FieldKey } from './dom/form';
import { setHint, setSlipPreview } from './dom/hints';
import { nameUnlabelledFields } from './dom/labels';
import { pluginFormBody } from './dom/plugin-form-body';
import { showResponse } from './dom/response';
import { paymentMessages } from './messages';
import { DateButton } from './view/DateButton';
import { PaymentStatus } from './view/PaymentStatus';

export interface PaymentSessionOptions {
  /** The client's payment calls; tests pass fakes. */
  calls?: Pick<PaymentCalls, 'checkOrder' | 'confirmPayment'>;
  /** The markup door; tests pass a slow or failing one. */
  loadDoor?: () => Promise<MarkupDoor>;
  /** Object URLs for the slip preview; tests pass fakes (jsdom has none). */
  urls?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

export interface PaymentSession {
  /** The form's submit, claimed by the first load. */
  submit(): void;
  /** A key or click in the order text field, or a change of the order select. */
  orderInput(): void;
  /** A change of the slip input. */
  slipChange(): void;
  dispose(): void;
}

/** Slots of the errors the page finds itself (field-errors.ts). */
const SLOT = { orderCheck: 'order-check', slipSize: 'slip-size', date: 'date-format', time: 'time-format' } as const;

/**
 * The payment confirmation form's behaviour (§2.9, §4, §5, §7, §8 Payment confirmation), on the
 * plugin's own form, which it never re-renders: what the shopper typed and the slip's FileList
 * stay in the page's own controls through every state. Only the status under the submit button
 * (progress, cancel, failures) is a view.
 */
export function startPaymentSession(form: HTMLFormElement, config: PaymentFormConfig, options: PaymentSessionOptions = {}): PaymentSession {
  const doc = form.ownerDocument;
  const locale = resolveLocale(config.locale, doc);
  const t = createTranslator(paymentMessages, locale);
  const calendarT = createTranslator(calendarMessages, locale);
  const calls = options.calls ?? createPaymentCalls(createTransportContext({ ajaxUrl: config.ajaxUrl }));
  const loadDoor = options.loadDoor ?? (() => loadMarkupDoor(doc));
  const parts = formParts(form);
  nameUnlabelledFields(parts);
  const preview = createSlipPreview(options.urls);
  const formError = atom('');
  const serverErrorKeys = new Set<FieldKey>();
  /** Counts the submissions sent, so a success message still loading is not shown under a newer one. */
  let submissions = 0;

  const amountField = parts.field('amount') as HTMLInputElement | null;
  const orderField = parts.field('order');
  const dateField = parts.field('date') as HTMLInputElement | null;
  const timeField = parts.field('time') as HTMLInputElement | null;
  const slipField = parts.field('slip') as HTMLInputElement | null;

  /** §5: the amount filled with the total, shown formatted in THB beside it (the input is numeric). */
  const fillAmount = (total: string) => {
    const value = Number(total);
    if (!amountField || total.trim() === '' || !Number.isFinite(value)) return;
    amountField.value = total.trim();
    setHint(parts, 'amount', t('orderTotal', { total: formatMoney(value, locale) }));
  };

  // The plugin's amount is a number input with no step, so step 1: a total with satang, which
  // WooCommerce prints as 97.50 and this widget fills in, was a step mismatch and the browser held
  // the whole form (the real shop's order of 97.50 baht could not be confirmed). The server takes
  // absint() of it either way; a step the template printed stays.
  const stepAdded = amountField !== null && !amountField.hasAttribute('step');
  if (stepAdded) amountField.step = 'any';

  // Text fields for the date and time (until @talat/ui/calendar lands): the shop's dd/mm/yy
  // display, the server's current_date as the default (§3 Server date, §9 Locale).
  if (dateField) {
    const sent = dateField.value;
    dateField.type = 'text';
    dateField.removeAttribute('max');
    dateField.inputMode = 'numeric';
    dateField.autocomplete = 'off';
    dateField.placeholder = t('dateFormatHint');
    // The plugin's yyyy-mm-dd as the shop shows it; anything else as typed; empty, today's server date.
    dateField.value = sent ? shownFromServer(sent) || sent : shownFromServer(config.currentDate);
  }
  if (timeField) {
    timeField.type = 'text';
    // A keypad with '.', the usual Thai separator (14.30); 'numeric' has none on iOS.
    timeField.inputMode = 'decimal';
    timeField.autocomplete = 'off';
    timeField.placeholder = t('timeFormatHint');
  }

  // §2.9: the select's chosen option carries its total; the plugin filled the amount only for an
  // order named in the URL, so an order the select shows from the start left it empty.
  if (orderField instanceof HTMLSelectElement && amountField?.value === '') {
    const total = orderField.selectedOptions[0]?.dataset.total;
    if (total !== undefined) fillAmount(total);
  }

  const isTextOrder = orderField instanceof HTMLInputElement;
  let orderCheck: OrderCheck | undefined;
  let stopOrderCheck = () => {};
  if (isTextOrder) {
    orderCheck = createOrderCheck({
      check: (orderId, signal) => calls.checkOrder({ order_id: orderId, security: config.checkOrderNonce }, { signal }),
      onTotal: fillAmount,
    });
    stopOrderCheck = orderCheck.state.subscribe((state) => {
      orderField.toggleAttribute('aria-busy', state.status === 'checking');
      if (state.status === 'checking') orderField.setAttribute('aria-busy', 'true');
      const message = state.status === 'error' ? state.message : state.status === 'failed' ? t('orderCheckFailed') : undefined;
      setFieldError(parts, 'order', SLOT.orderCheck, message);
      if (state.status !== 'found') setHint(parts, 'amount', undefined);
    });
  }

  const submitter = createSubmitController({
    confirm: (data, callOptions) => calls.confirmPayment(data, callOptions),
  });

  const clearServerErrors = () => {
    for (const key of serverErrorKeys) setFieldError(parts, key, `server-${key}`, undefined);
    serverErrorKeys.clear();
    formError.set('');
  };

  const focusFirst = (keys: Iterable<FieldKey>) => {
    const wanted = new Set(keys);
    const first = FIELD_ORDER.find((key) => wanted.has(key));
    if (first) focusTarget(parts, first)?.focus();
  };

  const stopSubmit = submitter.state.listen((state) => {
    form.classList.toggle('is-loading', state.status === 'loading');
    form.setAttribute('aria-busy', String(state.status === 'loading'));
    if (state.status === 'success') {
      // §4 success: the message in the response area (through core's door), then date, time,
      // slip and amount cleared; what identifies the shopper and the order stays.
      // Filled only if no new submission has started since (it empties the area for its own answer).
      const answered = submissions;
      void loadDoor().then(
        (door) => answered === submissions && showResponse(door, parts.response, state.message),
        (error: unknown) => console.error('[Talat] payment-form: the success message could not be shown', error),
      );
      for (const field of [dateField, timeField, slipField, amountField]) if (field) field.value = '';
      setSlipPreview(parts, preview.show(undefined), t('slipPreview'));
      setHint(parts, 'amount', undefined);
    }
    if (state.status === 'errors') {
      const shown: FieldKey[] = [];
      const other: string[] = [];
      for (const [key, message] of Object.entries(state.errors)) {
        if (key in { name: 1, phone: 1, order: 1, amount: 1, bank: 1, date: 1, time: 1, slip: 1, attachment: 1 } && parts.field(key as FieldKey)) {
          setFieldError(parts, key as FieldKey, `server-${key}`, message);
          serverErrorKeys.add(key as FieldKey);
          shown.push(key as FieldKey);
        } else {
          other.push(message);
        }
      }
      formError.set(other.join(' '));
      focusFirst(shown);
    }
  });

  /**
   * A field the shopper changes is no longer marked by the last reply: its server error, its
   * aria-invalid and aria-describedby go (the next submit asks the server again; issue 15). The
   * page's own date and time checks go as soon as the text reads as a date or time.
   */
  const keyOf = (target: EventTarget | null) =>
    target instanceof HTMLElement ? FIELD_ORDER.find((key) => key !== 'attachment' && parts.controls(key).includes(target)) : undefined;
  const onEdit = (event: Event) => {
    const key = keyOf(event.target);
    if (!key) return;
    for (const edited of key === 'slip' ? (['slip', 'attachment'] as const) : [key]) {
      if (serverErrorKeys.delete(edited)) setFieldError(parts, edited, `server-${edited}`, undefined);
    }
    if (key === 'date' && dateField && (dateField.value.trim() === '' || dateForServer(dateField.value) !== null)) setFieldError(parts, 'date', SLOT.date, undefined);
    if (key === 'time' && timeField && (timeField.value.trim() === '' || timeForServer(timeField.value) !== null)) setFieldError(parts, 'time', SLOT.time, undefined);
  };
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);

  /** The cancel button goes with the progress bar: focus goes to the submit button, not to the page's top. */
  const cancel = () => {
    const hadFocus = container.contains(doc.activeElement);
    submitter.cancel();
    if (hadFocus) parts.submitButton?.focus();
  };

  const container = doc.createElement('div');
  container.className = 'talat-payment-status';
  parts.response.after(container);
  // The response area says the success message when it is filled.
  parts.response.setAttribute('role', 'status');
  const root = createRoot(container);
  // The shared calendar's button right after the date input (the lead form's recipe).
  let dateHost: HTMLElement | undefined;
  if (dateField) {
    dateHost = doc.createElement('span');
    dateHost.className = 'talat-date-field';
    dateField.after(dateHost);
  }
  // The shared calendar's time list on the plugin's own time input (issue 15: Thai-friendly time).
  let timeHost: HTMLElement | undefined;
  if (timeField) {
    timeHost = doc.createElement('span');
    timeHost.className = 'talat-timefield';
    timeField.after(timeHost);
  }
  const labelOf = (field: HTMLInputElement | null) => (field && form.querySelector(`label[for="${field.id}"]`)?.firstChild?.textContent?.trim()) || '';
  const dateLabel = labelOf(dateField);
  root.render(
    <>
      <PaymentStatus state={submitter.state} announcedPercent={submitter.announcedPercent} formError={formError} t={t} onCancel={cancel} />
      {dateField && dateHost ? <DateButton input={dateField} host={dateHost} currentDate={config.currentDate} fieldName={dateLabel} t={calendarT} /> : null}
      {timeField && timeHost ? createPortal(<TimeListButton input={timeField} fieldName={labelOf(timeField)} t={calendarT} />, timeHost) : null}
    </>,
  );

  /** The date and time the shopper typed, in the server's forms; a local error where unreadable. */
  const readDateTime = (): { date: string; time: string } | undefined => {
    const date = dateField && dateField.value.trim() !== '' ? dateForServer(dateField.value) : '';
    const time = timeField && timeField.value.trim() !== '' ? timeForServer(timeField.value) : '';
    setFieldError(parts, 'date', SLOT.date, date === null ? t('dateInvalid') : undefined);
    setFieldError(parts, 'time', SLOT.time, time === null ? t('timeInvalid') : undefined);
    if (date === null || time === null) {
      focusFirst(date === null ? ['date'] : ['time']);
      return undefined;
    }
    return { date, time };
  };

  return {
    submit() {
      if (submitter.state.get().status === 'loading') return;
      const dateTime = readDateTime();
      if (!dateTime) return;
      clearServerErrors();
      parts.response.replaceChildren();
      // The form as the shopper filled it and the plugin's script sent it, its `action` and nonce
      // fields included (§7), no slip as no slip (dom/plugin-form-body.ts).
      const data = pluginFormBody(form);
      submissions += 1;
      if (dateField) data.set('date', dateTime.date);
      if (timeField) data.set('time', dateTime.time);
      submitter.submit(data);
    },
    orderInput() {
      if (orderField instanceof HTMLSelectElement) {
        // §2.9: each option of the select carries its order's total.
        const total = orderField.selectedOptions[0]?.dataset.total;
        if (total !== undefined) fillAmount(total);
        return;
      }
      if (orderField instanceof HTMLInputElement) orderCheck?.input(orderField.value);
    },
    slipChange() {
      if (!slipField) return;
      const file = slipField.files?.[0];
      const tooLarge = file !== undefined && slipTooLarge(file);
      // §5: refused in the page: the input cleared, the Thai message under the slip field.
      if (tooLarge) slipField.value = '';
      setFieldError(parts, 'slip', SLOT.slipSize, tooLarge ? t('slipTooLarge') : undefined);
      setSlipPreview(parts, preview.show(tooLarge ? undefined : file), t('slipPreview'));
    },
    dispose() {
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      stopSubmit();
      stopOrderCheck();
      orderCheck?.dispose();
      submitter.dispose();
      preview.dispose();
      root.unmount();
      container.remove();
      dateHost?.remove();
      timeHost?.remove();
      if (stepAdded) amountField.removeAttribute('step');
    },
  };
}
