import { hideVisually, injectStyles, onHostEvent, withBaseStyles } from '@talat/core';
import type { PageExtra, PageExtrasContext } from '../../context';
import { createPausableTimer, type PausableTimer } from './pausable-timer';
import { TOASTS_CSS } from './styles';
import { PAGE_CONSTANTS } from '../../constants';
import { TOAST_EVENT } from '../markup';
import { readToastDetail, type ToastDetail, type ToastKind } from './detail';

export { TOAST_EVENT };
export { readToastDetail, type ToastDetail, type ToastKind };

/** Delay before a message enters its live region, so a region created just now is already known to screen readers. */
export const ANNOUNCE_DELAY_MS = 100;

/**
 * Toasts (§9 Other): shown by any widget through `talat:toast`, stacked in the top layer, hidden
 * after 5000 ms unless hovered or focused (the remaining time resumes after), announced politely
 * (errors assertively) through page-level live regions apart from the visible stack, so a toast
 * is read once.
 */
export const startToasts: PageExtra = (context) => {
  const toasts = createToasts(context);
  const stop = onHostEvent(TOAST_EVENT, (args) => {
    const detail = readToastDetail(args);
    if (detail) toasts.show(detail);
  });
  return () => {
    stop();
    toasts.dispose();
  };
};

/** The stack and its live regions, drawn at the first toast; `show` is what the event asks for. */
export interface Toasts {
  show(detail: Required<ToastDetail>): void;
  dispose(): void;
}

export function createToasts({ doc, t }: PageExtrasContext): Toasts {
  let stack: HTMLElement | undefined;
  let regions: Record<'polite' | 'assertive', HTMLElement> | undefined;
  const live = new Map<HTMLElement, PausableTimer>();
  const pending = new Set<ReturnType<typeof setTimeout>>();

  const ensureStack = (): HTMLElement => {
    if (stack?.isConnected) return stack;
    withBaseStyles(doc);
    injectStyles('page-extras-toasts', TOASTS_CSS, doc);
    stack = doc.createElement('div');
    stack.className = 'talat-toasts';
    stack.setAttribute('role', 'region');
    stack.setAttribute('aria-label', t('toastRegion'));
    // A drawer opened later makes the page inert around it; the toasts stay usable (ui/modal.ts).
    stack.setAttribute('data-talat-live', '');
    const polite = doc.createElement('div');
    polite.setAttribute('role', 'status');
    const assertive = doc.createElement('div');
    assertive.setAttribute('role', 'alert');
    for (const region of [polite, assertive]) {
      region.className = 'talat-toast-announcer';
      hideVisually(region);
      region.setAttribute('data-talat-live', '');
      doc.body.append(region);
    }
    regions = { polite, assertive };
    doc.body.append(stack);
    return stack;
  };

  /** Messages waiting for their region's next fill: toasts raised together are all read, each once. */
  const queued = new Map<HTMLElement, string[]>();
  const announce = (text: string, kind: ToastKind) => {
    const region = regions?.[kind === 'error' ? 'assertive' : 'polite'];
    if (!region) return;
    const waiting = queued.get(region);
    if (waiting) return void waiting.push(text);
    queued.set(region, [text]);
    region.textContent = '';
    const handle = setTimeout(() => {
      pending.delete(handle);
      const lines = queued.get(region) ?? [];
      queued.delete(region);
      region.replaceChildren(...lines.map((line) => Object.assign(doc.createElement('p'), { textContent: line })));
    }, ANNOUNCE_DELAY_MS);
    pending.add(handle);
  };

  /** Shown on top of whatever else is in the top layer now (a drawer opened before this toast). */
  const raise = (element: HTMLElement) => {
    if (typeof element.showPopover !== 'function') return;
    if (!element.hasAttribute('popover')) element.setAttribute('popover', 'manual');
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  };

  /** Where focus was before it entered the stack: it goes back there when the last focused toast closes. */
  let cameFrom: HTMLElement | null = null;
  const remove = (toast: HTMLElement) => {
    live.get(toast)?.cancel();
    live.delete(toast);
    const hadFocus = toast.contains(doc.activeElement);
    const next = (toast.nextElementSibling ?? toast.previousElementSibling) as HTMLElement | null;
    toast.remove();
    if (hadFocus) (next?.querySelector('button') ?? (cameFrom?.isConnected ? cameFrom : null))?.focus();
    if (stack && live.size === 0 && stack.matches?.(':popover-open')) stack.hidePopover();
  };

  const show = ({ message, kind }: Required<ToastDetail>) => {
    const container = ensureStack();
    const toast = doc.createElement('div');
    toast.className = 'talat-toast';
    toast.dataset.kind = kind;
    const text = doc.createElement('p');
    text.textContent = message;
    const close = doc.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', t('toastClose'));
    close.textContent = '×';
    close.addEventListener('click', () => remove(toast));
    toast.append(text, close);

    let hovered = false;
    let focused = false;
    const timer = createPausableTimer(PAGE_CONSTANTS.toastAutoHideMs, () => remove(toast));
    const update = () => (hovered || focused ? timer.pause() : timer.resume());
    toast.addEventListener('pointerenter', () => {
      hovered = true;
      update();
    });
    toast.addEventListener('pointerleave', () => {
      hovered = false;
      update();
    });
    toast.addEventListener('focusin', (event) => {
      const from = event.relatedTarget as HTMLElement | null;
      if (from && !container.contains(from)) cameFrom = from;
      focused = true;
      update();
    });
    toast.addEventListener('focusout', (event) => {
      if (toast.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      update();
    });
    live.set(toast, timer);
    container.append(toast);
    raise(container);
    announce(message, kind);
  };

  const dispose = () => {
    for (const handle of pending) clearTimeout(handle);
    for (const timer of live.values()) timer.cancel();
    live.clear();
    stack?.remove();
    regions?.polite.remove();
    regions?.assertive.remove();
  };
  return { show, dispose };
}
