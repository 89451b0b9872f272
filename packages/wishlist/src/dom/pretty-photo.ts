/**
 * The links prettyPhoto used to open (fact sheet §4.13, §4.14): `data-rel="prettyPhoto[…]"`. A
 * link to `#id` shows that hidden element in a popup (§2.10); any other link is an image for the
 * lightbox (§2.1). The first load claims them all; the session hands each to its owner.
 */
export const PRETTY_PHOTO_LINK = 'a[data-rel^="prettyPhoto"]';

/** prettyPhoto's deep-link marker (§2.1, fact sheet §4.14): `#prettyPhoto[rel]/index/`. */
export const DEEP_LINK_MARKER = '#prettyPhoto';

/** Whether the link opens an element of the page (a popup) rather than an image. */
export function isInlineLink(link: Element): boolean {
  return (link.getAttribute('href') ?? '').startsWith('#');
}
