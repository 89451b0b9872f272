import { describe, expect, it } from 'vitest';
import { pageNoticesMarkup } from './page-notices';

describe('pageNoticesMarkup (wc_print_notices)', () => {
  it('is an empty wrapper without notices', () => {
    expect(pageNoticesMarkup()).toBe('<div class="woocommerce-notices-wrapper"></div>');
  });

  it('prints errors as one list, then successes, then info, all escaped', () => {
    expect(
      pageNoticesMarkup([
        { type: 'success', text: 'เพิ่มแล้ว' },
        { type: 'error', text: 'หนึ่ง <b>' },
        { type: 'notice', text: 'ข้อมูล' },
        { type: 'error', text: 'สอง' },
      ]),
    ).toBe(
      '<div class="woocommerce-notices-wrapper">' +
        '<ul class="woocommerce-error" role="alert"><li>หนึ่ง &lt;b&gt;</li><li>สอง</li></ul>' +
        '<div class="woocommerce-message" role="alert">เพิ่มแล้ว</div>' +
        '<div class="woocommerce-info">ข้อมูล</div></div>',
    );
  });
});
