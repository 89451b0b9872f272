// @vitest-environment jsdom
import { vi } from 'vitest';
import { clickOn, describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { compareWidget } from './mount';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['startCompareSession']);
});

/** TH Product Compare's icon button (docs/research/th-product-compare.md §3): an `<a>` without href. */
const BUTTON =
  '<div class="thunk-compare"><a class="th-product-compare-btn compare" data-th-product-id="15" aria-label="Compare"><span class="text">Compare</span></a></div>';

describeStandDown('compare', {
  definition: compareWidget,
  page: (doc) => void (doc.body.innerHTML = BUTTON),
  params: { handle: 'th-product-js', name: 'th_product', value: { th_product_ajax_url: '/wp-admin/admin-ajax.php', nonce: 'n1' } },
  press: clickOn('.th-product-compare-btn'),
  chunk,
  // fscript.js 1.3.0 binds on the document as it runs (lines 306, 327, 419).
  ran: {
    handle: 'th-product-js',
    run: (_win, $) => {
      const add = vi.fn();
      $(document).on('click', '.th-product-compare-btn', add).on('click', '.th-add-product-bar', () => undefined);
      return add;
    },
  },
});
