// @vitest-environment jsdom
import { readWidgetConfig } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadFormConfigSpec } from './config';

const page = window as unknown as { frontendajax?: unknown };

afterEach(() => {
  delete page.frontendajax;
  delete (window as unknown as Record<string, unknown>).woocommerce_params;
  document.getElementById('talat-config')?.remove();
  document.body.innerHTML = '';
});

function form(attributes = ''): HTMLElement {
  document.body.innerHTML = `<form class="lead-form-front" ${attributes}></form>`;
  return document.querySelector('form')!;
}

describe('lead-form config', () => {
  it("mounts with lfb_f_js dequeued: admin-ajax from woocommerce_params, the nonce from the config block", () => {
    (window as unknown as Record<string, unknown>).woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'talat-config';
    block.textContent = '{"leadForm":{"nonce":"lfb1"}}';
    document.head.append(block);
    const result = readWidgetConfig(leadFormConfigSpec, form());
    expect(result.ok && result.config).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'lfb1' });
  });

  it('reads the plugin’s frontendajax global', () => {
    page.frontendajax = { ajaxurl: '/wp-admin/admin-ajax.php', _wpnonce: 'abc123' };
    expect(readWidgetConfig(leadFormConfigSpec, form())).toEqual({ ok: true, config: { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'abc123' } });
  });

  it('reads the site’s own field-check texts that Lead Form Builder 2.2 prints in frontendajax', () => {
    page.frontendajax = {
      ajaxurl: '/wp-admin/admin-ajax.php',
      _wpnonce: 'abc123',
      required_msg: 'จำเป็นต้องกรอก',
      error_msg: 'กรอกไม่ครบ',
      email_msg: 'อีเมลไม่ถูกต้อง',
    };
    expect(readWidgetConfig(leadFormConfigSpec, form())).toEqual({
      ok: true,
      config: { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'abc123', requiredMessage: 'จำเป็นต้องกรอก', errorMessage: 'กรอกไม่ครบ', emailMessage: 'อีเมลไม่ถูกต้อง' },
    });
  });

  it('the talat-config section, then data attributes, override the global', () => {
    page.frontendajax = { ajaxurl: '/wp-admin/admin-ajax.php', _wpnonce: 'abc123' };
    const element = form('data-nonce="from-data"');
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<script type="application/json" id="talat-config">{"leadForm":{"ajaxUrl":"/shop/wp-admin/admin-ajax.php","nonce":"from-json"}}</script>',
    );
    expect(readWidgetConfig(leadFormConfigSpec, element)).toEqual({
      ok: true,
      config: { ajaxUrl: '/shop/wp-admin/admin-ajax.php', nonce: 'from-data' },
    });
  });

  it.each([
    ['no global at all', undefined, 'ajaxUrl'],
    ['no nonce', { ajaxurl: '/wp-admin/admin-ajax.php' }, 'nonce'],
    ['an empty nonce', { ajaxurl: '/wp-admin/admin-ajax.php', _wpnonce: '' }, 'nonce'],
    ['a global that is not an object', 'broken', 'ajaxUrl'],
  ])('%s: not mounted, one console error naming the key', (_, global, key) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page.frontendajax = global;
    expect(readWidgetConfig(leadFormConfigSpec, form()).ok).toBe(false);
    expect(error).toHaveBeenCalledExactlyOnceWith(`[Talat] lead-form: missing config key "${key}"; not mounted.`);
  });
});
