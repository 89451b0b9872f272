import { useStore } from '@talat/ui';
import type { ReadableAtom } from '@talat/core';
import type { ResponseMessage } from '../controller/contact-form-controller';
import { messageText, type ContactFormTexts } from './message-text';

/** The visible response output; the screen-reader region says the same words. */
export function ResponseOutput({ $message, texts }: { $message: ReadableAtom<ResponseMessage | null>; texts: ContactFormTexts }) {
  return <>{messageText(useStore($message), texts)}</>;
}
