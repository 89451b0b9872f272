import type { Translate } from '@talat/core';
import type { RestMessageKey } from '@talat/core';
import type { ResponseMessage } from '../controller/contact-form-controller';
import type { ContactFormTranslate } from '../messages';

export interface ContactFormTexts {
  t: ContactFormTranslate;
  /** §8 REST client messages in the page's language. */
  rest: Translate<RestMessageKey>;
}

/** The words of the response output for a message. */
export function messageText(message: ResponseMessage | null, texts: ContactFormTexts): string {
  if (!message) return '';
  if (message.kind === 'server') return message.text;
  switch (message.key) {
    case 'httpError':
      return texts.t('httpError', { status: message.status });
    case 'noReply':
      return texts.t('noReply');
    default:
      return texts.rest(message.key);
  }
}
