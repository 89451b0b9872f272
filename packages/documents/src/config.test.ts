// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readWidgetConfig } from '@talat/core';
import { documentsConfigSpec, usesPlainLinks } from './config';

// §3 Document settings from the recipe's section or the plugin's own global (research §3).
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).wf_pklist_params_public;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const read = () => readWidgetConfig(documentsConfigSpec, document.body, document);

describe('documents config', () => {
  it('reads wf_pklist_params_public as wp_localize_script prints it', () => {
    (window as unknown as Record<string, unknown>).wf_pklist_params_public = {
      show_document_preview: 'No',
      document_access_type: 'logged_in',
      is_user_logged_in: '1',
      msgs: { pop_dont_show_again: false, generating_document_text: 'Generating document...' },
    };
    expect(read()).toEqual({ ok: true, config: { showDocumentPreview: false, accessType: 'logged_in', loggedIn: true, dontShowAgain: false } });
  });

  it("reads a logged-out visitor ('') and preview 'Yes' as plain links", () => {
    (window as unknown as Record<string, unknown>).wf_pklist_params_public = { show_document_preview: 'No', document_access_type: 'logged_in', is_user_logged_in: '', msgs: {} };
    const out = read();
    expect(out.ok && usesPlainLinks(out.config)).toBe(true);
    (window as unknown as Record<string, unknown>).wf_pklist_params_public = { show_document_preview: 'Yes', document_access_type: 'logged_in', is_user_logged_in: '1', msgs: {} };
    const preview = read();
    expect(preview.ok && usesPlainLinks(preview.config)).toBe(true);
  });

  it('reads the recipe section, which wins over the global', () => {
    (window as unknown as Record<string, unknown>).wf_pklist_params_public = { is_user_logged_in: '', msgs: { pop_dont_show_again: true } };
    document.body.innerHTML = '<script type="application/json" id="talat-config">{"documents":{"loggedIn":true,"dontShowAgain":false}}</script>';
    const out = read();
    expect(out).toMatchObject({ ok: true, config: { loggedIn: true, dontShowAgain: false, showDocumentPreview: false, accessType: 'logged_in' } });
    expect(out.ok && usesPlainLinks(out.config)).toBe(false);
  });

  it('a page with neither is left alone', () => {
    expect(read().ok).toBe(false);
  });
});
