import { atom, htmlToText, type ReadableAtom } from '@talat/core';
import type { PopupFeedback, PopupName } from '@talat/ui';
import { nonceFor } from '../config';
import { withPartMessages } from '../messages';
import { popupsMessages } from '../messages-popups';
import type { AddOutcome, AddRequest } from '../controller/adder';
import { focusTargetOfProduct } from '../dom/add-button';
import { focusable, focusOn } from '../dom/focus';
import { type WishlistSessionDeps, targetOf } from '../page/deps';
import { clearFieldMessage, showFieldMessage } from '../page/field-message';
import { ADD_SUBMIT, isAddForm, readAddForm } from './add-form';
import { clearEstimateError, ESTIMATE_FORM, estimateFields, resetEstimate, showEstimateError, showEstimateSent } from './estimate';
import { nameUnlabelledFields } from './field-names';
import { emptyNameField, isCreateForm, MOVE_POPUP_LINK, setMoveRow } from './plain-forms';
import { enhanceTabs, onListChange, onTabClick, onTabKey } from './tabs';

/** The session's add path (session.tsx), shared so the popup adds exactly as a button does. */
export interface PopupAdding {
  add(request: AddRequest): Promise<AddOutcome>;
  /** Puts an add's answer in the page: fragments, the button, the dropdowns, the host event. */
  showAdded(link: HTMLElement, productId: string, outcome: Extract<AddOutcome, { kind: 'added' }>): Promise<void> | void;
}

export interface PopupsOptions {
  /** Where 'redirect after ask estimate' goes; the browser's location by default. */
  navigate?: (url: string) => void;
}

/** What the view shows: which popup (a new serial each open), its name and any feedback. */
export interface PopupState {
  serial: number;
  name: PopupName;
  feedback: PopupFeedback | null;
}

export interface PopupsController {
  readonly $state: ReadableAtom<PopupState | null>;
  /** Holds the open popup's content; the view puts it in the Popup's body. */
  readonly host: HTMLElement;
  open(link: HTMLAnchorElement): void;
  close(): void;
  /**
   * Where the Popup gives focus back when the link that opened it is gone (an add's fragments
   * replaced it while the popup was open): the first control of the product's new block, made
   * focusable, or null when the popup added nothing.
   */
  replacementOfOpener(): HTMLElement | null;
  dispose(): void;
}

interface Current {
  source: HTMLElement;
  link: HTMLAnchorElement;
  /** Forms whose browser validation we turned off, to give our own Thai message (§5). */
  unvalidated: HTMLFormElement[];
  /** The product an add was sent for: its block is where focus goes if the link went. */
  productId?: string;
}

/**
 * The wishlist's popups of §2.10. The link's `#id` names the hidden element the plugin printed;
 * its content moves into the popup while it is open and back when it closes, so there is one
 * copy (prettyPhoto's copy duplicated every id) and what the shopper typed stays with it.
 */
export function createPopupsController(deps: WishlistSessionDeps, adding: PopupAdding, options: PopupsOptions = {}): PopupsController {
  const { doc, config, calls, loadDoor } = deps;
  // The popups' own words come with this chunk (messages-popups.ts), added to the session's.
  const t = withPartMessages(deps.t, popupsMessages, deps.locale);
  const navigate = options.navigate ?? ((url: string) => (doc.defaultView ?? window).location.assign(url));
  const $state = atom<PopupState | null>(null);
  const host = doc.createElement('div');
  host.className = 'talat-wishlist-popup-content';
  let current: Current | null = null;
  let serial = 0;
  let busy = false;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  /** The product the popup last closed had added, for the focus it gives back (replacementOfOpener). */
  let closedProductId: string | undefined;

  const isCurrent = (mine: number) => current !== null && mine === serial;
  const setFeedback = (feedback: PopupFeedback) => {
    const state = $state.get();
    if (state) $state.set({ ...state, feedback });
  };
  const markBusy = (element: Element | null, on: boolean) => {
    element?.classList.toggle('loading', on);
    if (on) element?.setAttribute('aria-busy', 'true');
    else element?.removeAttribute('aria-busy');
  };

  function nameOf(link: HTMLAnchorElement): PopupName {
    const heading = host.querySelector('h1, h2, h3, h4');
    if (heading && heading.textContent?.trim()) return { labelledBy: (heading.id ||= `talat-wishlist-popup-title-${serial}`) };
    return { label: link.textContent?.trim() || link.getAttribute('data-title')?.trim() || t('popupLabel') };
  }

  function open(link: HTMLAnchorElement): void {
    const id = decodeURIComponent((link.getAttribute('href') ?? '').slice(1));
    const source = id ? doc.getElementById(id) : null;
    if (!source || source === current?.source) return;
    close();
    if (link.matches(MOVE_POPUP_LINK)) setMoveRow(source, link);
    serial += 1;
    host.replaceChildren(...source.childNodes);
    enhanceTabs(host, t('popupTabs'));
    // The add popup's submit is a link the plugin may print without href: a button for the keyboard.
    for (const submit of host.querySelectorAll<HTMLElement>(ADD_SUBMIT)) {
      if (!submit.hasAttribute('href')) {
        submit.setAttribute('role', 'button');
        submit.tabIndex = 0;
      }
    }
    const unvalidated = [...host.querySelectorAll('form')].filter((form) => isCreateForm(form) && !form.noValidate);
    unvalidated.forEach((form) => (form.noValidate = true));
    current = { source, link, unvalidated };
    const name = nameOf(link);
    nameUnlabelledFields(host, name.labelledBy ?? null);
    $state.set({ serial, name, feedback: null });
  }

  function close(): void {
    clearTimeout(closeTimer);
    if (!current) return;
    const { source, unvalidated, productId } = current;
    closedProductId = productId;
    host.querySelectorAll<HTMLFormElement>(ESTIMATE_FORM).forEach(resetEstimate);
    unvalidated.forEach((form) => (form.noValidate = false));
    // The add's fragments may have replaced the element the content came from: it goes with it.
    if (source.isConnected) source.replaceChildren(...host.childNodes);
    else host.replaceChildren();
    current = null;
    busy = false;
    $state.set(null);
  }

  async function submitAdd(form: HTMLFormElement): Promise<void> {
    const reading = readAddForm(form);
    if (busy || !current || reading.kind === 'no-product') return;
    if (reading.kind === 'name-missing') {
      // §5: marked invalid, and nothing is sent.
      if (reading.field) {
        showFieldMessage(reading.field, t('nameRequired'));
        reading.field.focus();
      }
      return;
    }
    const { link } = current;
    current.productId = reading.request.productId;
    const mine = serial;
    const submit = form.querySelector(ADD_SUBMIT);
    busy = true;
    markBusy(submit, true);
    const outcome = await adding.add(reading.request);
    if (mine === serial) busy = false;
    markBusy(submit, false);
    if (outcome.kind === 'added') {
      // Closed before the answer (Escape, the close button): focus went back to the link, which the
      // add's fragments may now replace; it follows to the replacement rather than the page top.
      const focusOnLink = link.contains(doc.activeElement);
      // The page learns of the add even when the popup was closed meanwhile.
      await adding.showAdded(link, reading.request.productId, outcome);
      if (focusOnLink && !link.isConnected && isFocusLost()) focusOn(focusTargetOfProduct(doc, reading.request.productId));
    }
    if (!isCurrent(mine)) return;
    if (outcome.kind === 'added') setFeedback({ status: 'success', message: htmlToText(outcome.message) || t('popupAdded') });
    else if (outcome.kind === 'refused') setFeedback({ status: 'error', message: htmlToText(outcome.message) });
    else if (outcome.kind === 'no-cookies') setFeedback({ status: 'error', message: t('cookiesDisabled') });
  }

  async function submitEstimate(form: HTMLFormElement): Promise<void> {
    if (busy || !current) return;
    const mine = serial;
    const button = form.querySelector('button, input[type="submit"]');
    busy = true;
    markBusy(button, true);
    clearEstimateError(form);
    let reply: Awaited<ReturnType<typeof calls.askAnEstimate>> | null = null;
    try {
      reply = await calls.askAnEstimate({ nonce: nonceFor(config, 'ask_an_estimate'), fields: estimateFields(form) });
    } catch {
      // Offline, a time-out, a 500 or junk: told below, with the form as the shopper left it.
    }
    markBusy(button, false);
    if (!isCurrent(mine)) return;
    busy = false;
    if (!reply?.result) {
      showEstimateError(form, (reply?.message && htmlToText(reply.message)) || t('estimateFailed'));
      return;
    }
    const closeSoon = () => {
      closeTimer = setTimeout(() => {
        close();
        if (config.redirectAfterAskEstimate) navigate(config.askEstimateRedirectUrl);
      }, config.popupCloseMs);
    };
    if (reply.template) {
      try {
        const door = await loadDoor();
        if (!isCurrent(mine)) return;
        focusOn(showEstimateSent(door, form, reply.template));
        closeSoon();
        return;
      } catch {
        // The request was sent all the same: say so in our words.
      }
    }
    if (!isCurrent(mine)) return;
    setFeedback({ status: 'success', message: (reply.message && htmlToText(reply.message)) || t('estimateSent') });
    closeSoon();
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (isAddForm(form)) {
      event.preventDefault();
      void submitAdd(form);
    } else if (form.matches(ESTIMATE_FORM)) {
      event.preventDefault();
      void submitEstimate(form);
    } else if (isCreateForm(form)) {
      // The plain POST goes on when the name is there (§5); otherwise the Thai message at the field.
      const empty = emptyNameField(form);
      if (!empty) return;
      event.preventDefault();
      showFieldMessage(empty, t('nameRequired'));
      empty.focus();
    }
  };
  const submitFrom = (event: Event, target: Element | null) => {
    const submit = target?.closest<HTMLElement>(ADD_SUBMIT);
    const form = submit?.closest('form');
    if (!submit || !form) return false;
    event.preventDefault();
    void submitAdd(form);
    return true;
  };
  const onClick = (event: MouseEvent) => {
    const target = targetOf(event);
    if (target && !onTabClick(event, target)) submitFrom(event, target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = targetOf(event);
    if (!target || onTabKey(event, target)) return;
    // Enter (and Space, for the role=button) on a submit link without href.
    if ((event.key === 'Enter' || event.key === ' ') && target.matches(ADD_SUBMIT) && !target.hasAttribute('href')) submitFrom(event, target);
  };
  const onChange = (event: Event) => {
    const target = targetOf(event);
    if (target) onListChange(target);
  };
  const onInput = (event: Event) => {
    const target = targetOf(event);
    if (target instanceof HTMLInputElement && target.getAttribute('aria-invalid') === 'true' && target.value.trim() !== '') clearFieldMessage(target);
  };
  host.addEventListener('submit', onSubmit);
  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKeyDown);
  host.addEventListener('change', onChange);
  host.addEventListener('input', onInput);

  /** Focus fell to the page: the element that had it went with a fragment. */
  const isFocusLost = () => doc.activeElement === null || doc.activeElement === doc.body;

  function replacementOfOpener(): HTMLElement | null {
    return closedProductId ? focusable(focusTargetOfProduct(doc, closedProductId)) : null;
  }

  return {
    $state,
    host,
    open,
    close,
    replacementOfOpener,
    dispose() {
      close();
      host.removeEventListener('submit', onSubmit);
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
      host.removeEventListener('change', onChange);
      host.removeEventListener('input', onInput);
    },
  };
}
