import { afterEach, describe, expect, it, vi } from 'vitest';
import { TalatRequestError, type ContactFormCalls } from '@talat/client';
import { deferred, feedback, SCHEMA, setup, values } from './test-fixtures';

afterEach(() => vi.useRealTimers());

describe('contact form controller: validation on change (§4 validating, §5)', () => {
  it('goes to validating and back, marking the first error per field', async () => {
    const { controller, statuses } = setup();
    await controller.loadSchema();
    controller.validate(values({ 'your-name': '', 'your-email': 'bad' }), ['your-name', 'your-email']);
    expect(statuses).toEqual(['validating', 'init']);
    expect(controller.$errors.get()).toEqual([
      { field: 'your-name', message: 'กรุณากรอกชื่อ' },
      { field: 'your-email', message: 'อีเมลไม่ถูกต้อง' },
    ]);
  });

  it('replaces only the errors of the fields it checked', async () => {
    const { controller } = setup();
    await controller.loadSchema();
    controller.validate(values({ 'your-name': '', 'your-email': '' }), ['your-name', 'your-email']);
    controller.validate(values({ 'your-name': 'สมใจ' }), ['your-name']);
    expect(controller.$errors.get()).toEqual([{ field: 'your-email', message: 'กรุณากรอกอีเมล' }]);
  });

  it('does nothing before the schema has loaded, and logs when it cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getSchema = vi.fn(async () => Promise.reject(new Error('down')));
    const { controller, statuses } = setup({ getSchema });
    controller.validate(values({ 'your-name': '' }), ['your-name']);
    expect(getSchema).not.toHaveBeenCalled(); // before the first load, a change asks for nothing
    await controller.loadSchema();
    expect(error).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('[Talat] contact-form 120: the validation schema did not load', expect.any(Error));
    expect(statuses).toEqual([]);
  });

  it('asks again for a schema that failed to load at a change once the pause is over, once, and then checks that change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = [deferred<typeof SCHEMA>(), deferred<typeof SCHEMA>()];
    const getSchema = vi.fn(() => answers[getSchema.mock.calls.length - 1]!.promise);
    const { controller, statuses } = setup({ getSchema: getSchema as unknown as ContactFormCalls['getSchema'] });
    const first = controller.loadSchema();
    answers[0]!.reject(new Error('down'));
    await first;
    vi.advanceTimersByTime(1999);
    controller.validate(values({ 'your-name': '' }), ['your-name']); // within the first 2 s pause (schema-retry.ts)
    expect(getSchema).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    controller.validate(values({ 'your-name': '' }), ['your-name']);
    controller.validate(values({ 'your-name': '' }), ['your-name']); // no second request while one is out
    expect(getSchema).toHaveBeenCalledTimes(2);
    answers[1]!.resolve(SCHEMA);
    await vi.waitFor(() => expect(controller.$errors.get()).toEqual([{ field: 'your-name', message: 'กรุณากรอกชื่อ' }]));
    expect(statuses).toEqual(['validating', 'init']);
  });
});

describe('contact form controller: submit (§4, §7, §8)', () => {
  it('sends the form data and takes the server status, message and invalid fields', async () => {
    const { controller, api, effects, submits, statuses } = setup();
    const data = values({ 'your-name': '' });
    const sent = controller.submit(data);
    expect(api.submitFeedback).toHaveBeenCalledWith(120, data, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(controller.$status.get()).toBe('submitting');
    expect(effects.emit).toHaveBeenCalledWith('beforesubmit', { status: 'submitting', formData: data });
    const reply = feedback({
      status: 'validation_failed',
      message: 'มีข้อมูลบางช่องไม่ถูกต้อง',
      invalid_fields: [
        { field: 'your-name', message: 'กรุณากรอกชื่อ' },
        { field: 'your-name', message: 'second error for the same field' },
      ],
      posted_data_hash: 'abc',
      captcha: { 'captcha-1': '/c/123.png' },
    });
    submits[0]!.resolve(reply);
    await sent;
    expect(statuses).toEqual(['submitting', 'invalid']);
    expect(controller.$errors.get()).toEqual([{ field: 'your-name', message: 'กรุณากรอกชื่อ' }]);
    expect(controller.$message.get()).toEqual({ kind: 'server', text: 'มีข้อมูลบางช่องไม่ถูกต้อง' });
    expect(effects.setPostedDataHash).toHaveBeenCalledWith('abc');
    expect(effects.applyRefill).toHaveBeenCalledWith(reply);
    expect(effects.emit.mock.calls.map(([name]) => name)).toEqual(['beforesubmit', 'invalid', 'submit']);
    expect(effects.resetFields).not.toHaveBeenCalled();
  });

  it('ignores a second submit while one is in flight', async () => {
    const { controller, api } = setup();
    void controller.submit(values({}));
    void controller.submit(values({}));
    expect(api.submitFeedback).toHaveBeenCalledOnce();
  });

  it.each([
    ['acceptance_missing', 'unaccepted', 'unaccepted'],
    ['spam', 'spam', 'spam'],
    ['aborted', 'aborted', 'aborted'],
    ['mail_failed', 'failed', 'mailfailed'],
    ['payment_required', 'payment-required', undefined],
    ['quota_exceeded', 'custom-quota-exceeded', undefined],
  ])('server status %s shows %s', async (server, shown, event) => {
    const { controller, effects, submits } = setup();
    const sent = controller.submit(values({}));
    submits[0]!.resolve(feedback({ status: server, message: 'm' }));
    await sent;
    expect(controller.$status.get()).toBe(shown);
    expect(effects.emit.mock.calls.map(([name]) => name)).toEqual(['beforesubmit', ...(event ? [event] : []), 'submit']);
  });

  it('on mail_sent resets the fields, keeps the message, refills and ends in sent (§4)', async () => {
    const { controller, effects, submits, refills, statuses } = setup();
    effects.resetFields.mockImplementation(() => void controller.reset());
    const sent = controller.submit(values({}));
    submits[0]!.resolve(feedback({ status: 'mail_sent', message: 'ขอบคุณ' }));
    await sent;
    expect(controller.$status.get()).toBe('resetting');
    refills[0]!.resolve({ quiz: { 'quiz-1': ['1+1?', 'hash'] } });
    await vi.waitFor(() => expect(controller.$status.get()).toBe('sent'));
    expect(statuses).toEqual(['submitting', 'sent', 'resetting', 'sent']);
    expect(controller.$message.get()).toEqual({ kind: 'server', text: 'ขอบคุณ' });
    expect(effects.applyRefill).toHaveBeenCalledWith({ quiz: { 'quiz-1': ['1+1?', 'hash'] } });
    expect(effects.emit.mock.calls.map(([name]) => name)).toEqual(['beforesubmit', 'mailsent', 'submit', 'reset']);
  });

  it.each([
    ['offline', new TalatRequestError({ kind: 'network', message: 'x' }), { kind: 'error', key: 'fetch_error' }, 'You are probably offline.'],
    ['time-out', new TalatRequestError({ kind: 'timeout', message: 'x' }), { kind: 'error', key: 'timeout' }, 'The server took too long to answer. What you entered is kept; please try again.'],
    ['junk JSON', new TalatRequestError({ kind: 'invalid-json', message: 'x' }), { kind: 'error', key: 'invalid_json' }, 'The response is not a valid JSON response.'],
    ['HTTP 500', new TalatRequestError({ kind: 'http', status: 500, message: 'x' }), { kind: 'error', key: 'httpError', status: 500 }, 'An unknown error occurred.'],
  ])('%s: tells the shopper, logs §8 English text and keeps the form as it was', async (_, error, message, logged) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { controller, effects, submits } = setup();
    const sent = controller.submit(values({ 'your-name': 'สมใจ' }));
    submits[0]!.reject(error);
    await sent;
    expect(controller.$message.get()).toEqual(message);
    expect(controller.$status.get()).toBe('failed');
    expect(String(log.mock.calls[0]?.[0])).toContain(logged);
    expect(effects.resetFields).not.toHaveBeenCalled();
  });

  it('a 204 reply (no body) is a failure the shopper is told about', async () => {
    const { controller, submits } = setup();
    const sent = controller.submit(values({}));
    submits[0]!.resolve(undefined);
    await sent;
    expect(controller.$message.get()).toEqual({ kind: 'error', key: 'noReply' });
    expect(controller.$status.get()).toBe('failed');
  });

  it('a reply that arrives after dispose changes nothing', async () => {
    const { controller, submits, effects } = setup();
    const sent = controller.submit(values({}));
    controller.dispose();
    submits[0]!.resolve(feedback({ status: 'mail_sent' }));
    await sent;
    expect(controller.$status.get()).toBe('submitting');
    expect(effects.resetFields).not.toHaveBeenCalled();
  });
});

describe('contact form controller: reset (§4 resetting → init)', () => {
  it('clears errors and message, refills, then goes to init', async () => {
    const { controller, refills, statuses, effects } = setup();
    await controller.loadSchema();
    controller.validate(values({ 'your-name': '' }), ['your-name']);
    const reset = controller.reset();
    expect(controller.$errors.get()).toEqual([]);
    refills[0]!.resolve({ captcha: { 'captcha-1': '/c/9.png' } });
    await reset;
    expect(statuses.slice(-2)).toEqual(['resetting', 'init']);
    expect(effects.applyRefill).toHaveBeenCalledWith({ captcha: { 'captcha-1': '/c/9.png' } });
  });

  it('a failed refill still ends in init (the next reply brings a fresh captcha)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { controller, refills } = setup();
    const reset = controller.reset();
    refills[0]!.reject(new TalatRequestError({ kind: 'network', message: 'x' }));
    await reset;
    expect(controller.$status.get()).toBe('init');
  });

  it('a refill overtaken by a submission does not touch the form', async () => {
    const { controller, refills, effects } = setup();
    const reset = controller.reset();
    void controller.submit(values({}));
    refills[0]!.resolve({ captcha: { 'captcha-1': '/c/1.png' } });
    await reset;
    expect(controller.$status.get()).toBe('submitting');
    expect(effects.applyRefill).not.toHaveBeenCalled();
  });

  it('a reset while submitting leaves the submission to finish', () => {
    const { controller, api } = setup();
    void controller.submit(values({}));
    void controller.reset();
    expect(api.refill).not.toHaveBeenCalled();
    expect(controller.$status.get()).toBe('submitting');
  });
});
