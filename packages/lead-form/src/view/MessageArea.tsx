import type { RestMessageKey, Translate } from '@talat/core';
import { LiveRegion, useStore } from '@talat/ui';
import type { LeadFormController, LeadFormNoticeKey } from '../controller/lead-form-controller';
import type { LeadFormMessageKey, LeadFormTranslate } from '../messages';

export interface MessageAreaProps {
  controller: Pick<LeadFormController, '$message' | '$busy'>;
  t: LeadFormTranslate;
  /** The §8 REST messages, for a request that failed. */
  rest: Translate<RestMessageKey>;
}

const REST_KEYS: readonly string[] = ['fetch_error', 'timeout', 'invalid_json', 'unknown_error', 'post_process'] satisfies RestMessageKey[];

function noticeText(key: LeadFormNoticeKey, t: LeadFormTranslate, rest: Translate<RestMessageKey>): string {
  return REST_KEYS.includes(key) ? rest(key as RestMessageKey) : t(key as LeadFormMessageKey);
}

/**
 * The form's message area (`.leadform-show-message-form-{id}`). Both live regions are there from
 * the start and only their text changes, because screen readers ignore regions that appear filled:
 * errors in a visible role="alert", progress and success in a hidden role="status".
 */
export function MessageArea({ controller, t, rest }: MessageAreaProps) {
  const message = useStore(controller.$message);
  const busy = useStore(controller.$busy);
  const error = message?.kind === 'error' ? noticeText(message.key, t, rest) : '';
  const status = busy ? t('sending') : message?.kind === 'success' ? noticeText(message.key, t, rest) : '';
  return (
    <>
      <div className="talat-lead-form__error" role="alert">
        {error}
      </div>
      <LiveRegion message={status} />
    </>
  );
}
