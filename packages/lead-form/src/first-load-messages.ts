import { defineMessages } from '@talat/core';

/**
 * What the first load says itself, before the interactive chunk (and the full catalogue in
 * messages.ts, 3 bytes a Thai character) is in: only that the form was not sent when the chunk
 * cannot load. Each entry is the full catalogue's own (first-load-messages.test.ts).
 */
export const firstLoadMessages = defineMessages({
  th: { notSent: 'ส่งข้อมูลไม่สำเร็จ กรุณาลองส่งอีกครั้ง' },
  en: { notSent: 'The form could not be sent. Please try again.' },
});
