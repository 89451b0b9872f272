// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showIntent } from '@talat/mocks';
import { leadFormFixture } from './test-fixtures';

const page = window as unknown as { frontendajax?: unknown };

beforeEach(() => {
  page.frontendajax = { ajaxurl: '/wp-admin/admin-ajax.php', _wpnonce: 'n1' };
});
afterEach(() => {
  window.Talat?.unmount();
  delete page.frontendajax;
  document.body.innerHTML = '';
});

describe('script-tag entry', () => {
  it('enhances the lead forms on the page and those inserted later, each once', async () => {
    document.body.innerHTML = leadFormFixture({ id: 1 });
    await import('./entry');
    expect(window.Talat?.widgets).toContain('lead-form');
    const first = document.getElementById('form_1')!;
    expect(first).toHaveAttribute('data-talat-mounted', 'lead-form');

    document.body.insertAdjacentHTML('beforeend', leadFormFixture({ id: 2 }));
    await new Promise((resolve) => setTimeout(resolve));
    const second = document.getElementById('form_2')!;
    expect(second).toHaveAttribute('data-talat-mounted', 'lead-form');
    // The pickers come with the interactive chunk, fetched when the shopper comes to a form
    // (decision 503): none before, and each form gets them at its own sign.
    expect(second.querySelectorAll('.talat-date-field')).toHaveLength(0);
    showIntent(second);
    await vi.waitFor(() => expect(second.querySelectorAll('.talat-date-field')).toHaveLength(2));
    expect(first.querySelectorAll('.talat-date-field')).toHaveLength(0);
    showIntent(first);
    await vi.waitFor(() => expect(first.querySelectorAll('.talat-date-field')).toHaveLength(2));
  });
});
