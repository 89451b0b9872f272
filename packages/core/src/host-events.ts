/**
 * The host events bridge (DESIGN.md "Data flows one way"). Widgets never import each other; they
 * talk through the same body events the theme and other plugins use. Each event is dispatched as a
 * native CustomEvent on document.body and, when jQuery is on the page, triggered through jQuery
 * too, because WooCommerce's own scripts and many themes only listen with `jQuery(body).on`.
 *
 * jQuery binds its handlers natively as well, so two guards keep every listener at one call per
 * event: jQuery's own `event.triggered` flag while we dispatch the native event (jQuery then
 * ignores it), and, in our jQuery listener, skipping events that came from a native dispatch
 * (they carry `originalEvent`; our native listener already has them).
 */

interface JQueryEventLike {
  originalEvent?: Event;
}

export interface JQueryLike {
  (target: unknown): {
    trigger(name: string, args?: unknown[]): unknown;
    on(name: string, handler: (event: JQueryEventLike, ...args: unknown[]) => void): unknown;
    off(name: string, handler: (event: JQueryEventLike, ...args: unknown[]) => void): unknown;
  };
  event?: { triggered?: string | undefined };
}

function jQueryOnPage(): JQueryLike | undefined {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : undefined;
}

/** Set while we trigger through jQuery, so our own native-plus-jQuery listeners hear it once. */
let emittingThroughJQuery = false;

/**
 * Emits `name` with `args`. Native listeners get `event.detail = args`; jQuery listeners get the
 * arguments spread after the event, exactly as `jQuery(body).trigger(name, args)` delivers them.
 * `jQueryArgs` replaces `args` for jQuery listeners when they expect jQuery objects (WooCommerce's
 * `added_to_cart` passes the button as `$button`, and themes call `.data()` on it).
 */
export function emitHostEvent(name: string, args: unknown[] = [], jQueryArgs?: (jq: JQueryLike) => unknown[]): void {
  if (typeof document === 'undefined') return;
  const $ = jQueryOnPage();
  if ($?.event) $.event.triggered = name;
  try {
    document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: args }));
  } finally {
    if ($?.event) $.event.triggered = undefined;
  }
  if (!$) return;
  emittingThroughJQuery = true;
  try {
    $(document.body).trigger(name, jQueryArgs ? jQueryArgs($) : args);
  } finally {
    emittingThroughJQuery = false;
  }
}

/**
 * Listens to `name` whichever way it is raised: a native CustomEvent (ours or another script's) or a
 * jQuery-only trigger from WooCommerce or another plugin. Returns the function that stops listening.
 */
export function onHostEvent(name: string, listener: (args: unknown[]) => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const nativeListener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    listener(Array.isArray(detail) ? detail : detail === undefined || detail === null ? [] : [detail]);
  };
  document.body.addEventListener(name, nativeListener);
  const $ = jQueryOnPage();
  const jQueryListener = (event: JQueryEventLike, ...args: unknown[]) => {
    if (!emittingThroughJQuery && !event.originalEvent) listener(args);
  };
  $?.(document.body).on(name, jQueryListener);
  return () => {
    document.body.removeEventListener(name, nativeListener);
    $?.(document.body).off(name, jQueryListener);
  };
}
