import { TalatRequestError } from '@talat/client';
import { describe, expect, it, vi } from 'vitest';
import { createSubmitController, type ConfirmReply } from './submit-controller';

// §4 Payment confirmation form: idle → loading → success | errors, and every failure (§8).

function deferred() {
  let resolve!: (reply: ConfirmReply) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<ConfirmReply>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup() {
  const call = deferred();
  const seen: Array<{ form: FormData; signal: AbortSignal; onUploadProgress: (loaded: number, total: number) => void }> = [];
  const controller = createSubmitController({
    confirm: (form, options) => {
      seen.push({ form, ...options });
      return call.promise;
    },
  });
  return { controller, call, seen };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment submit controller', () => {
  it('goes loading, sends the form once, and refuses a second submit while loading', () => {
    const { controller, seen } = setup();
    const form = new FormData();
    expect(controller.submit(form)).toBe(true);
    expect(controller.state.get()).toEqual({ status: 'loading', percent: null });
    expect(controller.submit(new FormData())).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.form).toBe(form);
  });

  it('shows the upload percentage and announces only each quarter', () => {
    const { controller, seen } = setup();
    controller.submit(new FormData());
    const announced: Array<number | null> = [];
    controller.announcedPercent.listen((value) => announced.push(value));
    const progress = seen[0]?.onUploadProgress as (loaded: number, total: number) => void;
    for (const loaded of [10, 20, 24, 25, 26, 49, 50, 74, 99, 100]) progress(loaded, 100);
    expect(controller.state.get()).toEqual({ status: 'loading', percent: 100 });
    // 10..24 say 0 once, 25..49 say 25, 50..74 say 50, 99 says 75, 100 says 100.
    expect(announced).toEqual([0, 25, 50, 75, 100]);
  });

  it('an empty errors object (the client turns PHP [] and {} into it) is success with the message', async () => {
    const { controller, call } = setup();
    controller.submit(new FormData());
    call.resolve({ errors: {}, success: '<p>ok</p>' });
    await flush();
    expect(controller.state.get()).toEqual({ status: 'success', message: '<p>ok</p>' });
  });

  it('per-field errors end in the errors state with every key', async () => {
    const { controller, call } = setup();
    controller.submit(new FormData());
    call.resolve({ errors: { phone: 'กรอกเบอร์โทร', attachment: 'อัปโหลดไม่ได้' } });
    await flush();
    expect(controller.state.get()).toEqual({ status: 'errors', errors: { phone: 'กรอกเบอร์โทร', attachment: 'อัปโหลดไม่ได้' } });
  });

  it.each([
    ['network', new TalatRequestError({ kind: 'network', message: 'x' }), 'network'],
    ['timeout', new TalatRequestError({ kind: 'timeout', message: 'x' }), 'timeout'],
    ['http 500', new TalatRequestError({ kind: 'http', status: 500, message: 'x' }), 'server'],
    ['junk JSON', new TalatRequestError({ kind: 'invalid-json', message: 'x' }), 'junk'],
    ['anything else', new Error('x'), 'server'],
  ])('a %s failure ends in failed with its reason, and a new submit is allowed', async (_label, error, reason) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { controller, call } = setup();
    controller.submit(new FormData());
    call.reject(error);
    await flush();
    expect(controller.state.get()).toEqual({ status: 'failed', reason });
    expect(controller.submit(new FormData())).toBe(true);
    quiet.mockRestore();
  });

  it('cancel aborts the upload, says cancelled, and a late reply changes nothing', async () => {
    const { controller, call, seen } = setup();
    controller.submit(new FormData());
    controller.cancel();
    expect(seen[0]?.signal.aborted).toBe(true);
    expect(controller.state.get()).toEqual({ status: 'cancelled' });
    call.resolve({ errors: {}, success: 'late' });
    await flush();
    expect(controller.state.get()).toEqual({ status: 'cancelled' });
  });

  it('cancel then submit again: the first call’s late abort or late reply never overwrites the second', async () => {
    const calls = [deferred(), deferred(), deferred(), deferred()];
    const signals: AbortSignal[] = [];
    const controller = createSubmitController({
      confirm: (_form, options) => {
        signals.push(options.signal);
        return calls[signals.length - 1]!.promise;
      },
    });
    controller.submit(new FormData());
    controller.cancel();
    expect(controller.submit(new FormData())).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    // The cancelled call settles only now (a transport that rejects after a task, as fetch does).
    calls[0]!.reject(new TalatRequestError({ kind: 'aborted', message: 'Aborted' }));
    await flush();
    expect(controller.state.get()).toEqual({ status: 'loading', percent: null });
    expect(controller.submit(new FormData())).toBe(false);
    calls[1]!.resolve({ errors: { phone: 'กรอกเบอร์โทร' } });
    await flush();
    expect(controller.state.get()).toEqual({ status: 'errors', errors: { phone: 'กรอกเบอร์โทร' } });

    // And a cancelled call whose reply still arrives after a new submit: ignored too.
    controller.submit(new FormData());
    controller.cancel();
    controller.submit(new FormData());
    calls[2]!.resolve({ errors: {}, success: 'late' });
    await flush();
    expect(controller.state.get()).toEqual({ status: 'loading', percent: null });
  });

  it('an abort the form did not ask for (no cancel) still ends in cancelled, and a new submit is allowed', async () => {
    const { controller, call } = setup();
    controller.submit(new FormData());
    call.reject(new TalatRequestError({ kind: 'aborted', message: 'Aborted' }));
    await flush();
    expect(controller.state.get()).toEqual({ status: 'cancelled' });
    expect(controller.submit(new FormData())).toBe(true);
  });
});
