// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_EVENT, CONSENT_TYPE_DEFINED_EVENT, hasConsentApi, watchTrackingConsent, type TrackingConsent } from './consent';

// §4 Order tracking with the WordPress Consent API (docs/research/consent.md): the API's marketing
// answer and its events when present, the config switch otherwise.

type ApiWindow = Window & { wp_has_consent?: unknown; wp_consent_type?: unknown; consent_api?: unknown };
const api = window as ApiWindow;

let watching: TrackingConsent | undefined;
afterEach(() => {
  watching?.stop();
  watching = undefined;
  delete api.wp_has_consent;
  delete api.wp_consent_type;
  delete api.consent_api;
});

/** What wp_set_consent raises: detail is an array used as a map ({ [category]: value }). */
function consentChange(category: string, value: 'allow' | 'deny') {
  const detail: string[] & Record<string, string> = Object.assign([], { [category]: value });
  document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail }));
}

describe('watchTrackingConsent without the Consent API', () => {
  it('follows the config switch (on, as WooCommerce allowTracking by default; or off)', () => {
    expect(hasConsentApi(window)).toBe(false);
    watching = watchTrackingConsent(window, true, vi.fn());
    expect([watching.allowed, watching.pending]).toEqual([true, false]);
    watching.stop();
    watching = watchTrackingConsent(window, false, vi.fn());
    expect([watching.allowed, watching.pending]).toEqual([false, false]);
  });

  it("still hears a marketing change event (it says all it means by itself)", () => {
    const onChange = vi.fn();
    watching = watchTrackingConsent(window, true, onChange);
    consentChange('marketing', 'deny');
    expect(onChange.mock.calls).toEqual([[false]]);
    expect(watching.allowed).toBe(false);
  });
});

describe('watchTrackingConsent with the Consent API', () => {
  it("asks wp_has_consent('marketing') at start, whatever the config switch says", () => {
    const hasConsent = vi.fn((category: string) => category === 'marketing');
    api.wp_has_consent = hasConsent;
    watching = watchTrackingConsent(window, false, vi.fn());
    expect(hasConsent).toHaveBeenCalledWith('marketing');
    expect(watching.allowed).toBe(true);
    watching.stop();
    api.wp_has_consent = () => false;
    watching = watchTrackingConsent(window, true, vi.fn());
    expect(watching.allowed).toBe(false);
  });

  it('turns on at a marketing allow and off at a deny, and ignores other categories and repeats', () => {
    api.wp_has_consent = () => false;
    const onChange = vi.fn();
    watching = watchTrackingConsent(window, true, onChange);
    consentChange('statistics', 'allow');
    consentChange('marketing', 'allow');
    consentChange('marketing', 'allow');
    consentChange('marketing', 'deny');
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: null }));
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: 'marketing' }));
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('asks again when the banner defines the consent type (wp_consent_type_defined)', () => {
    let answer = false;
    api.wp_has_consent = () => answer;
    const onChange = vi.fn();
    watching = watchTrackingConsent(window, true, onChange);
    answer = true;
    api.wp_consent_type = 'optout';
    document.dispatchEvent(new CustomEvent(CONSENT_TYPE_DEFINED_EVENT));
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('waits, neither on nor off, while a banner that asked plugins to wait has not defined the type', () => {
    api.wp_has_consent = () => true;
    api.consent_api = { consent_type: 'optin', waitfor_consent_hook: true };
    const onChange = vi.fn();
    watching = watchTrackingConsent(window, true, onChange);
    expect([watching.allowed, watching.pending]).toEqual([false, true]);
    api.wp_consent_type = 'optin';
    api.wp_has_consent = () => false;
    document.dispatchEvent(new CustomEvent(CONSENT_TYPE_DEFINED_EVENT));
    // The first answer after waiting is always heard, even "off".
    expect(onChange.mock.calls).toEqual([[false]]);
    expect([watching.allowed, watching.pending]).toEqual([false, false]);
  });

  it('keeps the config switch when wp_has_consent throws, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.wp_has_consent = () => {
      throw new Error('broken banner');
    };
    watching = watchTrackingConsent(window, true, vi.fn());
    expect(watching.allowed).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('stops listening on stop', () => {
    api.wp_has_consent = () => true;
    const onChange = vi.fn();
    watching = watchTrackingConsent(window, true, onChange);
    watching.stop();
    consentChange('marketing', 'deny');
    expect(onChange).not.toHaveBeenCalled();
  });
});
