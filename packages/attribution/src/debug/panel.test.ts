// @vitest-environment jsdom
// The debug panel (issue 17 demo): text only, a captioned table, follows consent changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishAttribution, resetPublishedAttribution } from '../checkout/published-values';
import { emptyAttributionValues, type AttributionValues } from '../fields';
import { debugSwitchOn, startDebugPanel } from './index';
import { showDebugPanel } from './panel';
import { DEBUG_TEXT, debugMessages } from './text';

const VALUES: AttributionValues = { ...emptyAttributionValues(), source_type: 'utm', utm_source: 'facebook', utm_campaign: '<img src=x onerror=alert(1)>', session_pages: '3' };
const context = () => ({ doc: document, win: window, config: {}, now: () => 0 });
const cell = (field: string) => document.querySelector(`[data-talat-attribution-debug] tr[data-field="${field}"] td`);

afterEach(() => {
  document.body.replaceChildren();
  resetPublishedAttribution();
  window.history.replaceState(null, '', '/');
});

describe('the switch', () => {
  it('is off without ?talat-attribution-debug, so nothing of the panel loads', () => {
    expect(debugSwitchOn(window)).toBe(false);
    expect(startDebugPanel(context())).toBeUndefined();
  });

  it('is on with the bare parameter and loads the panel lazily', async () => {
    window.history.replaceState(null, '', '/checkout/?talat-attribution-debug');
    const stop = startDebugPanel(context());
    expect(stop).toBeTypeOf('function');
    await vi.waitFor(() => expect(document.querySelector('[data-talat-attribution-debug]')).not.toBeNull());
    stop!();
    expect(document.querySelector('[data-talat-attribution-debug]')).toBeNull();
  });
});

describe('the panel', () => {
  it('lists the 16 posted names with their values as text, before the checkout form', () => {
    const form = document.createElement('form');
    form.className = 'checkout';
    document.body.append(form);
    publishAttribution(VALUES, { allowed: true, pending: false });
    showDebugPanel(context());
    const panel = document.querySelector('[data-talat-attribution-debug]')!;
    expect(panel.nextElementSibling).toBe(form);
    expect(panel.querySelector('caption')?.textContent).toBe(DEBUG_TEXT.caption);
    const names = [...panel.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent);
    expect(names).toHaveLength(16);
    expect(names[0]).toBe('wc_order_attribution_source_type');
    expect(cell('utm_source')?.textContent).toBe('facebook');
    expect(cell('utm_campaign')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(panel.querySelector('img')).toBeNull();
    expect(cell('utm_term')?.textContent).toBe(DEBUG_TEXT.empty);
    expect(panel.querySelector('[role="status"]')?.textContent).toBe(DEBUG_TEXT.on);
  });

  it('shows empty values and "off" when consent is withdrawn, and the values again when given', () => {
    publishAttribution(VALUES, { allowed: true, pending: false });
    showDebugPanel(context());
    publishAttribution(emptyAttributionValues(), { allowed: false, pending: false });
    expect(cell('utm_source')?.textContent).toBe(DEBUG_TEXT.empty);
    expect(document.querySelector('[data-talat-attribution-debug] [role="status"]')?.textContent).toBe(DEBUG_TEXT.off);
    publishAttribution(VALUES, { allowed: true, pending: false });
    expect(cell('utm_source')?.textContent).toBe('facebook');
  });

  it('says so on a page without a checkout, at the end of main, and uses the configured prefix', () => {
    const main = document.createElement('main');
    document.body.append(main);
    showDebugPanel({ ...context(), config: { fieldPrefix: 'shop_' } });
    const panel = main.lastElementChild!;
    expect(panel.matches('[data-talat-attribution-debug]')).toBe(true);
    expect(panel.textContent).toContain(DEBUG_TEXT.noCheckout);
    expect(panel.textContent).toContain(DEBUG_TEXT.pending);
    expect(panel.querySelector('tbody th')?.textContent).toBe('shop_source_type');
  });
});

describe('the words', () => {
  it("come from the catalogue in the page's language: English on an English page, Thai otherwise", () => {
    document.documentElement.lang = 'en';
    try {
      publishAttribution(emptyAttributionValues(), { allowed: false, pending: false });
      const stop = showDebugPanel(context());
      const panel = document.querySelector('[data-talat-attribution-debug]')!;
      expect(panel.querySelector('caption')?.textContent).toBe(debugMessages.en.caption);
      expect(panel.querySelector('[role="status"]')?.textContent).toBe(debugMessages.en.off);
      expect(cell('utm_source')?.textContent).toBe(debugMessages.en.empty);
      stop();
      showDebugPanel({ ...context(), config: { locale: 'th' } });
      expect(document.querySelector('[data-talat-attribution-debug] caption')?.textContent).toBe(DEBUG_TEXT.caption);
    } finally {
      document.documentElement.lang = '';
    }
  });
});
