import type { ReadableAtom } from '@talat/core';
import { captchaIsStale, type CaptchaState } from '../controller/captcha-state';
import { fieldWraps, focusableControls } from './field-wraps';
import type { ContactFormHost } from './form-host';

/** One captcha of the form: CF7's picture (printed outside any wrap) and the boxes its letters go in. */
export interface CaptchaParts {
  image: HTMLImageElement;
  answers: HTMLElement[];
  /** The id of the notice beside the picture, which the answer boxes name in `aria-describedby`. */
  noticeId: string;
}

const IMAGE_CLASS_PREFIX = 'wpcf7-captcha-';

/** Every captcha picture with its answer boxes (CF7 names the picture's class after the tag, without ':'). */
export function findCaptchas(host: ContactFormHost): CaptchaParts[] {
  return [...host.form.querySelectorAll<HTMLImageElement>('img.wpcf7-captchac')].map((image, index) => {
    const name = [...image.classList].find((c) => c.startsWith(IMAGE_CLASS_PREFIX))?.slice(IMAGE_CLASS_PREFIX.length) ?? '';
    const wraps = fieldWraps(host.form).filter((wrap) => name !== '' && (wrap.dataset.name ?? '').replaceAll(':', '') === name);
    return { image, answers: wraps.flatMap(focusableControls), noticeId: `${host.unitTag}-captcha-notice-${index + 1}` };
  });
}

function setDescribedBy(element: Element, id: string, present: boolean): void {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== id);
  if (present) ids.push(id);
  if (ids.length > 0) element.setAttribute('aria-describedby', ids.join(' '));
  else element.removeAttribute('aria-describedby');
}

/**
 * A stale picture is never shown as a broken image: while the first refill is on its way it keeps
 * its room but is invisible (no shift when it arrives); once the shopper is told about a problem it
 * is removed and the notice stands in its place. The answer boxes are described by the notice.
 */
export function bindCaptchaMarks(captchas: CaptchaParts[], $captcha: ReadableAtom<CaptchaState>, hasNotice: (state: CaptchaState) => boolean): () => void {
  const mark = (state: CaptchaState | undefined) => {
    const stale = state !== undefined && captchaIsStale(state);
    const told = state !== undefined && (state.state === 'failed' || (state.state === 'loading' && state.shown));
    for (const { image, answers, noticeId } of captchas) {
      image.classList.toggle('talat-cf-captcha-waiting', stale && !told);
      image.classList.toggle('talat-cf-captcha-gone', told);
      image.hidden = told;
      for (const answer of answers) setDescribedBy(answer, noticeId, state !== undefined && hasNotice(state));
    }
  };
  const stop = $captcha.subscribe(mark);
  return () => {
    stop();
    mark(undefined);
  };
}
