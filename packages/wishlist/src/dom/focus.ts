/** `element`, made focusable when it is not (a table, a list, a container). */
export function focusable<T extends HTMLElement | null | undefined>(element: T): T {
  if (element && element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

/** Focuses `element`, making it focusable first when it is not. */
export function focusOn(element: HTMLElement | null | undefined): void {
  focusable(element)?.focus();
}

/** The first link or enabled button inside `container`: where focus goes when what had it was replaced. */
export function firstControlIn(container: ParentNode | null | undefined): HTMLElement | null {
  return container?.querySelector<HTMLElement>('a[href], button:not(:disabled)') ?? null;
}
