// @vitest-environment jsdom
import { vi } from 'vitest';
import { submitOn, describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { leadFormWidget } from './mount';
import { leadFormFixture } from './test-fixtures';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['enhanceLeadForm']);
});

describeStandDown('lead form', {
  definition: leadFormWidget,
  page: (doc) => void (doc.body.innerHTML = leadFormFixture()),
  params: { handle: 'lfb_f_js', name: 'frontendajax', value: { ajaxurl: '/wp-admin/admin-ajax.php', _wpnonce: 'n1' } },
  press: submitOn('form.lead-form-front'),
  chunk,
  // f-script.js declares lfbInserForm and binds the submit on the document as it runs (lines 83, 138).
  ran: {
    handle: 'lfb_f_js',
    run: (win, $) => {
      const send = vi.fn();
      win.lfbInserForm = vi.fn();
      $(document).on('submit', 'form.lead-form-front', send);
      return send;
    },
  },
});
