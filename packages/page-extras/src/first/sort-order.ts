/** Sort order: the listing's sort select submits its form at once (§2.4). To be built. Returns the undo. */
export function startSortOrder(_doc: Document): (() => void) | undefined {
  return undefined;
}
