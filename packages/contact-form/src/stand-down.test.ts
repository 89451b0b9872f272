// @vitest-environment jsdom
import { vi } from 'vitest';
import { describeStandDown, submitOn } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { contactFormWidget } from './mount';
import { contactFormFixture } from './test-fixtures';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['enhanceContactForm']);
});

describeStandDown('contact form', {
  definition: contactFormWidget,
  page: (doc) => void (doc.body.innerHTML = contactFormFixture()),
  // What CF7 prints before its script (wp_localize_script): `wpcf7 = { api, cached }`.
  params: { handle: 'contact-form-7', name: 'wpcf7', value: { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } } },
  press: submitOn('form.wpcf7-form'),
  chunk,
  // index.js adds `wpcf7.init` on DOMContentLoaded and binds each form's submit: a widget mounted after that sees it.
  ran: {
    handle: 'contact-form-7',
    run: (win) => {
      const send = vi.fn();
      Object.assign(win.wpcf7 as object, { init: vi.fn() });
      document.querySelector('form.wpcf7-form')!.addEventListener('submit', send);
      return send;
    },
  },
});
