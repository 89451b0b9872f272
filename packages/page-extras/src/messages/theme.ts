import { defineMessages } from '@talat/core';

/** The sentences of the theme behaviours (issue 16), Thai first. */
export const themeMessages = defineMessages({
  th: {
    /** The scroll-to-top button's accessible name, when the theme printed none (§2.2). */
    scrollToTop: 'กลับขึ้นด้านบนของหน้า',
  },
  en: {
    scrollToTop: 'Back to the top of the page',
  },
});
