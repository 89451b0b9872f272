import { describe, expect, it } from 'vitest';
import { addCartNotice, takeCartNotices } from './notices';
import { cartShop } from './test-fixtures';

describe('session notices (wc_add_notice / wc_print_notices)', () => {
  it('hands queued notices out once, oldest first, per session', () => {
    const shop = cartShop();
    addCartNotice(shop, 'a', { type: 'error', text: 'หนึ่ง' });
    addCartNotice(shop, 'a', { type: 'success', text: 'สอง' });
    addCartNotice(shop, 'b', { type: 'notice', text: 'สาม' });
    expect(takeCartNotices(shop, 'a')).toEqual([
      { type: 'error', text: 'หนึ่ง' },
      { type: 'success', text: 'สอง' },
    ]);
    expect(takeCartNotices(shop, 'a')).toEqual([]);
    expect(takeCartNotices(shop, 'b')).toHaveLength(1);
  });
});
