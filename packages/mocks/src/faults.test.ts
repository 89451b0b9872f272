import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFaults, type FaultTarget } from './faults';
import { defineAjaxAction, defineRestRoute } from './router/registry';
import { wpJson } from './router/responses';
import { createFakeShop, type FakeShop } from './shop';
import { ajaxGet, BASE } from './test-fixtures';
import { createFakeWordPress, type FakeWordPress } from './wordpress';

// Faults run in the router, so these tests use a stub endpoint: every real endpoint gets the same.
const ping = defineAjaxAction('ping', () => wpJson({ pong: true }));
const media = defineRestRoute('GET', '/wp/v2/media/:id', (req) => wpJson({ id: req.routeParams.id }));

function setup(): { shop: FakeShop; wordpress: FakeWordPress } {
  const shop = createFakeShop();
  return { shop, wordpress: createFakeWordPress(shop, { endpoints: [ping, media] }) };
}

const target = (endpoint: string, params: Record<string, string> = {}): FaultTarget => ({
  endpoint,
  method: 'GET',
  params,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fault rules', () => {
  it('answers with the given status', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', status: 503 });
    const response = await wordpress.handle(ajaxGet({ action: 'ping' }));
    expect(response?.status).toBe(503);
  });

  it('sends a WP_Error body with the status, WordPress style', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', status: 403, wpError: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' } });
    const response = await wordpress.handle(ajaxGet({ action: 'ping' }));
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
  });

  it('defaults a WP_Error to 500', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', wpError: { code: 'unknown_error', message: 'x' } });
    expect((await wordpress.handle(ajaxGet({ action: 'ping' })))?.status).toBe(500);
  });

  it('delays, then lets the real endpoint answer (fake timers)', async () => {
    vi.useFakeTimers();
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', delayMs: 1000 });
    let settled = false;
    const pending = wordpress.handle(ajaxGet({ action: 'ping' })).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await pending)?.json()).toEqual({ pong: true });
  });

  it('delays and then fails when the rule also sets a status', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', delayMs: 5, status: 502 });
    const started = Date.now();
    const response = await wordpress.handle(ajaxGet({ action: 'ping' }));
    expect(response?.status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4);
  });

  it('aborting a delayed request rejects with the abort reason', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', delayMs: 60_000 });
    const controller = new AbortController();
    const pending = wordpress.handle(ajaxGet({ action: 'ping' }, { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hangs until the request is aborted', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', hang: true });
    const controller = new AbortController();
    let settled = false;
    // Held by the test until it is aborted: Node's Request follows the page's signal through a weak
    // reference, so a request nothing holds can be collected while it hangs, and its abort never
    // arrives (seen once in CI, under load: the test timed out).
    const request = ajaxGet({ action: 'ping' }, { signal: controller.signal });
    const pending = wordpress.handle(request);
    pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Let the handler reach its hang (turns of the event loop, not a length of time).
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // Also what keeps the request alive until here.
    expect(request.signal.aborted).toBe(true);
  });

  it('sends 200 with a JSON content type and a body that is not JSON', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', invalidJson: true });
    const response = await wordpress.handle(ajaxGet({ action: 'ping' }));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toMatch(/^application\/json/);
    await expect(response?.json()).rejects.toThrow(SyntaxError);
  });

  it('applies to `times` requests, then the endpoint answers normally', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', status: 500, times: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await wordpress.handle(ajaxGet({ action: 'ping' })))?.status ?? 0);
    expect(statuses).toEqual([500, 500, 200]);
    expect(shop.faults.list()).toEqual([]);
  });

  it('applies only when every `when` param contains its substring', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'ping', when: { match: 'ขวด' }, status: 500 });
    expect((await wordpress.handle(ajaxGet({ action: 'ping', match: 'ขวดแก้ว' })))?.status).toBe(500);
    expect((await wordpress.handle(ajaxGet({ action: 'ping', match: 'ครีม' })))?.status).toBe(200);
    expect((await wordpress.handle(ajaxGet({ action: 'ping' })))?.status).toBe(200);
  });

  it('targets REST routes by path (with or without /wp-json) or by pattern, and by method', async () => {
    const { shop, wordpress } = setup();
    const get = (path: string): Promise<Response | undefined> => wordpress.handle(new Request(`${BASE}/wp-json${path}`));
    shop.faults.add({ endpoint: '/wp-json/wp/v2/media/7', status: 500, times: 1 });
    shop.faults.add({ endpoint: '/wp/v2/media/:id', method: 'GET', status: 502, times: 1 });
    shop.faults.add({ endpoint: '/wp/v2/media/:id', method: 'POST', status: 418 });
    expect((await get('/wp/v2/media/7'))?.status).toBe(500);
    expect((await get('/wp/v2/media/8'))?.status).toBe(502);
    expect((await get('/wp/v2/media/8'))?.status).toBe(200);
  });

  it('faults an action even when no endpoint handles it yet', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'not_built_yet', wpError: { code: 'x', message: 'y' }, status: 400 });
    expect(await (await wordpress.handle(ajaxGet({ action: 'not_built_yet' })))?.json()).toMatchObject({ code: 'x' });
  });

  it('leaves other endpoints alone', async () => {
    const { shop, wordpress } = setup();
    shop.faults.add({ endpoint: 'other', status: 500 });
    expect((await wordpress.handle(ajaxGet({ action: 'ping' })))?.status).toBe(200);
  });
});

describe('createFaults', () => {
  it('tries rules in the order added; the remover and clear() disarm them', () => {
    const faults = createFaults();
    const removeFirst = faults.add({ endpoint: 'a', status: 500 });
    faults.add({ endpoint: 'a', status: 502 });
    expect(faults.take(target('a'))?.status).toBe(500);
    removeFirst();
    expect(faults.take(target('a'))?.status).toBe(502);
    faults.clear();
    expect(faults.take(target('a'))).toBeUndefined();
  });

  it('rejects rules that could never work', () => {
    const faults = createFaults();
    expect(() => faults.add({ endpoint: '' })).toThrow(TypeError);
    expect(() => faults.add({ endpoint: 'a', times: 0 })).toThrow(TypeError);
    expect(() => faults.add({ endpoint: 'a', status: 99 })).toThrow(TypeError);
    expect(() => faults.add({ endpoint: 'a', delayMs: -1 })).toThrow(TypeError);
    expect(() => faults.add({ endpoint: 'a', status: 204, invalidJson: true })).toThrow(/cannot carry a body/);
  });

  it('copies the rule, so changing the caller object later has no effect', () => {
    const faults = createFaults();
    const rule = { endpoint: 'a', status: 500 };
    faults.add(rule);
    rule.status = 200;
    expect(faults.take(target('a'))?.status).toBe(500);
  });
});
