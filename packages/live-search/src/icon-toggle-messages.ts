import { defineMessages } from '@talat/core';

/** What the search icon says (§2.3): on its own, because the first load needs it (icon-mode.ts). */
export const iconToggleMessages = defineMessages({
  th: {
    open: 'เปิดช่องค้นหา',
    close: 'ปิดช่องค้นหา',
  },
  en: {
    open: 'Open search',
    close: 'Close search',
  },
});
