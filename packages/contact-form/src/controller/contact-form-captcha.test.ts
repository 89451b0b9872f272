import { describe, expect, it, vi } from 'vitest';
import { TalatRequestError } from '@talat/client';
import { captchaProblemOf } from './captcha-state';
import { setup, values } from './test-fixtures';

// Issue 11, part 6: a page from a full-page cache prints a captcha the server has forgotten. When
// the refill that should replace it fails, the shopper is told at the captcha and can ask again,
// and a submission is kept back instead of being refused as a wrong answer.

const NEW_PICTURE = { captcha: { 'captcha-1': '/mock-media/wpcf7-captcha/4242.png' }, quiz: { 'quiz-1': ['2+3=?', 'h5'] as [string, string] } };

function stale() {
  const context = setup({}, { staleCaptcha: true });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return context;
}

describe('contact form controller: a stale captcha (cached page)', () => {
  it('starts loading without telling anyone, and a refill with a picture makes it fresh silently', async () => {
    const { controller, refills, effects } = stale();
    expect(controller.$captcha.get()).toEqual({ state: 'loading', held: false, shown: false });
    const reset = controller.reset();
    refills[0]!.resolve(NEW_PICTURE);
    await reset;
    expect(effects.applyRefill).toHaveBeenCalledWith(NEW_PICTURE);
    expect(controller.$captcha.get()).toEqual({ state: 'fresh' });
    expect(controller.$status.get()).toBe('init');
  });

  it.each([
    ['HTTP 500', new TalatRequestError({ kind: 'http', status: 500, message: 'x' }), { key: 'captchaHttp', status: 500 }],
    ['a WP_Error 503', new TalatRequestError({ kind: 'server', status: 503, message: 'x' }), { key: 'captchaHttp', status: 503 }],
    ['junk JSON', new TalatRequestError({ kind: 'invalid-json', message: 'x' }), { key: 'captchaBadReply' }],
    ['a time-out', new TalatRequestError({ kind: 'timeout', message: 'x' }), { key: 'captchaTimeout' }],
    ['offline', new TalatRequestError({ kind: 'network', message: 'x' }), { key: 'captchaOffline' }],
  ])('a refill that fails with %s leaves it failed with that problem; the form still ends in init', async (_, error, problem) => {
    const { controller, refills, effects } = stale();
    const reset = controller.reset();
    refills[0]!.reject(error);
    await reset;
    expect(controller.$captcha.get()).toEqual({ state: 'failed', problem, held: false });
    expect(effects.applyRefill).not.toHaveBeenCalled();
    expect(controller.$status.get()).toBe('init');
    expect(console.error).toHaveBeenCalledOnce();
  });

  it.each([
    ['an empty (204) answer', undefined],
    ['an answer without a picture', { quiz: { 'quiz-1': ['1+1=?', 'h2'] as [string, string] } }],
    ['an empty picture map', { captcha: {} }],
  ])('%s is a failed refill too (the stale picture stays)', async (_, reply) => {
    const { controller, refills } = stale();
    const reset = controller.reset();
    refills[0]!.resolve(reply);
    await reset;
    expect(controller.$captcha.get()).toEqual({ state: 'failed', problem: { key: 'captchaBadReply' }, held: false });
  });

  it('the retry asks again for the picture only, shows loading, then ready', async () => {
    const { controller, refills, effects, api } = stale();
    const reset = controller.reset();
    refills[0]!.reject(new TalatRequestError({ kind: 'http', status: 500, message: 'x' }));
    await reset;
    const events = effects.emit.mock.calls.length;
    const retry = controller.refillCaptcha();
    expect(api.refill).toHaveBeenCalledTimes(2);
    expect(controller.$captcha.get()).toEqual({ state: 'loading', held: false, shown: true });
    // A second press while it loads asks nothing more.
    void controller.refillCaptcha();
    expect(api.refill).toHaveBeenCalledTimes(2);
    refills[1]!.resolve(NEW_PICTURE);
    await retry;
    // The quiz question is not replaced: that would clear an answer the shopper typed.
    expect(effects.applyRefill).toHaveBeenCalledExactlyOnceWith({ captcha: NEW_PICTURE.captcha });
    expect(controller.$captcha.get()).toEqual({ state: 'ready', held: false });
    // The status and messages of the form are not the retry's business.
    expect(controller.$status.get()).toBe('init');
    expect(effects.emit).toHaveBeenCalledTimes(events);
  });

  it('a retry that fails again says the new problem', async () => {
    const { controller, refills } = stale();
    const reset = controller.reset();
    refills[0]!.reject(new TalatRequestError({ kind: 'http', status: 500, message: 'x' }));
    await reset;
    const retry = controller.refillCaptcha();
    refills[1]!.reject(new TalatRequestError({ kind: 'network', message: 'x' }));
    await retry;
    expect(controller.$captcha.get()).toEqual({ state: 'failed', problem: { key: 'captchaOffline' }, held: false });
  });

  it('a submit while it failed is not sent: it is held, the shopper is taken to the captcha and a new picture is asked for', async () => {
    const { controller, refills, api, effects } = stale();
    const reset = controller.reset();
    refills[0]!.reject(new TalatRequestError({ kind: 'timeout', message: 'x' }));
    await reset;
    const submit = controller.submit(values({ 'your-name': 'สมใจ', 'captcha-1': 'ABCD' }));
    expect(api.submitFeedback).not.toHaveBeenCalled();
    expect(effects.focusCaptcha).toHaveBeenCalledOnce();
    expect(controller.$captcha.get()).toEqual({ state: 'loading', held: true, shown: true });
    expect(api.refill).toHaveBeenCalledTimes(2);
    refills[1]!.resolve(NEW_PICTURE);
    await submit;
    expect(controller.$captcha.get()).toEqual({ state: 'ready', held: true });
    expect(api.submitFeedback).not.toHaveBeenCalled();
    expect(controller.$status.get()).toBe('init');
    expect(effects.emit).not.toHaveBeenCalledWith('beforesubmit', expect.anything());
    // With the new picture answered, the next submit is sent, and the notice goes.
    void controller.submit(values({ 'captcha-1': 'WXYZ' }));
    expect(api.submitFeedback).toHaveBeenCalledOnce();
    expect(controller.$captcha.get()).toEqual({ state: 'fresh' });
  });

  it('a submit before the first refill answered is held until it does, without a second request', async () => {
    const { controller, refills, api } = stale();
    const reset = controller.reset();
    await controller.submit(values({}));
    expect(api.submitFeedback).not.toHaveBeenCalled();
    expect(api.refill).toHaveBeenCalledOnce();
    expect(controller.$captcha.get()).toEqual({ state: 'loading', held: true, shown: true });
    refills[0]!.reject(new TalatRequestError({ kind: 'invalid-json', message: 'x' }));
    await reset;
    expect(controller.$captcha.get()).toEqual({ state: 'failed', problem: { key: 'captchaBadReply' }, held: true });
  });

  it('a reset while a retry loads supersedes it; only the reset refill counts', async () => {
    const { controller, refills, effects } = stale();
    const first = controller.reset();
    refills[0]!.reject(new TalatRequestError({ kind: 'network', message: 'x' }));
    await first;
    const retry = controller.refillCaptcha();
    const second = controller.reset();
    expect(controller.$captcha.get()).toEqual({ state: 'loading', held: false, shown: true });
    refills[1]!.resolve({ captcha: { 'captcha-1': '/late/1.png' } });
    refills[2]!.resolve(NEW_PICTURE);
    await Promise.all([retry, second]);
    expect(effects.applyRefill).toHaveBeenCalledExactlyOnceWith(NEW_PICTURE);
    expect(controller.$captcha.get()).toEqual({ state: 'ready', held: false });
  });

  it('a retry answer after dispose changes nothing', async () => {
    const { controller, refills, effects } = stale();
    const reset = controller.reset();
    refills[0]!.reject(new TalatRequestError({ kind: 'network', message: 'x' }));
    await reset;
    const retry = controller.refillCaptcha();
    controller.dispose();
    refills[1]!.resolve(NEW_PICTURE);
    await retry;
    expect(effects.applyRefill).not.toHaveBeenCalled();
  });

  it('a form whose captcha is not stale never holds a submit, even when a refill fails', async () => {
    const { controller, refills, api } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = controller.reset();
    refills[0]!.reject(new TalatRequestError({ kind: 'http', status: 500, message: 'x' }));
    await reset;
    expect(controller.$captcha.get()).toEqual({ state: 'fresh' });
    void controller.submit(values({}));
    expect(api.submitFeedback).toHaveBeenCalledOnce();
    await controller.refillCaptcha();
    expect(api.refill).toHaveBeenCalledOnce();
  });

  it('maps an unknown failure to the bad-reply problem', () => {
    expect(captchaProblemOf(new Error('boom'))).toEqual({ key: 'captchaBadReply' });
  });

  it('maps a nonce refused after the client refreshed it to its own problem, not to its HTTP status', () => {
    const refused = new TalatRequestError({ kind: 'server', status: 403, code: 'rest_cookie_invalid_nonce', message: 'x' });
    expect(captchaProblemOf(refused)).toEqual({ key: 'captchaRefused' });
    expect(captchaProblemOf(new TalatRequestError({ kind: 'server', status: 403, code: 'rest_forbidden', message: 'x' }))).toEqual({ key: 'captchaHttp', status: 403 });
  });
});

describe('contact form controller: a cached page whose load event has not come yet (§2.12)', () => {
  it('without a Send, the refill at load is the reset refill (captcha and quiz), done once', async () => {
    const { controller, refills, api, effects } = stale();
    const load = controller.refillCachedPage();
    expect(controller.$status.get()).toBe('resetting');
    refills[0]!.resolve(NEW_PICTURE);
    await load;
    expect(effects.applyRefill).toHaveBeenCalledExactlyOnceWith(NEW_PICTURE);
    expect(effects.emit).toHaveBeenCalledWith('reset', { status: 'init', apiResponse: NEW_PICTURE });
    await controller.refillCachedPage();
    expect(api.refill).toHaveBeenCalledOnce();
  });

  it('a Send asks for the picture at once (no refill was on its way), and the load then asks nothing', async () => {
    const { controller, refills, api, effects } = stale();
    const submit = controller.submit(values({ 'your-name': 'สมใจ' }));
    expect(api.refill).toHaveBeenCalledOnce();
    expect(controller.$captcha.get()).toEqual({ state: 'loading', held: true, shown: true });
    refills[0]!.reject(new TalatRequestError({ kind: 'http', status: 500, message: 'x' }));
    await submit;
    expect(controller.$captcha.get()).toEqual({ state: 'failed', problem: { key: 'captchaHttp', status: 500 }, held: true });
    await controller.refillCachedPage();
    expect(api.refill).toHaveBeenCalledOnce();
    // What the shopper was told stays: the Send was not sent.
    expect(controller.$captcha.get()).toEqual({ state: 'failed', problem: { key: 'captchaHttp', status: 500 }, held: true });
    expect(controller.$status.get()).toBe('init');
    expect(api.submitFeedback).not.toHaveBeenCalled();
    expect(effects.emit).not.toHaveBeenCalledWith('reset', expect.anything());
  });

  it('a second Send while that picture is on its way asks nothing more', async () => {
    const { controller, refills, api, effects } = stale();
    const first = controller.submit(values({}));
    const second = controller.submit(values({}));
    expect(api.refill).toHaveBeenCalledOnce();
    refills[0]!.resolve(NEW_PICTURE);
    await Promise.all([first, second]);
    expect(effects.applyRefill).toHaveBeenCalledExactlyOnceWith({ captcha: NEW_PICTURE.captcha });
    expect(controller.$captcha.get()).toEqual({ state: 'ready', held: true });
  });

  it('a form whose captcha is not stale: a reply before the load event stays, and the load asks nothing', async () => {
    const { controller, submits, api } = setup();
    const sent = controller.submit(values({}));
    submits[0]!.resolve({ status: 'validation_failed', message: 'มีข้อมูลบางช่องไม่ถูกต้อง', invalid_fields: [{ field: 'your-name', message: 'กรุณากรอกชื่อ' }] });
    await sent;
    await controller.refillCachedPage();
    expect(api.refill).not.toHaveBeenCalled();
    expect(controller.$status.get()).toBe('invalid');
    expect(controller.$message.get()).toEqual({ kind: 'server', text: 'มีข้อมูลบางช่องไม่ถูกต้อง' });
    expect(controller.$errors.get()).toEqual([{ field: 'your-name', message: 'กรุณากรอกชื่อ' }]);
  });

  it('a reset before the load event brought fresh challenges: the load asks nothing', async () => {
    const { controller, refills, api } = stale();
    const reset = controller.reset();
    refills[0]!.resolve(NEW_PICTURE);
    await reset;
    await controller.refillCachedPage();
    expect(api.refill).toHaveBeenCalledOnce();
  });
});
