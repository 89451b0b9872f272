/** Preloader: hidden 2000 ms after load, or at the first interaction (§2.2, §9 Page). To be built. Returns the undo. */
export function startPreloader(_doc: Document, _win: Window): (() => void) | undefined {
  return undefined;
}
