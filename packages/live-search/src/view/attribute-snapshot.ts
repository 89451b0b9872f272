/**
 * Remembers every attribute of server elements before the widget changes them, so unmounting hands
 * back exactly the markup WordPress printed (no stray role or aria-expanded on a plain form).
 */
export function snapshotAttributes(elements: ReadonlyArray<Element | null>): () => void {
  const saved = elements.map((element) => [element, Array.from(element?.attributes ?? [], ({ name, value }) => [name, value])] as const);
  return () => {
    for (const [element, attributes] of saved) {
      if (!element) continue;
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name!, value!);
    }
  };
}
