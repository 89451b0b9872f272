import { defineMessages } from '@talat/core';

/** The sentences of the theme behaviours (issue 16), Thai first. */
export const themeMessages = defineMessages({
  th: {},
  en: {},
});
