import type { LightboxImage } from '@talat/ui';
import { isInlineLink, PRETTY_PHOTO_LINK } from '../dom/pretty-photo';

/** One gallery of image links: every link with the same `data-rel`, in document order (prettyPhoto's grouping). */
export interface Gallery {
  rel: string;
  links: HTMLAnchorElement[];
  images: LightboxImage[];
}

/**
 * The gallery of `rel`. The rel is compared as text, never put into a selector, so a hostile
 * deep link cannot change what is matched. Links to `#id` are popups, not images: left out.
 */
export function galleryOf(doc: Document, rel: string): Gallery {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(PRETTY_PHOTO_LINK)].filter((link) => link.getAttribute('data-rel') === rel && !isInlineLink(link));
  return { rel, links, images: links.map(imageOf) };
}

/**
 * What the lightbox shows for a link: its URL only when it is http(s) (a `javascript:` or `data:`
 * href shows the §8 failure instead), its caption from the title as prettyPhoto did, else the
 * thumbnail's alt. Both are read as text.
 */
export function imageOf(link: HTMLAnchorElement): LightboxImage {
  const alt = link.querySelector('img')?.getAttribute('alt')?.trim() ?? '';
  const title = link.getAttribute('title')?.trim() ?? '';
  return { src: /^https?:/i.test(link.href) ? link.href : '', alt: alt || title, caption: title || alt };
}
