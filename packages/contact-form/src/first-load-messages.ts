import { defineMessages } from '@talat/core';

/**
 * What the first load says itself, before the interactive chunk (and the full catalogue in
 * messages.ts, 3 bytes a Thai character) is asked for: only the misplaced-form error (§8). Each
 * entry is the full catalogue's own (first-load-messages.test.ts).
 */
export const firstLoadMessages = defineMessages({
  th: { wrongPlace: 'ข้อผิดพลาด: แบบฟอร์มติดต่อนี้ถูกวางไว้ผิดตำแหน่ง' },
  en: { wrongPlace: 'Error: This contact form is placed in the wrong place.' },
});
