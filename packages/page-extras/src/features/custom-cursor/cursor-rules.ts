/**
 * The controls over which the system cursor always stays (a caret to place text, a native list),
 * and where the decorative cursor hides so there are never two pointers.
 */
/** An editable region: the text inside it is text entry too. */
export const EDITABLE = '[contenteditable]:not([contenteditable=false])';

export const TEXT_ENTRY = `input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio],[type=range],[type=color],[type=file],[type=image]),textarea,select,${EDITABLE}`;

/**
 * Whether the custom cursor may run (§1 Page extras; issue 16): only for a fine pointer (a mouse
 * or trackpad; never on touch screens, whose "pointer" has no hover position) and never with
 * `prefers-reduced-motion: reduce` (a trailing follower is motion).
 */
export function customCursorAllowed(win: Window): boolean {
  if (typeof win.matchMedia !== 'function') return false;
  return win.matchMedia('(pointer: fine)').matches && !win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether the pointer is over a control that keeps the system cursor. */
export function overTextEntry(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TEXT_ENTRY) !== null;
}

/**
 * Embedded documents (a map, a video, a payment field): over them the pointer events go to their
 * own document, which shows its own cursor, so the follower hides on entering them.
 */
export const EMBEDDED_DOCUMENT = 'iframe,embed,object';
