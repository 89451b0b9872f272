import { defineMessages } from '@talat/core';

/** The wishlist's own words for lightbox (merged into messages.ts). Thai first, English the same keys. */
export const lightboxMessages = defineMessages({
  th: {},
  en: {},
});
