// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { datasetBoolean, datasetNumber, isRecord, readSiteConfig, readWidgetConfig, type WidgetConfigSpec } from './config';

interface DemoConfig extends Record<string, unknown> {
  ajaxUrl: string;
  nonce?: string;
  minChars: number;
  iconMode?: boolean;
}

const spec: WidgetConfigSpec<DemoConfig> = {
  widget: 'live-search',
  section: 'liveSearch',
  defaults: { minChars: 1 },
  fromGlobals: (g) => {
    const options = g.demo_plugin_options as { ajaxUrl?: string; nonce?: string } | undefined;
    return { ajaxUrl: options?.ajaxUrl, nonce: options?.nonce };
  },
  fromDataset: (d) => ({ minChars: datasetNumber(d.minChars), iconMode: datasetBoolean(d.iconMode) }),
  required: ['ajaxUrl'],
  validate: (c) => (Number.isInteger(c.minChars) && c.minChars >= 1 ? undefined : `config key "minChars" must be a whole number of at least 1, got ${JSON.stringify(c.minChars)}`),
};

function setBlock(json: string | null) {
  document.getElementById('talat-config')?.remove();
  if (json === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'talat-config';
  script.textContent = json;
  document.head.append(script);
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setBlock(null);
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).demo_plugin_options;
  delete (window as unknown as Record<string, unknown>).woocommerce_params;
  for (const link of Array.from(document.querySelectorAll('link[rel="https://api.w.org/"]'))) link.remove();
});

/** What WordPress's rest_output_link_wp_head() prints in <head> on every page. */
function restLink(href: string, parent: HTMLElement = document.head) {
  const link = document.createElement('link');
  link.rel = 'https://api.w.org/';
  link.href = href;
  parent.append(link);
  return link;
}

describe('readWidgetConfig against markup that forges config (DOM clobbering, issue 10)', () => {
  it('reads only the JSON <script>, not an element that took its id first', () => {
    const forged = document.createElement('div');
    forged.id = 'talat-config';
    forged.textContent = '{"ajaxUrl":"https://evil.example/"}';
    setBlock('{"ajaxUrl":"/block.php"}');
    document.head.prepend(forged);
    try {
      expect(document.getElementById('talat-config')).toBe(forged);
      expect(readWidgetConfig(spec, null)).toEqual({ ok: true, config: { minChars: 1, ajaxUrl: '/block.php' } });
    } finally {
      forged.remove();
    }
  });

  it('takes no config from an element standing in for a missing plugin global', () => {
    const forged = document.createElement('form');
    forged.id = 'demo_plugin_options';
    forged.innerHTML = '<input name="ajaxUrl" value="https://evil.example/">';
    // What a browser's named access on window gives for an element with that id.
    (window as unknown as Record<string, unknown>).demo_plugin_options = forged;
    const specReadingRecords: WidgetConfigSpec<DemoConfig> = {
      ...spec,
      fromGlobals: (g) => (isRecord(g.demo_plugin_options) ? { ajaxUrl: String(g.demo_plugin_options.ajaxUrl) } : {}),
    };
    expect(readWidgetConfig(specReadingRecords, null)).toEqual({ ok: false, error: '[Talat] live-search: missing config key "ajaxUrl"; not mounted.' });
  });

  it('counts plain objects as records, and elements, collections, arrays and null as not', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    expect(isRecord(JSON.parse('{"api":{}}'))).toBe(true);
    expect(isRecord(document.createElement('form'))).toBe(false);
    expect(isRecord(document.getElementsByTagName('a'))).toBe(false);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});

describe('readWidgetConfig: defaults < plugin globals < JSON block < data attributes', () => {
  it('uses the plugin global when nothing else is given', () => {
    (window as unknown as Record<string, unknown>).demo_plugin_options = { ajaxUrl: '/g.php', nonce: 'n1' };
    const result = readWidgetConfig(spec, null);
    expect(result).toEqual({ ok: true, config: { minChars: 1, ajaxUrl: '/g.php', nonce: 'n1' } });
  });

  it('lets the JSON block override the global, and its widget section override shared keys', () => {
    (window as unknown as Record<string, unknown>).demo_plugin_options = { ajaxUrl: '/g.php', nonce: 'n1' };
    setBlock('{"ajaxUrl":"/block.php","liveSearch":{"nonce":"n2","minChars":2}}');
    const result = readWidgetConfig(spec, null);
    expect(result).toEqual({ ok: true, config: { minChars: 2, ajaxUrl: '/block.php', nonce: 'n2' } });
  });

  it('lets data attributes on the mount element win', () => {
    setBlock('{"ajaxUrl":"/block.php","liveSearch":{"minChars":2}}');
    const el = document.createElement('div');
    el.dataset.minChars = '3';
    el.dataset.iconMode = 'true';
    const result = readWidgetConfig(spec, el);
    expect(result.ok && result.config).toEqual({ ajaxUrl: '/block.php', minChars: 3, iconMode: true });
  });

  it('logs one clear error naming the widget and the missing key', () => {
    const result = readWidgetConfig(spec, null);
    expect(result.ok).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain('[Talat] live-search: missing config key "ajaxUrl"');
  });

  it('reports a malformed JSON block instead of throwing', () => {
    setBlock('{ajaxUrl:');
    const result = readWidgetConfig(spec, null);
    expect(result.ok).toBe(false);
    expect(errors.mock.calls[0]?.[0]).toMatch(/\[Talat\] live-search: #talat-config is not valid JSON/);
  });

  it('names a malformed value and does not mount', () => {
    setBlock('{"ajaxUrl":"/a.php","liveSearch":{"minChars":"abc"}}');
    expect(readWidgetConfig(spec, null).ok).toBe(false);
    expect(errors.mock.calls[0]?.[0]).toContain('[Talat] live-search: config key "minChars" must be a whole number of at least 1, got "abc"');
  });

  it('rejects a JSON block that is not an object', () => {
    setBlock('[1,2]');
    expect(readWidgetConfig(spec, null).ok).toBe(false);
  });
});

describe('readWidgetConfig: what every WordPress page prints, after the replaced scripts are dequeued', () => {
  // WooCommerce prints `woocommerce_params` with its `woocommerce` script on every page
  // (class-wc-frontend-scripts.php get_script_data('woocommerce')): ajax_url and wc_ajax_url.
  const woocommerceParams = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };

  it('reads ajaxUrl and wcAjaxUrl from woocommerce_params and restRoot from the REST API link', () => {
    (window as unknown as Record<string, unknown>).woocommerce_params = woocommerceParams;
    restLink('http://shop.example/wp-json/');
    expect(readSiteConfig(document)).toEqual({ ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: 'http://shop.example/wp-json/' });
    expect(readWidgetConfig(spec, null)).toEqual({
      ok: true,
      config: { minChars: 1, ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: 'http://shop.example/wp-json/' },
    });
  });

  it('keeps the plain-permalink REST root as WordPress prints it (?rest_route=/)', () => {
    restLink('http://shop.example/index.php?rest_route=/');
    expect(readSiteConfig(document).restRoot).toBe('http://shop.example/index.php?rest_route=/');
  });

  it("ranks below the plugin's own global and the JSON block", () => {
    (window as unknown as Record<string, unknown>).woocommerce_params = woocommerceParams;
    (window as unknown as Record<string, unknown>).demo_plugin_options = { ajaxUrl: '/plugin.php' };
    const fromPlugin = readWidgetConfig(spec, null);
    expect(fromPlugin.ok && fromPlugin.config.ajaxUrl).toBe('/plugin.php');
    setBlock('{"ajaxUrl":"/block.php","restRoot":"/block-json/"}');
    restLink('http://shop.example/wp-json/');
    const result = readWidgetConfig(spec, null);
    expect(result.ok && result.config).toMatchObject({ ajaxUrl: '/block.php', restRoot: '/block-json/' });
  });

  it('ignores an element standing in for woocommerce_params, a REST link outside <head> and a non-http one', () => {
    const forged = document.createElement('form');
    forged.id = 'woocommerce_params';
    (window as unknown as Record<string, unknown>).woocommerce_params = forged;
    const inBody = restLink('https://evil.example/wp-json/', document.body);
    restLink('javascript:alert(1)');
    try {
      expect(readSiteConfig(document)).toEqual({});
    } finally {
      inBody.remove();
    }
  });
});

describe('dataset parsing', () => {
  it('reads booleans and numbers', () => {
    expect(datasetBoolean('')).toBe(true);
    expect(datasetBoolean('false')).toBe(false);
    expect(datasetBoolean(undefined)).toBeUndefined();
    expect(datasetNumber('5')).toBe(5);
    expect(datasetNumber('x')).toBeUndefined();
  });
});
