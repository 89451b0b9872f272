import { defineMessages } from '@talat/core';

/**
 * The one sentence the first load says itself: the print window's text while the document is
 * fetched (§2.8 step 1, §8 Order documents 'Loading'). Everything else waits for the lazy chunk.
 */
export const firstLoadMessages = defineMessages({
  th: { generating: 'กำลังสร้างเอกสาร...' },
  en: { generating: 'Generating document...' },
});
