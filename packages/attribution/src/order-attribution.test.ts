// @vitest-environment jsdom
import { CONSTANTS } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCheckoutFields } from './checkout-fields';
import { attributionValues, trackingState } from './checkout/published-values';
import type { AttributionConfig } from './config';
import { emptyAttributionValues, type AttributionValues } from './fields';
import { startOrderAttribution } from './order-attribution';
import { resolveVisit, type VisitResult } from './sourcebuster';

// The order-attribution part (issue 17, §4 Order tracking, §2.7, §9 Other): the rules run with
// tracking on and their cookies are written; off deletes them and sends empty values; consent
// changes switch between the two. The rules themselves are faked here (they have their own tests).

vi.mock('./sourcebuster', () => ({ resolveVisit: vi.fn(), SOURCEBUSTER_COOKIES: [] }));
const rules = vi.mocked(resolveVisit);

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

const visitValues = (): AttributionValues => ({
  ...emptyAttributionValues(),
  source_type: 'utm',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'songkran',
  session_entry: 'http://localhost:3000/?utm_source=facebook',
  session_start_time: '2026-11-24 09:00:00',
  session_pages: '1',
  session_count: '1',
  user_agent: navigator.userAgent,
});

const visitResult = (): VisitResult => ({
  cookies: [
    { name: 'sbjs_current', value: 'typ%3Dutm%7C%7C%7Csrc%3Dfacebook', domain: 'localhost' },
    { name: 'sbjs_session', value: 'pgs%3D1', expires: new Date(Date.now() + 30 * 60_000), domain: 'localhost' },
  ] as VisitResult['cookies'],
  values: visitValues(),
});

type ApiWindow = Window & { wp_has_consent?: unknown; wp?: unknown };
const win = window as ApiWindow;

let stop: (() => void) | undefined;
/** The count, then the checkouts' part, as the session starts them on a checkout page (both read the same published values). */
const start = (config: AttributionConfig = {}) => {
  const context = { doc: document, win: window, config, now: () => NOW };
  const stopCount = startOrderAttribution(context);
  const stopCheckouts = startCheckoutFields(context);
  return (stop = () => {
    stopCheckouts?.();
    stopCount?.();
  });
};

const cookieNames = () => document.cookie.split(';').map((part) => part.split('=')[0]!.trim()).filter(Boolean).sort();
const inputValue = (field: string) => (document.querySelector(`input[name="wc_order_attribution_${field}"]`) as HTMLInputElement).value;

function consentChange(value: 'allow' | 'deny') {
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: value } }));
}

beforeEach(() => {
  rules.mockReset();
  rules.mockImplementation(visitResult);
  const form = document.createElement('form');
  form.className = 'checkout';
  form.append(document.createElement('wc-order-attribution-inputs'));
  document.body.append(form);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
  for (const name of cookieNames()) {
    document.cookie = `${name}=; path=/; max-age=0`;
    document.cookie = `${name}=; domain=.localhost; path=/; max-age=0`;
  }
  delete win.wp_has_consent;
  delete win.wp;
});

describe('startOrderAttribution, tracking on', () => {
  it('runs the rules on this visit with the §9 settings (0.00001 months, 30 minutes, no base64)', () => {
    document.cookie = 'sbjs_udata=vst%3D1; path=/';
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    start();
    expect(CONSTANTS.other.attributionCookieLifetimeMonths).toBe(0.00001);
    expect(CONSTANTS.other.attributionSessionMinutes).toBe(30);
    expect(rules).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenCalledWith(
      { url: 'http://localhost:3000/', referrer: '', now: NOW, userAgent: navigator.userAgent, cookies: { sbjs_udata: 'vst%3D1' } },
      { lifetimeMonths: 0.00001, sessionMinutes: 30, base64: false },
    );
  });

  it("uses the shop's own settings when the config (or WooCommerce's params) gives them", () => {
    start({ lifetimeMonths: 6, sessionMinutes: 45, base64: true });
    expect(rules.mock.calls[0]![1]).toEqual({ lifetimeMonths: 6, sessionMinutes: 45, base64: true });
  });

  it('writes the cookies the rules ask for and publishes the values (atom, both checkouts)', () => {
    const setExtensionData = vi.fn();
    win.wp = { data: { dispatch: () => ({ __internalSetExtensionData: setExtensionData }), subscribe: vi.fn() } };
    start();
    expect(cookieNames()).toEqual(['sbjs_current', 'sbjs_session']);
    expect(attributionValues.get()).toEqual(visitValues());
    expect(trackingState.get()).toEqual({ allowed: true, pending: false });
    expect(inputValue('source_type')).toBe('utm');
    expect(inputValue('utm_source')).toBe('facebook');
    expect(inputValue('utm_content')).toBe('');
    expect(inputValue('session_pages')).toBe('1');
    expect(setExtensionData.mock.calls).toEqual([['woocommerce/order-attribution', visitValues(), true]]);
  });

  it("caps what the rules return and keeps only the 16 fields' text", () => {
    rules.mockImplementation(() => ({ cookies: [], values: { ...visitValues(), referrer: `https://x.example/${'a'.repeat(5000)}`, utm_id: 42 as unknown as string, extra: 'x' } as AttributionValues }));
    start();
    expect(attributionValues.get().referrer).toHaveLength(2048);
    expect(attributionValues.get().utm_id).toBeNull();
    expect(Object.keys(attributionValues.get())).toHaveLength(16);
  });

  it('sends empty values, as WooCommerce does, when the browser kept none of the cookies', () => {
    vi.spyOn(window.Document.prototype, 'cookie', 'set').mockImplementation(() => undefined);
    start();
    expect(attributionValues.get()).toEqual(emptyAttributionValues());
    expect(inputValue('source_type')).toBe('');
  });

  it('recovers from rules that throw: empty values, one error, the checkout untouched', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rules.mockImplementation(() => {
      throw new Error('junk');
    });
    expect(() => start()).not.toThrow();
    expect(attributionValues.get()).toEqual(emptyAttributionValues());
    expect(inputValue('source_type')).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('startOrderAttribution, tracking off (§4)', () => {
  it('deletes every sourcebuster cookie, host-only and domain ones, sends null values, runs no rule', () => {
    document.cookie = 'sbjs_current=typ%3Dutm; path=/';
    document.cookie = 'sbjs_first=typ%3Dutm; domain=.localhost; path=/';
    document.cookie = 'sbjs_promo=code; path=/';
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    const setExtensionData = vi.fn();
    win.wp = { data: { dispatch: () => ({ __internalSetExtensionData: setExtensionData }), subscribe: vi.fn() } };
    start({ allowTracking: false });
    expect(rules).not.toHaveBeenCalled();
    expect(cookieNames()).toEqual(['woocommerce_items_in_cart']);
    expect(attributionValues.get()).toEqual(emptyAttributionValues());
    expect(trackingState.get()).toEqual({ allowed: false, pending: false });
    expect(inputValue('source_type')).toBe('');
    expect(setExtensionData.mock.calls).toEqual([['woocommerce/order-attribution', emptyAttributionValues(), true]]);
  });

  it('follows the Consent API over the config switch: no marketing consent is off', () => {
    win.wp_has_consent = () => false;
    start({ allowTracking: true });
    expect(rules).not.toHaveBeenCalled();
    expect(trackingState.get().allowed).toBe(false);
  });
});

describe('startOrderAttribution, consent changes on the page', () => {
  it('off then on runs the rules then and re-fills both checkouts; on then off deletes and empties them', () => {
    win.wp_has_consent = () => false;
    const setExtensionData = vi.fn();
    win.wp = { data: { dispatch: () => ({ __internalSetExtensionData: setExtensionData }), subscribe: vi.fn() } };
    start();
    expect(inputValue('utm_source')).toBe('');

    consentChange('allow');
    expect(rules).toHaveBeenCalledTimes(1);
    expect(cookieNames()).toEqual(['sbjs_current', 'sbjs_session']);
    expect(inputValue('utm_source')).toBe('facebook');

    consentChange('allow'); // a repeated answer counts no second page view
    expect(rules).toHaveBeenCalledTimes(1);

    consentChange('deny');
    expect(cookieNames()).toEqual([]);
    expect(inputValue('utm_source')).toBe('');
    expect(setExtensionData.mock.calls.map((call) => (call[1] as AttributionValues).utm_source)).toEqual([null, 'facebook', null]);
  });

  it('while the banner has not answered: nothing is run or deleted, values are empty', () => {
    document.cookie = 'sbjs_current=typ%3Dutm; path=/';
    Object.assign(window, { wp_has_consent: () => true, consent_api: { waitfor_consent_hook: true } });
    start();
    expect(rules).not.toHaveBeenCalled();
    expect(cookieNames()).toEqual(['sbjs_current']);
    expect(trackingState.get()).toEqual({ allowed: false, pending: true });
    expect(inputValue('source_type')).toBe('');
    delete (window as { consent_api?: unknown }).consent_api;
  });

  it('stops following consent and resets the published values on undo', () => {
    start();
    stop!();
    stop = undefined;
    expect(attributionValues.get()).toEqual(emptyAttributionValues());
    consentChange('deny');
    expect(cookieNames()).toEqual(['sbjs_current', 'sbjs_session']);
  });
});
