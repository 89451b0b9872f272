import { atom, type ReadableAtom } from '@talat/core';
import type { ReactElement } from 'react';

/** A part of the session that a page rarely needs (the lightbox, the popups): its view and its stop. */
export interface SessionPart {
  view: ReactElement | null;
  dispose(): void;
}

export interface LazyPart<T extends SessionPart> {
  /** Loads and starts the part once; later calls get the same one. Rejects when its chunk cannot load. */
  get(): Promise<T>;
  dispose(): void;
}

/** The views of the parts started so far, which the session's root renders next to the notice. */
export interface PartViews {
  $views: ReadableAtom<readonly ReactElement[]>;
  add(view: ReactElement): void;
}

export function createPartViews(): PartViews {
  const $views = atom<readonly ReactElement[]>([]);
  return { $views, add: (view) => $views.set([...$views.get(), view]) };
}

/**
 * A part in a lazy chunk of its own (DESIGN.md "Three layers"): nothing of it is fetched until the
 * shopper first needs it, so a listing with wishlist buttons does not load the lightbox or the
 * popups. Once loaded it starts once, puts its view in `views`, and stops with the session, also
 * when the session stopped while the chunk was on its way. A failed load can be tried again.
 */
export function lazyPart<T extends SessionPart>(load: () => Promise<T>, views: PartViews): LazyPart<T> {
  let started: Promise<T> | undefined;
  let alive = true;
  return {
    get() {
      started ??= load().then(
        (part) => {
          if (!alive) {
            part.dispose();
            throw new Error('[Talat] wishlist: stopped');
          }
          if (part.view) views.add(part.view);
          return part;
        },
        (error: unknown) => {
          started = undefined;
          throw error;
        },
      );
      return started;
    },
    dispose() {
      alive = false;
      void started?.then((part) => part.dispose(), () => undefined);
    },
  };
}
