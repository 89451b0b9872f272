/** Store notice: shown unless its store_notice{id} cookie is 'hidden'; dismissal; focus after 500 ms (§2.2, §4, §9 Page). To be built. Returns the undo. */
export function startStoreNotice(_doc: Document, _win: Window): (() => void) | undefined {
  return undefined;
}
