// @vitest-environment jsdom
import { readWidgetConfig } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSearchConfigSpec } from './config';

// README "Live search": every key it documents is read from where it says.
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.getElementById('talat-config')?.remove();
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).th_advance_product_search_options;
  delete (window as unknown as Record<string, unknown>).woocommerce_params;
});

function box(attributes: Record<string, string> = {}) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('live search config', () => {
  it("reads the plugin's own global: ajaxUrl, thaps_nonce, thaps_length", () => {
    (window as unknown as Record<string, unknown>).th_advance_product_search_options = { ajaxUrl: '/wp-admin/admin-ajax.php', thaps_nonce: 'n1', thaps_length: '2' };
    expect(readWidgetConfig(liveSearchConfigSpec, box())).toEqual({
      ok: true,
      config: { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n1', minChars: 2 },
    });
  });

  it("mounts with the plugin's script dequeued: admin-ajax from woocommerce_params, nonce and length from the config block", () => {
    (window as unknown as Record<string, unknown>).woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'talat-config';
    block.textContent = '{"liveSearch":{"nonce":"n9","minChars":2}}';
    document.head.append(block);
    const result = readWidgetConfig(liveSearchConfigSpec, box());
    expect(result.ok && result.config).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n9', minChars: 2 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads data-ajax-url, data-nonce, data-min-chars and data-icon-mode', () => {
    const result = readWidgetConfig(liveSearchConfigSpec, box({ 'data-ajax-url': '/a.php', 'data-nonce': 'n2', 'data-min-chars': '3', 'data-icon-mode': 'false' }));
    expect(result).toEqual({ ok: true, config: { ajaxUrl: '/a.php', nonce: 'n2', minChars: 3, iconMode: false } });
  });

  it('defaults minChars to 1 (§9 Search)', () => {
    const result = readWidgetConfig(liveSearchConfigSpec, box({ 'data-ajax-url': '/a.php' }));
    expect(result.ok && result.config.minChars).toBe(1);
  });

  it('refuses a minimum below one character and says which key', () => {
    expect(readWidgetConfig(liveSearchConfigSpec, box({ 'data-ajax-url': '/a.php', 'data-min-chars': '0' })).ok).toBe(false);
    expect(errors.mock.calls[0]?.[0]).toContain('[Talat] live-search: "minChars" must be a whole number ≥ 1, not 0');
  });
});
