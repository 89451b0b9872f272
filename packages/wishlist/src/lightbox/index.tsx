import { createTranslator } from '@talat/core';
import type { ReactElement } from 'react';
import type { WishlistSessionDeps } from '../page/deps';
import { createLightboxController } from './controller';
import { galleryOf } from './gallery';
import { windowHistory, type LightboxHistory } from './history';
import { lightboxMessages } from '../messages-lightbox';
import { lightboxMessagesOf, WishlistLightbox } from './WishlistLightbox';

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

/**
 * Starts the lightbox on the page: galleries are read from the page when one opens (so links that
 * fragments brought in count), and Back and Forward are followed from now on.
 */
export function startLightbox(deps: WishlistSessionDeps, history?: LightboxHistory): Lightbox {
  const { doc, locale } = deps;
  const controller = createLightboxController({
    history: history ?? windowHistory(doc.defaultView ?? window),
    resolve(rel, index) {
      const { images } = galleryOf(doc, rel);
      return index < images.length ? { rel, images, index } : null;
    },
  });
  return {
    open(link) {
      const rel = link.getAttribute('data-rel') ?? '';
      const gallery = galleryOf(doc, rel);
      const index = gallery.links.indexOf(link);
      if (index >= 0) controller.open({ rel, images: gallery.images, index });
    },
    openFromHash: (hash) => controller.openFromHash(hash),
    // Its words come with this chunk (messages-lightbox.ts), not with the session every listing loads.
    view: <WishlistLightbox controller={controller} messages={lightboxMessagesOf(createTranslator(lightboxMessages, locale))} locale={locale} />,
    dispose: () => controller.dispose(),
  };
}
