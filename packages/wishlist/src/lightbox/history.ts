/** The browser history as the lightbox uses it (§2.1 deep links); tests pass a fake. */
export interface LightboxHistory {
  /** The current URL's hash, `#…` or ''. */
  hash(): string;
  /** A new entry with `hash`, marked as the lightbox's own, so Back closes the lightbox. */
  push(hash: string): void;
  /** Swaps the current entry's hash (null: no hash) and keeps its state. */
  replace(hash: string | null): void;
  /** Whether the current entry is one `push` made (so leaving it is a Back, not a new entry). */
  ownsEntry(): boolean;
  back(): void;
  /** Back and Forward (popstate); returns the removal. */
  onPop(listener: () => void): () => void;
}

// The mark on our entries' state. Another script's state is never ours, so closing never goes back
// past a page the shopper did not open the lightbox from.
const OWN = 'talatLightbox';

export function windowHistory(win: Window): LightboxHistory {
  const { history, location } = win;
  const url = (hash: string | null) => `${location.pathname}${location.search}${hash ?? ''}`;
  return {
    hash: () => location.hash,
    push: (hash) => history.pushState({ [OWN]: true }, '', url(hash)),
    replace: (hash) => history.replaceState(history.state, '', url(hash)),
    ownsEntry: () => (history.state as Record<string, unknown> | null)?.[OWN] === true,
    back: () => history.back(),
    onPop(listener) {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
  };
}
