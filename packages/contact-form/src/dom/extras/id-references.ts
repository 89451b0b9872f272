/** ID plumbing for ARIA relations (aria-describedby, aria-labelledby) that we add and later undo. */

let nextIdNumber = 0;

/**
 * Gives the element an id when it has none. Returns the id and whether we created it, so a
 * teardown can take back only what it added.
 */
export function ensureId(element: Element, prefix: string): { id: string; created: boolean } {
  if (element.id) return { id: element.id, created: false };
  const doc = element.ownerDocument;
  let id: string;
  do {
    nextIdNumber += 1;
    id = `${prefix}-${nextIdNumber}`;
  } while (doc.getElementById(id));
  element.id = id;
  return { id, created: true };
}

function idTokens(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
}

/** Appends `id` to an id-list attribute; returns false when it was already there (nothing to undo). */
export function addIdReference(element: Element, attribute: string, id: string): boolean {
  const tokens = idTokens(element, attribute);
  if (tokens.includes(id)) return false;
  element.setAttribute(attribute, [...tokens, id].join(' '));
  return true;
}

/** Removes `id` from an id-list attribute, dropping the attribute when nothing is left. */
export function removeIdReference(element: Element, attribute: string, id: string): void {
  const remaining = idTokens(element, attribute).filter((token) => token !== id);
  if (remaining.length > 0) element.setAttribute(attribute, remaining.join(' '));
  else element.removeAttribute(attribute);
}
