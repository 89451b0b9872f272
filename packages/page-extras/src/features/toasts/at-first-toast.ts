import { loadChunk, onHostEvent } from '@talat/core';
import type { PageExtra } from '../../context';
import { TOAST_EVENT } from '../markup';
import { readToastDetail, type ToastDetail } from './detail';

type ToastsChunk = typeof import('./index');

const importToasts = () => import('./index');

/**
 * The toasts have no markup of their own to wait for: any script may ask for one at any time. So
 * the page extras listen for `talat:toast` from the start, and fetch the toasts' chunk (its stack,
 * its styles and the base styles that come with the runtime) at the first toast asked for, not on
 * every page that never shows one (issue 30). Toasts asked for while it loads are shown, in order,
 * once it is in; if it cannot load they are dropped with one console error (a toast only repeats
 * what its widget already shows).
 */
export function toastsAtFirstToast(load: () => Promise<ToastsChunk> = importToasts): PageExtra {
  return (context) => {
    let toasts: ReturnType<ToastsChunk['createToasts']> | undefined;
    let stopped = false;
    const waiting: Array<Required<ToastDetail>> = [];
    const stop = onHostEvent(TOAST_EVENT, (args) => {
      const detail = readToastDetail(args);
      if (!detail) return;
      if (toasts) return toasts.show(detail);
      waiting.push(detail);
      if (waiting.length > 1) return;
      loadChunk(load).then(
        (chunk) => {
          if (stopped) return;
          toasts = chunk.createToasts(context);
          for (const next of waiting.splice(0)) toasts.show(next);
        },
        (error: unknown) => {
          waiting.length = 0;
          console.error('[Talat] page-extras: the toasts could not load', error);
        },
      );
    });
    return () => {
      stopped = true;
      stop();
      toasts?.dispose();
    };
  };
}

export const startToastsAtFirstToast: PageExtra = toastsAtFirstToast();
