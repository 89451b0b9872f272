/**
 * Remembers attributes of server elements before the widget changes them, so unmounting hands
 * back exactly the markup WordPress printed (no stray role or aria-expanded on a plain form).
 */
export function snapshotAttributes(entries: ReadonlyArray<readonly [Element | null, readonly string[]]>): () => void {
  const saved = entries.flatMap(([element, names]) => (element ? names.map((name) => [element, name, element.getAttribute(name)] as const) : []));
  return () => {
    for (const [element, name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}
