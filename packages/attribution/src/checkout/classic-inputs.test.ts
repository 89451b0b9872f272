// @vitest-environment jsdom
import { atom } from '@talat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS, emptyAttributionValues, type AttributionValues } from '../fields';
import { ATTRIBUTION_INPUTS_ELEMENT, startClassicInputs } from './classic-inputs';
import { testWindow } from './test-window';

// §2.7 / §3 Order attribution on the classic checkout: `<wc-order-attribution-inputs>` holds one
// hidden `wc_order_attribution_<field>` per field (WooCommerce's order-attribution.js, 076007db).
// The element is defined once per window, so the first test here also covers values set before.

const PREFIX = 'wc_order_attribution_';

const visit = (): AttributionValues => ({
  source_type: 'utm',
  referrer: 'https://www.facebook.com/',
  utm_campaign: 'songkran',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_content: 'lipstick',
  utm_id: '42',
  utm_term: 'ลิปสติก',
  utm_source_platform: null,
  utm_creative_format: null,
  utm_marketing_tactic: null,
  session_entry: 'https://shop.co.th/?utm_source=facebook',
  session_start_time: '2026-11-24 09:00:00',
  session_pages: '3',
  session_count: '1',
  user_agent: 'Mozilla/5.0',
});

/** name -> value of every input inside the element, in document order. */
const posted = (element: Element) => Array.from(element.querySelectorAll('input'), (input) => [input.name, input.type, input.value]);
const expected = (values: AttributionValues) => ATTRIBUTION_FIELDS.map((field) => [`${PREFIX}${field}`, 'hidden', values[field] ?? '']);

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
});

function checkoutForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.className = 'checkout woocommerce-checkout';
  form.append(document.createElement(ATTRIBUTION_INPUTS_ELEMENT));
  document.body.append(form);
  return form;
}

describe('startClassicInputs', () => {
  it('defines the element; values set on one before the upgrade are kept and stamped at connection', () => {
    const early = document.createElement(ATTRIBUTION_INPUTS_ELEMENT) as HTMLElement & { values?: unknown };
    const earlyValues = { ...emptyAttributionValues(), source_type: 'typein', session_pages: '1' };
    early.values = earlyValues;
    expect(customElements.get(ATTRIBUTION_INPUTS_ELEMENT)).toBeUndefined();
    // Defined, then stopped at once: the element below is upgraded by the definition alone.
    startClassicInputs(document, atom(visit()), PREFIX)();
    expect(customElements.get(ATTRIBUTION_INPUTS_ELEMENT)).toBeDefined();
    document.body.append(early);
    expect(early.values).toEqual(earlyValues);
    expect(posted(early)).toEqual(expected(earlyValues));
    expect(ATTRIBUTION_FIELDS).toHaveLength(16);
  });

  it('fills the 16 fields field by field; null and missing values are posted as ""', () => {
    const form = checkoutForm();
    const values = atom(visit());
    stop = startClassicInputs(document, values, PREFIX);
    expect(posted(form.querySelector(ATTRIBUTION_INPUTS_ELEMENT)!)).toEqual(expected(visit()));
    expect(new FormData(form).get('wc_order_attribution_utm_term')).toBe('ลิปสติก');
    expect(new FormData(form).get('wc_order_attribution_utm_source_platform')).toBe('');
  });

  it('re-fills every element when the values change (a consent change), without adding inputs', () => {
    const form = checkoutForm();
    const values = atom(visit());
    stop = startClassicInputs(document, values, PREFIX);
    values.set(emptyAttributionValues());
    const element = form.querySelector(ATTRIBUTION_INPUTS_ELEMENT)!;
    expect(posted(element)).toEqual(expected(emptyAttributionValues()));
    values.set(visit());
    expect(posted(element)).toEqual(expected(visit()));
  });

  it('fills an element inserted later: update_checkout re-rendering, the My Account registration form', async () => {
    const values = atom(visit());
    stop = startClassicInputs(document, values, PREFIX);
    const register = document.createElement('form');
    register.className = 'woocommerce-form-register';
    const wrapper = document.createElement('div');
    wrapper.append(document.createElement(ATTRIBUTION_INPUTS_ELEMENT));
    register.append(wrapper);
    document.body.append(register);
    await Promise.resolve();
    expect(posted(register.querySelector(ATTRIBUTION_INPUTS_ELEMENT)!)).toEqual(expected(visit()));
  });

  it('reuses inputs the server already stamped instead of doubling them', () => {
    const form = checkoutForm();
    const element = form.querySelector(ATTRIBUTION_INPUTS_ELEMENT)!;
    element.remove();
    const stamped = document.createElement(ATTRIBUTION_INPUTS_ELEMENT);
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'wc_order_attribution_source_type';
    stamped.append(input);
    form.append(stamped);
    stop = startClassicInputs(document, atom(visit()), PREFIX);
    expect(stamped.querySelectorAll('input[name="wc_order_attribution_source_type"]')).toHaveLength(1);
    expect(input.value).toBe('utm');
    expect(stamped.querySelectorAll('input')).toHaveLength(16);
  });

  it('keeps markup in a value as text: no element is created from it', () => {
    const form = checkoutForm();
    const hostile = { ...visit(), referrer: '"><img src=x onerror=alert(1)>', utm_campaign: '<script>alert(1)</script>' };
    stop = startClassicInputs(document, atom(hostile), PREFIX);
    expect(form.querySelectorAll('img, script')).toHaveLength(0);
    expect(new FormData(form).get('wc_order_attribution_referrer')).toBe('"><img src=x onerror=alert(1)>');
    expect(new FormData(form).get('wc_order_attribution_utm_campaign')).toBe('<script>alert(1)</script>');
  });

  it('stops following changes and insertions when stopped', async () => {
    const form = checkoutForm();
    const values = atom(visit());
    startClassicInputs(document, values, PREFIX)();
    values.set(emptyAttributionValues());
    expect(new FormData(form).get('wc_order_attribution_source_type')).toBe('utm');
    const later = document.createElement(ATTRIBUTION_INPUTS_ELEMENT);
    document.body.append(later);
    await Promise.resolve();
    expect(new FormData(form).get('wc_order_attribution_source_type')).toBe('utm');
  });

  it("fills WooCommerce's own element through its values setter when its script defined it first", () => {
    const dom = { window: testWindow('https://shop.co.th/checkout/', '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>') };
    const received: unknown[] = [];
    dom.window.customElements.define(
      ATTRIBUTION_INPUTS_ELEMENT,
      class extends dom.window.HTMLElement {
        set values(values: unknown) {
          received.push(values);
        }
      },
    );
    const values = atom(visit());
    const stopOther = startClassicInputs(dom.window.document, values, PREFIX);
    expect(received).toEqual([visit()]);
    stopOther();
  });
});
