// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaAnswerFor, contactFormGlobals, contactFormMarkup, createFakeShop, createMswHandlers, DEMO_CONTACT_FORM, type FakeShop } from '@talat/mocks';
import { mountContactForm } from '../mount';
import { mountFixture } from './test-fixtures';

// Issue "a cached page whose captcha refill fails" (§2.12 "A page served from cache resets its forms
// on load", §7 Contact forms refill, §8 Contact forms and REST client): the widget with the real REST
// client against the fake WordPress (msw/node), on the demo form as a full-page cache serves it (a
// spent captcha, prefix 0). The page's load event comes after the widget's chunk, as on a page whose
// images or third-party scripts are still loading, so each test decides when it fires.

const REFILL_ROUTE = '/contact-form-7/v1/contact-forms/:id/refill';
const server = setupServer();
let shop: FakeShop;
let unmount: (() => void) | undefined;
let seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  shop = createFakeShop();
  server.resetHandlers(...createMswHandlers(shop));
  seen = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The page is still loading: the cached page's refill waits for window's load (dom/form-bindings.ts).
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
});
afterEach(() => {
  vi.useRealTimers();
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).wpcf7;
  vi.restoreAllMocks();
});
// A clone: the fake WordPress reads the body of the request it answers.
server.events.on('request:start', ({ request }) => void seen.push(request.clone()));

const path = (request: Request) => new URL(request.url).pathname;
const refills = () => seen.filter((request) => path(request).endsWith('/contact-forms/120/refill'));
const nonceRefreshes = () => seen.filter((request) => new URL(request.url).searchParams.get('action') === 'rest-nonce');
const feedbacks = () => seen.filter((request) => request.method === 'POST' && path(request).endsWith('/contact-forms/120/feedback'));
const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const control = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const image = () => form().querySelector<HTMLImageElement>('img.wpcf7-captchac')!;
const noticeText = () => document.querySelector('.talat-cf-captcha-notice [role="status"]')?.textContent;
const retryButton = () => screen.queryByRole('button', { name: 'โหลดภาพใหม่' });
const challenge = () => control('_wpcf7_captcha_challenge_captcha-1').value;

const HTTP_500 = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับด้วยรหัส 500 กรุณากด "โหลดภาพใหม่"';
const REFUSED = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ไม่ยอมรับรหัสความปลอดภัยของหน้านี้ ซึ่งอาจหมดอายุแล้ว กรุณากด "โหลดภาพใหม่"';
const BAD_REPLY = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับไม่ถูกต้อง กรุณากด "โหลดภาพใหม่"';
const TIMEOUT = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบช้าเกินไป กรุณากด "โหลดภาพใหม่"';
const OFFLINE = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ คุณอาจออฟไลน์อยู่ ตรวจสอบการเชื่อมต่อแล้วกด "โหลดภาพใหม่"';
const NOT_SENT = 'ยังไม่ได้ส่งข้อความ ข้อมูลที่กรอกยังอยู่ครบ';
const READY_HELD = 'ได้ภาพใหม่แล้ว กรอกตัวอักษรที่เห็นในภาพ แล้วส่งข้อความอีกครั้ง';
/** The client's time-out for a call §9 gives none (client/src/config.ts DEFAULT_TIMEOUT_MS). */
const CALL_TIMEOUT_MS = 30_000;

/** Mounts the cached demo form, with the chunk in and the schema loaded, before the page's load event. */
async function mountCachedForm(): Promise<void> {
  document.body.innerHTML = contactFormMarkup(DEMO_CONTACT_FORM, {});
  Object.assign(window, { wpcf7: contactFormGlobals({ cached: true }) });
  act(() => {
    unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!) ?? undefined;
  });
  await waitFor(() => expect(document.querySelector('.talat-cf-spinner')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(seen.some((request) => path(request).endsWith('/feedback/schema'))).toBe(true));
  // From here on the test drives time (the refill's time-out among it).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Lets the network answer (msw resolves through promises; a hung fault waits for the time-out). */
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const pageLoaded = () => act(() => void window.dispatchEvent(new Event('load')));
const press = (element: HTMLElement) => act(() => void fireEvent.click(element));

/** What the shopper typed before the refill failed; none of it may be lost. */
function typeSome(): void {
  fireEvent.change(control('your-name'), { target: { value: 'สมชาย ใจดี' } });
  fireEvent.change(control('your-email'), { target: { value: 'somchai@example.co.th' } });
  fireEvent.change(control('quiz-1'), { target: { value: '7' } });
  fireEvent.click(control('accept-privacy'));
}
function expectTypedKept(): void {
  expect([control('your-name').value, control('your-email').value, control('quiz-1').value, control('accept-privacy').checked]).toEqual([
    'สมชาย ใจดี',
    'somchai@example.co.th',
    '7',
    true,
  ]);
}

type Arm = () => () => void;
/** Name, fault, the notice's words, how long the refill takes to fail, and HTTP requests per refill asked for. */
const KINDS: Array<[string, Arm, string, number, number]> = [
  ['HTTP 500', () => shop.faults.add({ endpoint: REFILL_ROUTE, status: 500, wpError: { code: 'boom', message: 'Boom' } }), HTTP_500, 0, 1],
  [
    'a refused nonce',
    () => shop.faults.add({ endpoint: REFILL_ROUTE, status: 403, wpError: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' } }),
    REFUSED,
    0,
    // The client refreshes the refused nonce once and sends the request once more (§8 REST client).
    2,
  ],
  ['junk (not JSON)', () => shop.faults.add({ endpoint: REFILL_ROUTE, invalidJson: true }), BAD_REPLY, 0, 1],
  ['a time-out', () => shop.faults.add({ endpoint: REFILL_ROUTE, hang: true }), TIMEOUT, CALL_TIMEOUT_MS, 1],
  [
    'offline',
    () => {
      server.use(http.get(/\/contact-forms\/120\/refill/, () => HttpResponse.error()));
      return () => server.resetHandlers(...createMswHandlers(shop));
    },
    OFFLINE,
    0,
    1,
  ],
];

// The first test also waits for the widget's chunk to be imported, which is slow on a busy machine.
describe('contact form on a cached page: the refill fails', { timeout: 20_000 }, () => {
  it.each(KINDS)('%s: said at the captcha with a retry; Send is kept back; the retry brings a picture and Send goes', async (_, arm, text, waitMs, perAsk) => {
    const disarm = arm();
    await mountCachedForm();
    typeSome();
    pageLoaded();
    await settle(waitMs);
    expect(refills()).toHaveLength(perAsk);
    expect(nonceRefreshes()).toHaveLength(perAsk - 1);
    expect(noticeText()).toBe(text);
    expect(retryButton()).not.toBeNull();
    expect(image().hidden).toBe(true);
    expect(control('captcha-1')).toHaveAccessibleDescription(text);
    expect(form().getAttribute('data-status')).toBe('init');
    expectTypedKept();

    // Send: nothing goes to the server, the shopper is told why at the captcha, and it asks again.
    control('captcha-1').value = 'ABCD';
    act(() => void fireEvent.submit(form()));
    expect(document.activeElement).toBe(control('captcha-1'));
    await settle(waitMs);
    expect(feedbacks()).toHaveLength(0);
    expect(refills()).toHaveLength(2 * perAsk);
    expect(nonceRefreshes()).toHaveLength(2 * (perAsk - 1));
    expect(control('captcha-1')).toHaveAccessibleDescription(`${NOT_SENT} ${text}`);
    expectTypedKept();

    // The server is back: the retry brings a new picture the server will check against.
    disarm();
    press(retryButton()!);
    await settle();
    expect(refills()).toHaveLength(2 * perAsk + 1);
    expect(challenge()).toMatch(/^\d{10}$/);
    expect(image().getAttribute('src')).toBe(`/mock-media/wpcf7-captcha/${challenge()}.png`);
    expect(image().hidden).toBe(false);
    expect(control('captcha-1')).toHaveAccessibleDescription(READY_HELD);
    expect(retryButton()).toBeNull();
    expectTypedKept();

    const renewed = challenge();
    control('captcha-1').value = captchaAnswerFor(shop, renewed)!;
    act(() => void fireEvent.submit(form()));
    await settle();
    expect(feedbacks()).toHaveLength(1);
    const sent = await feedbacks()[0]!.formData();
    expect([sent.get('your-name'), sent.get('_wpcf7_captcha_challenge_captcha-1')]).toEqual(['สมชาย ใจดี', renewed]);
    // The server took the captcha answer: it names other fields (the form is far from filled), not it.
    expect(form().getAttribute('data-status')).toBe('invalid');
    expect(form().querySelector('[data-name="captcha-1"] .wpcf7-not-valid-tip')).toBeNull();
    expect(form().querySelector('[data-name="your-tel"] .wpcf7-not-valid-tip')).not.toBeNull();
  });
});

describe('contact form on a cached page: Send before the page has loaded', { timeout: 20_000 }, () => {
  it('asks for the picture at once instead of waiting for the load event; a failure says the message was not sent', async () => {
    shop.faults.add({ endpoint: REFILL_ROUTE, status: 500, wpError: { code: 'boom', message: 'Boom' } });
    await mountCachedForm();
    typeSome();
    act(() => void fireEvent.submit(form()));
    await settle();
    expect(feedbacks()).toHaveLength(0);
    expect(refills()).toHaveLength(1);
    expect(noticeText()).toBe(`${NOT_SENT} ${HTTP_500}`);
    expect(retryButton()!.getAttribute('aria-disabled')).toBeNull();
    // The page's load then asks nothing more, and what the shopper was told stays.
    pageLoaded();
    await settle();
    expect(refills()).toHaveLength(1);
    expect(noticeText()).toBe(`${NOT_SENT} ${HTTP_500}`);
    expect(form().getAttribute('data-status')).toBe('init');
    expectTypedKept();
  });

  it('the picture the Send brought stays when the page then loads: the letters typed for it are kept', async () => {
    await mountCachedForm();
    typeSome();
    act(() => void fireEvent.submit(form()));
    await settle();
    expect(refills()).toHaveLength(1);
    const prefix = challenge();
    expect(prefix).toMatch(/^\d{10}$/);
    expect(noticeText()).toBe(READY_HELD);
    control('captcha-1').value = captchaAnswerFor(shop, prefix)!;
    pageLoaded();
    await settle();
    expect(refills()).toHaveLength(1);
    expect(challenge()).toBe(prefix);
    expect(control('captcha-1').value).toBe(captchaAnswerFor(shop, prefix));
    // Only the picture was asked for: the printed quiz question (it keeps no server state) and its answer stay.
    expectTypedKept();
  });
});

describe('contact form on a cached page without a captcha: Send before the page has loaded', { timeout: 20_000 }, () => {
  it('the reply stays when the page then loads: no refill wipes its message and tips (the reply brought fresh challenges)', async () => {
    const mounted = await mountFixture({ cached: true });
    try {
      expect(mounted.script.calls.refill).not.toHaveBeenCalled();
      act(() => void fireEvent.click(control('accept-terms')));
      act(() => void fireEvent.submit(form()));
      expect(mounted.script.calls.submitFeedback).toHaveBeenCalledOnce();
      await act(async () =>
        mounted.script.submits[0]!.resolve({
          status: 'validation_failed',
          message: 'มีข้อมูลบางช่องไม่ถูกต้อง',
          invalid_fields: [{ field: 'your-name', message: 'กรุณากรอกชื่อ' }],
          quiz: { 'quiz-1': ['2+2=?', 'h4'] },
        }),
      );
      const output = () => form().querySelector('.wpcf7-response-output')!.textContent;
      const tip = () => form().querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')?.textContent;
      expect([form().getAttribute('data-status'), output(), tip()]).toEqual(['invalid', 'มีข้อมูลบางช่องไม่ถูกต้อง', 'กรุณากรอกชื่อ']);
      control('quiz-1').value = '4';
      pageLoaded();
      await act(async () => undefined);
      expect(mounted.script.calls.refill).not.toHaveBeenCalled();
      expect([form().getAttribute('data-status'), output(), tip(), control('quiz-1').value]).toEqual(['invalid', 'มีข้อมูลบางช่องไม่ถูกต้อง', 'กรุณากรอกชื่อ', '4']);
    } finally {
      mounted.unmount();
    }
  });

  it('with no Send before it, the page still refills on load (§2.12)', async () => {
    const mounted = await mountFixture({ cached: true });
    try {
      expect(mounted.script.calls.refill).not.toHaveBeenCalled();
      pageLoaded();
      expect(mounted.script.calls.refill).toHaveBeenCalledOnce();
      expect(form().getAttribute('data-status')).toBe('resetting');
      await act(async () => mounted.script.refills[0]!.resolve({ quiz: { 'quiz-1': ['2+2=?', 'h4'] } }));
      expect(form().getAttribute('data-status')).toBe('init');
      expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('2+2=?');
    } finally {
      mounted.unmount();
    }
  });
});
