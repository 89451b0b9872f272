import { isOnBackdrop } from './top-layer';

/**
 * What makes a popup modal: focus moves in and is trapped, Escape and a click outside ask to
 * dismiss, the page behind is inert and does not scroll, and focus goes back on close. Framework
 * free, so the side cart can put it on the drawer the server printed; `useModal` wraps it for views.
 */
export type ModalDismissReason = 'escape' | 'outside';

export interface ModalOptions {
  /** Asked to close; the caller decides (and calls the returned `close`). */
  onDismiss(reason: ModalDismissReason): void;
  /** Focused on open; default the first focusable element inside, else the dialog itself. */
  initialFocus?: HTMLElement | null;
  /** Focused on close if still in the page; default the element that had focus at open. */
  returnFocus?: HTMLElement | null;
  /**
   * Where focus goes on close when that element has left the page (markup a reply replaced, such
   * as the compare footer's 'add product' button): given the lost element, returns its stand-in.
   */
  returnFocusFallback?: (lost: HTMLElement) => HTMLElement | null;
}

interface Entry {
  d: HTMLElement;
  r: HTMLElement | null;
}

// Open modals, innermost last. Only the top one listens, and the page state (inert, scroll lock)
// is always rebuilt from it, so modals may close in any order without leaving stale state.
const stack: Entry[] = [];
let inerted: Element[] = [];
let unlock: (() => void) | undefined;

const FOCUSABLE = 'a[href],area[href],button,input:not([type=hidden]),select,textarea,iframe,summary,[tabindex],[contenteditable]';

/** What Tab can reach inside `root`, in document order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      !el.closest('[inert]') &&
      // checkVisibility sees CSS display/visibility; without it (Safari < 17.4, jsdom) only `hidden` is seen.
      (el.checkVisibility?.({ visibilityProperty: true }) ?? !el.closest('[hidden]')),
  );
}

function sync(): void {
  for (const el of inerted) el.removeAttribute('inert');
  inerted = [];
  const top = stack.at(-1)?.d;
  // Everything beside the dialog's branch, level by level up to <body>. Elements the page made
  // inert itself are left alone, so undoing ours never wakes them.
  for (let el = top; el?.parentElement && el !== el.ownerDocument.body; el = el.parentElement) {
    for (const sibling of el.parentElement.children) {
      // A page-level live region (data-talat-live) must stay audible while the modal is open.
      if (sibling !== el && !sibling.hasAttribute('inert') && !sibling.hasAttribute('data-talat-live')) {
        sibling.setAttribute('inert', '');
        inerted.push(sibling);
      }
    }
  }
  if (top && !unlock) {
    const html = top.ownerDocument.documentElement;
    const { body } = top.ownerDocument;
    const saved = [body.style.overflow, html.style.scrollbarGutter] as const;
    // Keep the scrollbar's room (when the page had one) so the page does not jump sideways.
    if (innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    body.style.overflow = 'hidden';
    unlock = () => {
      [body.style.overflow, html.style.scrollbarGutter] = saved;
      unlock = undefined;
    };
  } else if (!top) unlock?.();
}

/** Makes `dialog` modal until the returned `close` is called; `close` undoes everything. */
export function openModal(dialog: HTMLElement, options: ModalOptions): () => void {
  const doc = dialog.ownerDocument;
  const entry: Entry = { d: dialog, r: options.returnFocus ?? (doc.activeElement as HTMLElement | null) };
  const added: string[] = [];
  const set = (name: string, value: string) => {
    if (!dialog.hasAttribute(name)) {
      dialog.setAttribute(name, value);
      added.push(name);
    }
  };
  set('role', 'dialog');
  set('aria-modal', 'true');
  // So focus can land on the dialog itself when it holds nothing focusable.
  set('tabindex', '-1');

  const isTop = () => stack.at(-1) === entry;
  // Outside: a press whose path misses the dialog (the inert page behind, reached through a
  // popover's backdrop), or one on a dialog's own ::backdrop, which targets the dialog.
  const outside = (event: Event) => !event.composedPath().includes(dialog) || isOnBackdrop(dialog, event);
  const focusIn = (target?: HTMLElement | null) => (target ?? tabbables(dialog)[0] ?? dialog).focus();
  let pressedOutside = false;

  const onKey = (event: KeyboardEvent) => {
    // Bubble phase and defaultPrevented: a control inside that used the key (a list closing on Escape) wins.
    if (!isTop() || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // 229: Safari ends an IME composition with a keydown that says isComposing false.
      if (event.isComposing || event.keyCode === 229) return;
      event.preventDefault();
      options.onDismiss('escape');
    } else if (event.key === 'Tab') {
      // Tab moves natively inside; only the two ends wrap (and anything outside comes back in).
      const items = tabbables(dialog);
      const first = items[0] ?? dialog;
      const last = items.at(-1) ?? dialog;
      const active = doc.activeElement;
      const away = !dialog.contains(active);
      if (event.shiftKey ? away || active === first || active === dialog : away || active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
  };
  // An outside click is a press and its release both outside, the press made while this modal was
  // on top: the click that opened it, a drag out of a text selection and a touch scroll (which
  // ends in pointercancel) do not dismiss.
  const onPress = (event: Event) => {
    pressedOutside = event.type === 'pointerdown' && isTop() && outside(event);
  };
  const onRelease = (event: Event) => {
    if (pressedOutside && isTop() && outside(event)) {
      // iOS sends no click for a tap on a plain element, so taps end on touchend; cancelling it
      // stops the emulated click, which would land on the page uncovered by the close.
      if (event.type === 'touchend') event.preventDefault();
      options.onDismiss('outside');
    }
    pressedOutside = false;
  };
  const onFocus = (event: FocusEvent) => {
    if (isTop() && outside(event)) focusIn();
  };
  const listeners: [string, EventListener, boolean][] = [
    ['keydown', onKey as EventListener, false],
    // Capture: listeners added while an event is dispatched at its target never see that event,
    // and the page's own handlers cannot stop these.
    ['pointerdown', onPress, true],
    ['pointercancel', onPress, true],
    ['click', onRelease, true],
    ['touchend', onRelease, true],
    ['focusin', onFocus as EventListener, true],
  ];
  for (const [type, listener, capture] of listeners) doc.addEventListener(type, listener, capture);

  stack.push(entry);
  sync();
  focusIn(options.initialFocus);

  return () => {
    const index = stack.indexOf(entry);
    if (index < 0) return; // already closed
    for (const [type, listener, capture] of listeners) doc.removeEventListener(type, listener, capture);
    const above = stack[index + 1];
    // Closed from under another modal (a parent unmounting first): focus stays with the one above,
    // which now hands it back where this one would have, not into this one's removed content.
    if (above && dialog.contains(above.r)) above.r = entry.r;
    stack.splice(index, 1);
    sync();
    for (const name of added) dialog.removeAttribute(name);
    if (above || !entry.r) return;
    if (entry.r.isConnected) entry.r.focus();
    else options.returnFocusFallback?.(entry.r)?.focus();
  };
}
