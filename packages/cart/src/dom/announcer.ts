import { hideVisually } from '@talat/core';

/**
 * A page-level polite live region (like WordPress's wp.a11y.speak). It sits on <body>, outside
 * any drawer, so an announcement is heard whether the side cart is open or not; the modal leaves
 * elements marked `data-talat-live` out of its inert background.
 */
export function createAnnouncer(doc: Document): { say(text: string): void; remove(): void } {
  const region = doc.createElement('div');
  hideVisually(region);
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('data-talat-live', '');
  doc.body.append(region);
  return {
    say(text) {
      // Clearing first makes a repeated message count as a change, so it is read again.
      region.textContent = '';
      setTimeout(() => (region.textContent = text), 50);
    },
    remove: () => region.remove(),
  };
}
