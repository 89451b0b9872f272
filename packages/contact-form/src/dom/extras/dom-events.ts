/** Small event plumbing shared by the form extras: every setup hands back one teardown. */

export type Teardown = () => void;

export function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): Teardown {
  target.addEventListener(type, handler, options);
  return () => target.removeEventListener(type, handler, options);
}

/**
 * Runs `afterReset` once the form's controls hold their reset values. The browser fires `reset`
 * before it restores the defaults (the restore is the event's default action), so reading the
 * controls inside the handler would see the old values: wait for the next task instead.
 */
export function onFormReset(form: HTMLFormElement, afterReset: () => void): Teardown {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const stopListening = listen(form, 'reset', () => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      afterReset();
    }, 0);
    pending.add(timer);
  });
  return () => {
    stopListening();
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
  };
}

/** Runs the teardowns in reverse order, so later setups are undone before the ones they built on. */
export function combineTeardowns(teardowns: readonly Teardown[]): Teardown {
  return () => {
    for (const teardown of [...teardowns].reverse()) teardown();
  };
}
