import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactFormClient } from '@talat/client/contact-form';
import { createFakeShop, createMswHandlers, type FakeShop } from '@talat/mocks';
import { createContactFormController, type ContactFormEffects } from './contact-form-controller';
import { values } from './test-fixtures';

// Issue "the contact form asks for a missing schema in a loop" (§7 Contact forms, §7 REST client
// behaviour, §8 REST client; DESIGN "never loop on a refused nonce"): the controller with the real
// REST client against the fake WordPress (msw/node), its schema route failing in each way. One
// shopper fills eight fields, five seconds apart, and presses Send once.

const BASE = 'http://shop.test';
const SCHEMA_ROUTE = '/contact-form-7/v1/contact-forms/:id/feedback/schema';
const isSchema = (url: URL) => url.pathname.endsWith('/contact-forms/120/feedback/schema');
const isNonceRefresh = (url: URL) => url.pathname === '/wp-admin/admin-ajax.php' && url.searchParams.get('action') === 'rest-nonce';

const server = setupServer();
let shop: FakeShop;
let seen: URL[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  shop = createFakeShop();
  server.resetHandlers(...createMswHandlers(shop));
  seen = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Only the clock: msw answers through promises, which fake timers leave alone.
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));

/** The demo form's fields in the order a shopper fills them, each left with a value (one change). */
const FILLED: Array<[string, string]> = [
  ['your-name', 'สมชาย ใจดี'],
  ['your-email', 'somchai@example.co.th'],
  ['your-tel', '081-234-5678'],
  ['quantity', '501'],
  ['delivery-date', '2026-03-09'],
  ['delivery-time', '10:30'],
  ['product-type', 'ขวดลูกกลิ้ง'],
  ['your-message', 'สนใจขวดลูกกลิ้งแก้ว 10 มล. ค่ะ'],
];
const CHANGE_EVERY_MS = 5000;

const effects = (): ContactFormEffects => ({ applyRefill: vi.fn(), setPostedDataHash: vi.fn(), resetFields: vi.fn(), focusCaptcha: vi.fn(), emit: vi.fn() });

/** Mount's load, eight changes five seconds apart, then Send; returns what went over the wire. */
async function fillAndSend() {
  const controller = createContactFormController({
    formId: 120,
    // A page from a day-old cache: the printed nonce is one WordPress refuses.
    calls: createContactFormClient({ restRoot: `${BASE}/wp-json/`, ajaxUrl: `${BASE}/wp-admin/admin-ajax.php`, restNonce: 'day-old', baseUrl: BASE }),
    effects: effects(),
  });
  await controller.loadSchema();
  const typed: Record<string, string> = {};
  for (const [field, value] of FILLED) {
    await vi.advanceTimersByTimeAsync(CHANGE_EVERY_MS);
    typed[field] = value;
    controller.validate(values(typed), [field]);
    // Lets a schema request the change made finish before the next change.
    await vi.advanceTimersByTimeAsync(0);
  }
  await vi.advanceTimersByTimeAsync(CHANGE_EVERY_MS);
  await controller.submit(values({ ...typed, _wpcf7: '120', _wpcf7_unit_tag: 'wpcf7-f120-p45-o1' }));
  await vi.advanceTimersByTimeAsync(0);
  const counts = { schema: seen.filter(isSchema).length, nonceRefreshes: seen.filter(isNonceRefresh).length };
  controller.dispose();
  return { controller, counts };
}

describe('contact form: a schema that does not load is not asked for in a loop', () => {
  // Before the fix (main at 3eb18e7) every change asked again: 9 schema requests for each of these.
  it.each([
    ['HTTP 500', () => shop.faults.add({ endpoint: SCHEMA_ROUTE, status: 500, wpError: { code: 'boom', message: 'Boom' } })],
    ['junk (not JSON)', () => shop.faults.add({ endpoint: SCHEMA_ROUTE, invalidJson: true })],
    ['offline', () => server.use(http.get(`${BASE}/wp-json${SCHEMA_ROUTE}`, () => HttpResponse.error()))],
  ])('%s: mount, then one request at most per change with a pause of 2 s, 4 s, 8 s, 16 s between them; Send asks nothing', async (_, arm) => {
    arm();
    const { controller, counts } = await fillAndSend();
    // At 0 s (mount), 5 s (2 s passed), 10 s (4 s), 20 s (8 s) and 40 s (16 s); the changes at 15,
    // 25, 30 and 35 s and the Send at 45 s come within the pause.
    expect(counts).toEqual({ schema: 5, nonceRefreshes: 0 });
    expect(controller.$schema.get()).toBeUndefined();
    // The Send still went: the server checks what the schema would have.
    expect(controller.$status.get()).toBe('invalid');
  });

  it('a refused nonce: the client refreshes it once and sends once more, and then the schema is not asked for again', async () => {
    shop.faults.add({ endpoint: SCHEMA_ROUTE, status: 403, wpError: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' } });
    const { controller, counts } = await fillAndSend();
    // Before the fix: 18 schema requests and 9 nonce refreshes.
    expect(counts).toEqual({ schema: 2, nonceRefreshes: 1 });
    expect(controller.$status.get()).toBe('invalid');
  });

  it('a schema that comes back after a failure is used at once, and nothing more is asked', async () => {
    const disarm = shop.faults.add({ endpoint: SCHEMA_ROUTE, status: 500, times: 2 });
    const controller = createContactFormController({
      formId: 120,
      calls: createContactFormClient({ restRoot: `${BASE}/wp-json/`, ajaxUrl: `${BASE}/wp-admin/admin-ajax.php`, baseUrl: BASE }),
      effects: effects(),
    });
    await controller.loadSchema(); // fails (1)
    await vi.advanceTimersByTimeAsync(2000);
    controller.validate(values({ 'your-email': 'somchai@' }), ['your-email']); // fails (2)
    await vi.advanceTimersByTimeAsync(3999);
    controller.validate(values({ 'your-email': 'somchai@' }), ['your-email']); // within the 4 s pause
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.filter(isSchema)).toHaveLength(2);
    expect(controller.$errors.get()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    controller.validate(values({ 'your-email': 'somchai@' }), ['your-email']); // loads (3), then checks this change
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.$schema.get()?.rules.length).toBeGreaterThan(0);
    expect(controller.$errors.get().map((error) => error.field)).toEqual(['your-email']);
    controller.validate(values({ 'your-email': 'somchai@example.co.th' }), ['your-email']);
    expect(controller.$errors.get()).toEqual([]);
    expect(seen.filter(isSchema)).toHaveLength(3);
    disarm();
    controller.dispose();
  });
});
