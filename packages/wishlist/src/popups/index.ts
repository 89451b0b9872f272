import type { ReactElement } from 'react';
import type { WishlistPageDeps } from '../page/deps';

/** The wishlist's popups of §2.10 (add, ask an estimate, create, move), on @talat/ui's Popup. */
export interface WishlistPopups {
  /** Opens the popup a claimed `a[data-rel^="prettyPhoto"][href^="#"]` link names. */
  open(link: HTMLAnchorElement): void;
  /** Rendered once by the session, next to the floating notice. */
  view: ReactElement | null;
  dispose(): void;
}

// Placeholder seam: the popups' work (issue 13) fills this in.
export function startPopups(_deps: WishlistPageDeps): WishlistPopups {
  return { open: () => undefined, view: null, dispose: () => undefined };
}
