import { describe, expect, it, vi } from 'vitest';
import { TalatRequestError, type CallOptions } from '@talat/client';
import { createLeadFormController, type LeadFormControllerOptions } from './lead-form-controller';

const FDATA = 'name_1=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2&hidden_field=301';

/** A reply the test releases by hand, to look at the state while the request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<LeadFormControllerOptions> = {}) {
  const options = {
    verifyCaptcha: vi.fn<LeadFormControllerOptions['verifyCaptcha']>(async () => 'Yes'),
    save: vi.fn<LeadFormControllerOptions['save']>(async () => 'inserted'),
    serialize: vi.fn(() => FDATA),
    nonce: 'nonce-123',
    captchaEnabled: false,
    captchaResponse: vi.fn(() => 'g-token'),
    resetCaptcha: vi.fn(),
    checkTerms: vi.fn(() => true),
    redirectUrl: vi.fn(() => ''),
    navigate: vi.fn(),
    ...overrides,
  };
  const controller = createLeadFormController(options);
  const busy: boolean[] = [];
  controller.$busy.listen((value) => busy.push(value));
  return { controller, options, busy };
}

const signalOf = (call: { mock: { calls: unknown[][] } }) => (call.mock.calls[0]?.[1] as CallOptions | undefined)?.signal;

describe('§4 Lead form — captcha disabled', () => {
  it('idle → submitting → sent: saves {fdata, _wpnonce} with a signal, and is busy only while in flight', async () => {
    const reply = deferred<string>();
    const { controller, options, busy } = setup({ save: vi.fn(() => reply.promise) });
    const done = controller.submit();
    expect(controller.$phase.get()).toBe('submitting');
    expect(controller.$busy.get()).toBe(true);
    expect(options.verifyCaptcha).not.toHaveBeenCalled();
    expect(options.save).toHaveBeenCalledExactlyOnceWith({ fdata: FDATA, _wpnonce: 'nonce-123' }, { signal: expect.any(AbortSignal) });
    reply.resolve('inserted');
    await done;
    expect(controller.$phase.get()).toBe('sent');
    expect(controller.$message.get()).toEqual({ kind: 'success', key: 'sent' });
    expect(busy).toEqual([true, false]);
  });

  it('clears the previous message when a new submit starts', async () => {
    const { controller } = setup({ save: vi.fn(async () => 'INVAILD') });
    await controller.submit();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'invalidData' });
    const messages: unknown[] = [];
    controller.$message.listen((message) => messages.push(message));
    await controller.submit();
    expect(messages).toEqual([null, { kind: 'error', key: 'invalidData' }]);
  });
});

describe('§4 Lead form — captcha enabled', () => {
  it('checks {captcha_res} first, then saves on "Yes"', async () => {
    const verdict = deferred<string>();
    const { controller, options } = setup({ captchaEnabled: true, verifyCaptcha: vi.fn(() => verdict.promise) });
    const done = controller.submit();
    expect(options.verifyCaptcha).toHaveBeenCalledExactlyOnceWith({ captcha_res: 'g-token' }, { signal: expect.any(AbortSignal) });
    expect(options.save).not.toHaveBeenCalled();
    expect(controller.$busy.get()).toBe(true);
    verdict.resolve('Yes');
    await done;
    expect(options.save).toHaveBeenCalledExactlyOnceWith({ fdata: FDATA, _wpnonce: 'nonce-123' }, { signal: expect.any(AbortSignal) });
    expect(controller.$phase.get()).toBe('sent');
  });

  it.each(['No', '', 'yes', '0'])('a %j verdict shows Invalid Captcha, resets the captcha, saves nothing and re-enables', async (reply) => {
    const { controller, options, busy } = setup({ captchaEnabled: true, verifyCaptcha: vi.fn(async () => reply) });
    await controller.submit();
    expect(options.save).not.toHaveBeenCalled();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'invalidCaptcha' });
    expect(options.resetCaptcha).toHaveBeenCalledOnce();
    expect(controller.$phase.get()).toBe('idle');
    expect(busy).toEqual([true, false]);
  });

  it('a failed captcha check can be retried', async () => {
    const verifyCaptcha = vi.fn<LeadFormControllerOptions['verifyCaptcha']>().mockResolvedValueOnce('No').mockResolvedValueOnce('Yes');
    const { controller, options } = setup({ captchaEnabled: true, verifyCaptcha });
    await controller.submit();
    await controller.submit();
    expect(options.save).toHaveBeenCalledOnce();
    expect(controller.$phase.get()).toBe('sent');
  });
});

describe('§4 step 3 — save replies', () => {
  it('"inserted" without redirect: success, captcha reset, no navigation', async () => {
    const { controller, options } = setup({ redirectUrl: vi.fn(() => '   ') });
    await controller.submit();
    expect(controller.$phase.get()).toBe('sent');
    expect(options.resetCaptcha).toHaveBeenCalledOnce();
    expect(options.navigate).not.toHaveBeenCalled();
  });

  it('"inserted" with redirect: goes to the trimmed address after the form turned "sent"', async () => {
    const order: string[] = [];
    const navigate = vi.fn((url: string) => void order.push(`navigate ${url}`));
    const { controller } = setup({ redirectUrl: vi.fn(() => ' /thank-you/ '), navigate });
    controller.$phase.listen((phase) => order.push(phase));
    await controller.submit();
    expect(order).toEqual(['submitting', 'sent', 'navigate /thank-you/']);
    expect(controller.$busy.get()).toBe(false);
  });

  it('"invalidcaptcha": Invalid Captcha and a captcha reset', async () => {
    const { controller, options, busy } = setup({ save: vi.fn(async () => 'invalidcaptcha') });
    await controller.submit();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'invalidCaptcha' });
    expect(options.resetCaptcha).toHaveBeenCalledOnce();
    expect(controller.$phase.get()).toBe('idle');
    expect(busy).toEqual([true, false]);
  });

  it('"INVAILD": Invalid Data! and no captcha reset', async () => {
    const { controller, options, busy } = setup({ save: vi.fn(async () => 'INVAILD') });
    await controller.submit();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'invalidData' });
    expect(options.resetCaptcha).not.toHaveBeenCalled();
    expect(busy).toEqual([true, false]);
  });

  it.each(['0', '', 'Inserted', '<b>Notice</b>: undefined index'])('an unknown reply %j is a clear failure, never success', async (reply) => {
    const { controller, options, busy } = setup({ save: vi.fn(async () => reply) });
    await controller.submit();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'notSent' });
    expect(controller.$phase.get()).toBe('idle');
    expect(options.navigate).not.toHaveBeenCalled();
    expect(busy).toEqual([true, false]);
  });
});

describe('§8 — failed requests', () => {
  it.each([
    ['a network error', new TalatRequestError({ kind: 'network', message: 'Failed to fetch' }), 'fetch_error'],
    ['a time-out', new TalatRequestError({ kind: 'timeout', message: 'No answer in 30000 ms' }), 'timeout'],
    ['HTTP 500', new TalatRequestError({ kind: 'http', status: 500, message: 'HTTP 500' }), 'serverFailed'],
    ['HTTP 502 from a proxy', new TalatRequestError({ kind: 'http', status: 502, message: 'HTTP 502' }), 'serverFailed'],
    ['a WordPress error with 500', new TalatRequestError({ kind: 'server', status: 500, code: 'internal_server_error', message: 'x' }), 'serverFailed'],
    ['HTTP 403 (a firewall, -1)', new TalatRequestError({ kind: 'http', status: 403, message: 'HTTP 403' }), 'requestRefused'],
    ['HTTP 400 (admin-ajax "0")', new TalatRequestError({ kind: 'http', status: 400, message: 'HTTP 400' }), 'requestRefused'],
    ['a reply that is not what was asked for', new TalatRequestError({ kind: 'invalid-json', message: 'junk' }), 'notSent'],
    ['something unexpected', new TypeError('boom'), 'notSent'],
  ])('%s on save says what happened and re-enables the button', async (_, error, key) => {
    const { controller, options, busy } = setup({ save: vi.fn(async () => Promise.reject(error)) });
    await controller.submit();
    expect(controller.$message.get()).toEqual({ kind: 'error', key });
    expect(controller.$phase.get()).toBe('idle');
    expect(busy).toEqual([true, false]);
    expect(options.resetCaptcha).not.toHaveBeenCalled();
  });

  it('a failed captcha check shows the REST message and re-enables the button', async () => {
    const error = new TalatRequestError({ kind: 'timeout', message: 'No answer' });
    const { controller, options, busy } = setup({ captchaEnabled: true, verifyCaptcha: vi.fn(async () => Promise.reject(error)) });
    await controller.submit();
    expect(options.save).not.toHaveBeenCalled();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'timeout' });
    expect(busy).toEqual([true, false]);
  });
});

describe('required fields (the plugin\'s check before the terms)', () => {
  it('an invalid field stops the submit before the terms are checked; nothing is sent', async () => {
    const checkFields = vi.fn(() => false);
    const { controller, options, busy } = setup({ captchaEnabled: true, checkFields });
    await controller.submit();
    expect(checkFields).toHaveBeenCalledOnce();
    expect(options.checkTerms).not.toHaveBeenCalled();
    expect(options.verifyCaptcha).not.toHaveBeenCalled();
    expect(options.save).not.toHaveBeenCalled();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'fieldsInvalid' });
    expect(busy).toEqual([]);
  });

  it('valid fields go on to the terms and the save', async () => {
    const { controller, options } = setup({ checkFields: vi.fn(() => true) });
    await controller.submit();
    expect(options.checkTerms).toHaveBeenCalledOnce();
    expect(options.save).toHaveBeenCalledOnce();
  });
});

describe('check: the checks of a submit without sending (a held submit on a captcha form)', () => {
  it('says the fields first, then the terms, as submit does; sends nothing and is never busy', () => {
    const checkFields = vi.fn(() => false);
    const checkTerms = vi.fn(() => false);
    const { controller, options, busy } = setup({ captchaEnabled: true, checkFields, checkTerms });
    expect(controller.check()).toBe(false);
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'fieldsInvalid' });
    expect(checkTerms).not.toHaveBeenCalled();
    checkFields.mockReturnValue(true);
    expect(controller.check()).toBe(false);
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'termsRequired' });
    checkTerms.mockReturnValue(true);
    expect(controller.check()).toBe(true);
    expect(options.verifyCaptcha).not.toHaveBeenCalled();
    expect(options.save).not.toHaveBeenCalled();
    expect(controller.$phase.get()).toBe('idle');
    expect(busy).toEqual([]);
  });

  it('checks nothing while a submit is in flight or once disposed', async () => {
    const reply = deferred<string>();
    const checkFields = vi.fn(() => true);
    const { controller } = setup({ checkFields, save: vi.fn(() => reply.promise) });
    const submitting = controller.submit();
    checkFields.mockClear();
    expect(controller.check()).toBe(false);
    expect(checkFields).not.toHaveBeenCalled();
    reply.resolve('INVAILD');
    await submitting;
    controller.dispose();
    expect(controller.check()).toBe(false);
    expect(checkFields).not.toHaveBeenCalled();
  });
});

describe('§5 Lead forms — terms', () => {
  it('nothing is sent while a term box is unchecked', async () => {
    const { controller, options, busy } = setup({ captchaEnabled: true, checkTerms: vi.fn(() => false) });
    await controller.submit();
    expect(options.verifyCaptcha).not.toHaveBeenCalled();
    expect(options.save).not.toHaveBeenCalled();
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'termsRequired' });
    expect(controller.$phase.get()).toBe('idle');
    expect(busy).toEqual([]);
  });
});

describe('race safety', () => {
  it('a second submit while one is in flight does nothing', async () => {
    const reply = deferred<string>();
    const { controller, options } = setup({ save: vi.fn(() => reply.promise) });
    const first = controller.submit();
    await controller.submit();
    expect(options.save).toHaveBeenCalledOnce();
    expect(options.checkTerms).toHaveBeenCalledOnce();
    reply.resolve('inserted');
    await first;
  });

  it('nothing more is sent once the form was sent', async () => {
    const { controller, options } = setup();
    await controller.submit();
    await controller.submit();
    expect(options.save).toHaveBeenCalledOnce();
  });

  it('dispose mid-flight aborts the request and ignores its late reply', async () => {
    const reply = deferred<string>();
    const save = vi.fn(() => reply.promise);
    const { controller, options } = setup({ redirectUrl: () => '/thank-you/', save });
    const done = controller.submit();
    const signal = signalOf(save);
    controller.dispose();
    expect(signal?.aborted).toBe(true);
    reply.resolve('inserted');
    await done;
    expect(controller.$phase.get()).toBe('submitting');
    expect(controller.$message.get()).toBeNull();
    expect(options.navigate).not.toHaveBeenCalled();
    expect(options.resetCaptcha).not.toHaveBeenCalled();
  });

  it('dispose during the captcha check never saves, and the abort error stays silent', async () => {
    const verdict = deferred<string>();
    const { controller, options } = setup({ captchaEnabled: true, verifyCaptcha: vi.fn(() => verdict.promise) });
    const done = controller.submit();
    controller.dispose();
    verdict.reject(new TalatRequestError({ kind: 'aborted', message: 'aborted' }));
    await done;
    verdict.resolve('Yes');
    expect(options.save).not.toHaveBeenCalled();
    expect(controller.$message.get()).toBeNull();
  });

  it('a disposed controller does not submit', async () => {
    const { controller, options } = setup();
    controller.dispose();
    await controller.submit();
    expect(options.checkTerms).not.toHaveBeenCalled();
    expect(options.save).not.toHaveBeenCalled();
  });
});

describe('§4 Lead form — a captcha token the check spent', () => {
  it.each([
    ['INVAILD', async () => 'INVAILD'],
    ['an unknown reply', async () => '0'],
    ['a network error', async () => Promise.reject(new TalatRequestError({ kind: 'network', message: 'x' }))],
  ])('is reset after %s, so the shopper can tick a fresh one', async (_, save) => {
    const { controller, options } = setup({ captchaEnabled: true, save: vi.fn(save) });
    await controller.submit();
    expect(options.verifyCaptcha).toHaveBeenCalledOnce();
    expect(options.resetCaptcha).toHaveBeenCalledOnce();
    expect(controller.$phase.get()).toBe('idle');
  });

  it('is not reset when the captcha is off', async () => {
    const { controller, options } = setup({ save: vi.fn(async () => 'INVAILD') });
    await controller.submit();
    expect(options.resetCaptcha).not.toHaveBeenCalled();
  });
});
