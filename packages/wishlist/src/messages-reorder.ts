import { defineMessages } from '@talat/core';

/** The wishlist's own words for reorder (merged into messages.ts). Thai first, English the same keys. */
export const reorderMessages = defineMessages({
  th: {},
  en: {},
});
