/**
 * What makes the side menu a modal drawer, framework free and small: in the top layer (a manual
 * popover, so a theme's overflow or z-index cannot clip or cover it), the page behind inert and
 * unscrolled, focus moved in and kept in (Tab wraps at both ends), Escape or a press outside asks
 * to close, and focus goes back on close. @talat/ui's openModal does the same for the widgets'
 * views, but importing it here would add exports to the shared runtime, which is at its budget
 * (docs/decisions.md 415).
 */
const FOCUSABLE = 'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && (el.checkVisibility?.({ visibilityProperty: true }) ?? !el.closest('[hidden]')),
  );
}

/** Shows or hides `element` in the top layer, where the Popover API exists. */
export function setInTopLayer(element: HTMLElement, open: boolean): void {
  if (typeof element.showPopover !== 'function') return;
  if (!element.hasAttribute('popover')) element.setAttribute('popover', 'manual');
  const shown = element.matches(':popover-open');
  if (open && !shown && element.isConnected) element.showPopover();
  if (!open && shown) element.hidePopover();
}

export interface DrawerOptions {
  onDismiss(): void;
  /** Focused again on close (the toggle). */
  returnFocus: HTMLElement;
}

/** Makes `panel` modal until the returned function is called, which undoes everything. */
export function openModalDrawer(panel: HTMLElement, { onDismiss, returnFocus }: DrawerOptions): () => void {
  const doc = panel.ownerDocument;
  const added: string[] = [];
  for (const [name, value] of [['role', 'dialog'], ['aria-modal', 'true'], ['tabindex', '-1']] as const) {
    if (!panel.hasAttribute(name)) {
      panel.setAttribute(name, value);
      added.push(name);
    }
  }
  // Everything beside the panel's branch, up to <body>; what the page made inert itself, and
  // page-level live regions (data-talat-live: the toasts), are left alone.
  const inerted: Element[] = [];
  for (let el: HTMLElement | null = panel; el?.parentElement && el !== doc.body; el = el.parentElement) {
    for (const sibling of el.parentElement.children) {
      if (sibling !== el && !sibling.hasAttribute('inert') && !sibling.hasAttribute('data-talat-live')) {
        sibling.setAttribute('inert', '');
        inerted.push(sibling);
      }
    }
  }
  const html = doc.documentElement;
  const saved = [doc.body.style.overflow, html.style.scrollbarGutter] as const;
  // Keep the scrollbar's room (when the page had one) so the page behind does not jump sideways.
  if ((doc.defaultView?.innerWidth ?? 0) > html.clientWidth) html.style.scrollbarGutter = 'stable';
  doc.body.style.overflow = 'hidden';

  const outside = (event: Event) => !event.composedPath().includes(panel);
  const focusIn = () => (tabbables(panel)[0] ?? panel).focus();
  let pressedOutside = false;
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && !event.isComposing) {
      event.preventDefault();
      onDismiss();
    } else if (event.key === 'Tab') {
      const items = tabbables(panel);
      const first = items[0] ?? panel;
      const last = items.at(-1) ?? panel;
      const active = doc.activeElement;
      const away = !panel.contains(active);
      if (event.shiftKey ? away || active === first || active === panel : away || active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
  };
  // A press and its release both outside (not the click that opened it, not a drag out of a selection).
  const onPress = (event: Event) => (pressedOutside = outside(event));
  const onRelease = (event: Event) => {
    if (pressedOutside && outside(event)) onDismiss();
    pressedOutside = false;
  };
  const onFocus = (event: FocusEvent) => {
    if (outside(event)) focusIn();
  };
  const listeners: Array<[string, EventListener, boolean]> = [
    ['keydown', onKey as EventListener, false],
    ['pointerdown', onPress, true],
    ['click', onRelease, true],
    ['focusin', onFocus as EventListener, true],
  ];
  for (const [type, listener, capture] of listeners) doc.addEventListener(type, listener, capture);
  focusIn();

  let open = true;
  return () => {
    if (!open) return;
    open = false;
    for (const [type, listener, capture] of listeners) doc.removeEventListener(type, listener, capture);
    for (const el of inerted) el.removeAttribute('inert');
    [doc.body.style.overflow, html.style.scrollbarGutter] = saved;
    for (const name of added) panel.removeAttribute(name);
    if (returnFocus.isConnected) returnFocus.focus();
  };
}
