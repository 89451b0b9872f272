import { defineMessages } from '@talat/core';

/** The wishlist's own words for page-actions (merged into messages.ts). Thai first, English the same keys. */
export const pageActionsMessages = defineMessages({
  th: {},
  en: {},
});
