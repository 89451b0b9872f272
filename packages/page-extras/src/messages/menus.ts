import { defineMessages } from '@talat/core';

/** The sentences of the menus behaviours (issue 16), Thai first. */
export const menusMessages = defineMessages({
  th: {},
  en: {},
});
