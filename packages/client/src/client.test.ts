import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBannerClient } from './banner';
import { createCartCalls } from './calls/cart';
import { createContactFormClient } from './calls/contact-form';
import { createLeadFormCalls } from './calls/lead-form';
import { createSearchCalls, searchSuggestionsUrl } from './calls/search';
import { createClient, createTransportContext } from './client';
import { AJAX, BASE, REST, useServer, WC_AJAX } from './test-support';

const server = useServer();
const INVALID_NONCE = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };

describe('a client needs only the roots its families use', () => {
  it('builds with any subset of the roots, none included', () => {
    expect(() => createTransportContext({})).not.toThrow();
    expect(() => createClient({ baseUrl: BASE })).not.toThrow();
    expect(() => createContactFormClient({ restRoot: '/wp-json/' })).not.toThrow();
  });

  it.each(['ajaxUrl', 'wcAjaxUrl', 'restRoot'] as const)('still refuses a %s that is given but empty or not a string', (key) => {
    expect(() => createTransportContext({ [key]: '' })).toThrow(`ClientConfig.${key} must be a non-empty string`);
    expect(() => createClient({ [key]: 42 as unknown as string })).toThrow(`ClientConfig.${key}`);
  });

  it('each widget family works with just its own root', async () => {
    server.use(
      http.get(AJAX, () => HttpResponse.json({ suggestions: [] })),
      http.post(AJAX, () => HttpResponse.text('Yes')),
      http.post(WC_AJAX, () => HttpResponse.json({ fragments: {}, cart_hash: 'h' })),
      http.get(`${REST}contact-form-7/v1/contact-forms/7/refill`, () => HttpResponse.json({ captcha: {} })),
    );
    const ajaxOnly = createTransportContext({ ajaxUrl: '/wp-admin/admin-ajax.php', baseUrl: BASE });
    await expect(createSearchCalls(ajaxOnly).getSuggestions({ match: 'ครีม' })).resolves.toEqual({ suggestions: [] });
    await expect(createLeadFormCalls(ajaxOnly).verifyCaptcha({ captcha_res: '4' })).resolves.toBe('Yes');
    const wcOnly = createTransportContext({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', baseUrl: BASE });
    await expect(createCartCalls(wcOnly).getRefreshedFragments()).resolves.toEqual({ fragments: {}, cart_hash: 'h' });
    const restOnly = createContactFormClient({ restRoot: '/wp-json/', baseUrl: BASE });
    await expect(restOnly.refill(7)).resolves.toEqual({ captcha: {} });
  });

  it('a family called without its root fails at call time, naming the key', async () => {
    const client = createClient({ ajaxUrl: '/wp-admin/admin-ajax.php', baseUrl: BASE });
    await expect(client.cart.getRefreshedFragments()).rejects.toThrow(/ClientConfig\.wcAjaxUrl is needed for wc-ajax calls/);
    await expect(client.rest.request('wp/v2/posts')).rejects.toThrow(/ClientConfig\.restRoot is needed for REST calls/);
    await expect(client.contactForm.refill(7)).rejects.toThrow(/ClientConfig\.restRoot/);
    const cartOnly = createClient({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', baseUrl: BASE });
    await expect(cartOnly.search.getSuggestions({ match: 'ครีม' })).rejects.toThrow(/ClientConfig\.ajaxUrl is needed for admin-ajax calls/);
    await expect(cartOnly.leadForm.save({ fdata: '', _wpnonce: 'n' })).rejects.toThrow(/ClientConfig\.ajaxUrl/);
    expect(() => searchSuggestionsUrl({ baseUrl: BASE }, { match: 'x' })).toThrow(/ClientConfig\.ajaxUrl/);
  });

  it('a REST call to a full URL needs no REST root; the nonce refresh needs ajaxUrl only when a nonce is refused', async () => {
    const users = `${BASE}/wp-json/wp/v2/users/me`;
    server.use(http.post(users, () => HttpResponse.json({ id: 1 })));
    const banner = createBannerClient({ baseUrl: BASE, restNonce: 'nonce-1' });
    await expect(banner.dismissComingSoon(users)).resolves.toBeUndefined();

    server.use(http.post(users, () => HttpResponse.json(INVALID_NONCE, { status: 403 })));
    await expect(banner.dismissComingSoon(users)).rejects.toThrow(/ClientConfig\.ajaxUrl is needed for .*the REST nonce refresh/);
  });
});
