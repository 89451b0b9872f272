import type { ReactElement } from 'react';
import type { WishlistPageDeps } from '../page/deps';

/** The lightbox that replaces prettyPhoto for images (§2.1, §8 Lightbox, §9 Other). */
export interface Lightbox {
  /** Opens the image link's gallery at that link (a claimed click). */
  open(link: HTMLAnchorElement): void;
  /** Opens what a `#prettyPhoto[rel]/index/` hash names; false when it names nothing on the page. */
  openFromHash(hash: string): boolean;
  /** Rendered once by the session, next to the floating notice. */
  view: ReactElement | null;
  dispose(): void;
}

// Placeholder seam: the lightbox's work (issue 13) fills this in.
export function startLightbox(_deps: WishlistPageDeps): Lightbox {
  return { open: () => undefined, openFromHash: () => false, view: null, dispose: () => undefined };
}
