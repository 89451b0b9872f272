// @vitest-environment jsdom
import { readWidgetConfig } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormConfigSpec } from './config';

// README "Contact form": every key it documents is read from where it says.
const page = window as unknown as Record<string, unknown>;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete page.wpcf7;
  delete page.woocommerce_params;
  document.getElementById('talat-config')?.remove();
  for (const link of Array.from(document.querySelectorAll('link'))) link.remove();
  vi.restoreAllMocks();
});

function block(json: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'talat-config';
  script.textContent = JSON.stringify(json);
  document.head.append(script);
}

function restLink(href: string) {
  const link = document.createElement('link');
  link.rel = 'https://api.w.org/';
  link.href = href;
  document.head.append(link);
}

describe('contact form config', () => {
  it("reads CF7's own wpcf7 global while its script is enqueued", () => {
    page.wpcf7 = { api: { root: 'http://shop.example/wp-json/', namespace: 'contact-form-7/v1' }, cached: 1 };
    expect(readWidgetConfig(contactFormConfigSpec, null)).toEqual({
      ok: true,
      config: { ajaxUrl: '/wp-admin/admin-ajax.php', restRoot: 'http://shop.example/wp-json/', cached: true },
    });
  });

  it('mounts with contact-form-7 dequeued: the REST root from <link rel="https://api.w.org/">, cached from the config block', () => {
    restLink('http://shop.example/wp-json/');
    block({ contactForm: { cached: true } });
    expect(readWidgetConfig(contactFormConfigSpec, null)).toEqual({
      ok: true,
      config: { ajaxUrl: '/wp-admin/admin-ajax.php', restRoot: 'http://shop.example/wp-json/', cached: true },
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes admin-ajax from woocommerce_params and lets the config block's restRoot win over the link", () => {
    page.woocommerce_params = { ajax_url: '/shop/wp-admin/admin-ajax.php', wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%' };
    restLink('http://shop.example/wp-json/');
    block({ restRoot: '/index.php?rest_route=/' });
    const result = readWidgetConfig(contactFormConfigSpec, null);
    expect(result.ok && result.config).toMatchObject({ ajaxUrl: '/shop/wp-admin/admin-ajax.php', restRoot: '/index.php?rest_route=/', cached: false });
  });

  it('names restRoot when the page prints neither wpcf7, the REST link nor a config block', () => {
    expect(readWidgetConfig(contactFormConfigSpec, null).ok).toBe(false);
    expect(errors.mock.calls[0]?.[0]).toBe('[Talat] contact-form: missing config key "restRoot"; not mounted.');
  });
});
