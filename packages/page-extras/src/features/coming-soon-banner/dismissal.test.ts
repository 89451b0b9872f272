import { TalatRequestError } from '@talat/client';
import { describe, expect, it, vi } from 'vitest';
import { createDismissal, failureMessage } from './dismissal';

// §4 Coming-soon banner: shown -> hidden, after the dismissal is saved. The save is handed in, so
// the machine runs in Node with a hand-released fake call.

function deferredSave() {
  const calls: Array<{ resolve: () => void; reject: (error: unknown) => void; signal: AbortSignal | undefined }> = [];
  const save = vi.fn(
    (options: { signal?: AbortSignal }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject, signal: options.signal });
      }),
  );
  return { save, calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coming-soon banner dismissal', () => {
  it('shown -> saving -> hidden only after the save answers', async () => {
    const { save, calls } = deferredSave();
    const dismissal = createDismissal(save);
    expect(dismissal.state.get()).toEqual({ status: 'shown' });
    dismissal.dismiss();
    expect(dismissal.state.get()).toEqual({ status: 'saving' });
    await settle();
    expect(dismissal.state.get()).toEqual({ status: 'saving' });
    calls[0]!.resolve();
    await settle();
    expect(dismissal.state.get()).toEqual({ status: 'hidden' });
  });

  it('a second press while saving sends nothing more; none after it is hidden', async () => {
    const { save, calls } = deferredSave();
    const dismissal = createDismissal(save);
    dismissal.dismiss();
    dismissal.dismiss();
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await settle();
    dismissal.dismiss();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the banner with the reason, and a retry saves again', async () => {
    const { save, calls } = deferredSave();
    const dismissal = createDismissal(save);
    dismissal.dismiss();
    calls[0]!.reject(new TalatRequestError({ kind: 'http', status: 500, message: 'HTTP 500' }));
    await settle();
    expect(dismissal.state.get()).toEqual({ status: 'failed', message: 'comingSoonFailed' });
    dismissal.dismiss();
    expect(dismissal.state.get()).toEqual({ status: 'saving' });
    calls[1]!.resolve();
    await settle();
    expect(dismissal.state.get()).toEqual({ status: 'hidden' });
  });

  it('a late answer after dispose changes nothing, and the call is aborted', async () => {
    const { save, calls } = deferredSave();
    const dismissal = createDismissal(save);
    dismissal.dismiss();
    dismissal.dispose();
    expect(calls[0]!.signal?.aborted).toBe(true);
    calls[0]!.resolve();
    await settle();
    expect(dismissal.state.get()).toEqual({ status: 'saving' });
    dismissal.dismiss();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a late failure after dispose is silent too', async () => {
    const { save, calls } = deferredSave();
    const dismissal = createDismissal(save);
    dismissal.dismiss();
    dismissal.dispose();
    calls[0]!.reject(new TalatRequestError({ kind: 'aborted', message: 'aborted' }));
    await settle();
    expect(dismissal.state.get()).toEqual({ status: 'saving' });
  });
});

describe('failureMessage: every failure kind has its Thai reason', () => {
  it.each([
    [new TalatRequestError({ kind: 'network', message: 'Failed to fetch' }), 'comingSoonOffline'],
    [new TalatRequestError({ kind: 'timeout', message: 'timed out' }), 'comingSoonTimeout'],
    [new TalatRequestError({ kind: 'http', status: 500, message: 'HTTP 500' }), 'comingSoonFailed'],
    [new TalatRequestError({ kind: 'invalid-json', message: 'junk' }), 'comingSoonFailed'],
    [new TalatRequestError({ kind: 'server', code: 'rest_cookie_invalid_nonce', status: 403, message: 'refused again' }), 'comingSoonExpired'],
    [new Error('anything else'), 'comingSoonFailed'],
  ])('%s -> %s', (error, key) => {
    expect(failureMessage(error)).toBe(key);
  });
});
