// @vitest-environment jsdom
import { readWidgetConfig } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareConfigSpec } from './config';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).th_product;
  delete (window as unknown as Record<string, unknown>).woocommerce_params;
  document.getElementById('talat-config')?.remove();
  vi.restoreAllMocks();
});

const configBlock = (values: unknown) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'talat-config';
  script.textContent = JSON.stringify(values);
  document.head.append(script);
};

describe('compare config (§7 Compare actions, research §2 and §5)', () => {
  it("reads the first release's `th_product` global: its ajax URL and nonce, with the spec's th_* actions", () => {
    Object.assign(window, { th_product: { th_product_ajax_url: '/wp-admin/admin-ajax.php', nonce: 'abc123' } });
    const result = readWidgetConfig(compareConfigSpec, document.body, document);
    if (!result.ok) throw new Error(result.error);
    expect(result.config).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      nonce: 'abc123',
      productAction: 'th_get_compare_product',
      filterAction: 'th_compare_filter_product',
      removeAllAction: 'th_remove_all_compare',
    });
  });

  it('the renamed release (`tpcp_product_ajax_url`) switches to its tpcp_* actions and sends no nonce', () => {
    Object.assign(window, { th_product: { tpcp_product_ajax_url: '/wp-admin/admin-ajax.php', headingtext: 'COMPARE PRODUCTS' } });
    const result = readWidgetConfig(compareConfigSpec, document.body, document);
    if (!result.ok) throw new Error(result.error);
    expect(result.config).toMatchObject({ nonce: '', productAction: 'tpcp_get_compare_product', filterAction: 'tpcp_filter_product', removeAllAction: '' });
  });

  it("once the recipe dequeued the script: woocommerce_params' ajax URL and the config block's nonce and action names", () => {
    Object.assign(window, { woocommerce_params: { ajax_url: '/shop/wp-admin/admin-ajax.php' } });
    configBlock({ compare: { nonce: 'n-1', productAction: 'tpcp_get_compare_product', filterAction: 'tpcp_filter_product', removeAllAction: '' } });
    const result = readWidgetConfig(compareConfigSpec, document.body, document);
    if (!result.ok) throw new Error(result.error);
    expect(result.config).toMatchObject({ ajaxUrl: '/shop/wp-admin/admin-ajax.php', nonce: 'n-1', productAction: 'tpcp_get_compare_product', removeAllAction: '' });
  });

  it('refuses an action name that is not one (the widget stays off, with one console error naming the key)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(window, { woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php' } });
    configBlock({ compare: { productAction: 'th_get_compare_product&x=1' } });
    const result = readWidgetConfig(compareConfigSpec, document.body, document);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('productAction');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('an empty list or search action is refused; an empty remove-all action is the renamed release', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(window, { woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php' } });
    configBlock({ compare: { productAction: '' } });
    const refused = readWidgetConfig(compareConfigSpec, document.body, document);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toContain('productAction');
    document.getElementById('talat-config')?.remove();
    configBlock({ compare: { removeAllAction: '' } });
    expect(readWidgetConfig(compareConfigSpec, document.body, document).ok).toBe(true);
  });

  it('without any ajax URL the widget stays off', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readWidgetConfig(compareConfigSpec, document.body, document).ok).toBe(false);
  });
});
