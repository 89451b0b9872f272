import { defineMessages } from '@talat/core';

/** The wishlist's own words for popups (merged into messages.ts). Thai first, English the same keys. */
export const popupsMessages = defineMessages({
  th: {},
  en: {},
});
