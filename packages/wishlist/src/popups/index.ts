import { createElement, type ReactElement } from 'react';
import type { WishlistSessionDeps } from '../page/deps';
import { createPopupsController, type PopupAdding, type PopupsOptions } from './controller';
import { PopupsView } from './PopupsView';

export type { PopupAdding, PopupsOptions } from './controller';

/** The wishlist's popups of §2.10 (add, ask an estimate, create, move), on @talat/ui's Popup. */
export interface WishlistPopups {
  /** Opens the popup a claimed `a[data-rel^="prettyPhoto"][href^="#"]` link names. */
  open(link: HTMLAnchorElement): void;
  /** Rendered once by the session, next to the floating notice. */
  view: ReactElement | null;
  dispose(): void;
}

export function startPopups(deps: WishlistSessionDeps, adding: PopupAdding, options: PopupsOptions = {}): WishlistPopups {
  const controller = createPopupsController(deps, adding, options);
  const { config } = deps;
  return {
    open: (link) => controller.open(link),
    view: createElement(PopupsView, {
      controller,
      closeAfterMs: config.autoClosePopup ? config.popupCloseMs : null,
      locale: deps.locale,
    }),
    dispose: () => controller.dispose(),
  };
}
