import type { Translate } from '@talat/core';
import type { RestMessageKey } from '@talat/core';
import type { CaptchaState } from '../controller/captcha-state';
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

/** The captcha notice's words for a state (issue 11, part 6); '' when there is nothing to say. */
export function captchaText(captcha: CaptchaState, texts: ContactFormTexts): string {
  const { t } = texts;
  let text: string;
  switch (captcha.state) {
    case 'fresh':
      return '';
    case 'ready':
      return t(captcha.held ? 'captchaReadyHeld' : 'captchaReady');
    case 'loading':
      if (!captcha.shown) return '';
      text = t('captchaLoading');
      break;
    case 'failed':
      text = captcha.problem.key === 'captchaHttp' ? t('captchaHttp', { status: captcha.problem.status }) : t(captcha.problem.key);
      break;
  }
  return captcha.held ? t('captchaNotSent', { problem: text }) : text;
}
