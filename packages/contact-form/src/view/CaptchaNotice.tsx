import { useStore } from '@talat/ui';
import type { ReadableAtom } from '@talat/core';
import type { CaptchaState } from '../controller/captcha-state';
import { captchaText, type ContactFormTexts } from './message-text';

export interface CaptchaNoticeProps {
  $captcha: ReadableAtom<CaptchaState>;
  texts: ContactFormTexts;
  noticeId: string;
  onRetry(): void;
}

/**
 * Beside the captcha picture, in its place when it could not be renewed (issue 11, part 6): what
 * went wrong and a button that asks again. The words are a polite live region, rendered from the
 * start so a change is announced; the button stays put (marked busy) while the new picture loads,
 * so it never jumps away from a pointer or loses focus.
 */
export function CaptchaNotice({ $captcha, texts, noticeId, onRetry }: CaptchaNoticeProps) {
  const state = useStore($captcha);
  const text = captchaText(state, texts);
  const retry = state.state === 'failed' || (state.state === 'loading' && state.shown);
  const busy = state.state === 'loading';
  return (
    <>
      <span className="talat-cf-captcha-text" id={noticeId} role="status" aria-live="polite">
        {text}
      </span>
      {retry && (
        <>
          {' '}
          <button
            type="button"
            className="talat-cf-captcha-retry"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => {
              if (!busy) onRetry();
            }}
          >
            {texts.t('captchaRetry')}
          </button>
        </>
      )}
    </>
  );
}
