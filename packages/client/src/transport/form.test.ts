import { describe, expect, it } from 'vitest';
import { toFormBody } from './form';

describe('toFormBody (jQuery.param, non-traditional)', () => {
  it('encodes nested objects and arrays the way jQuery.param does', () => {
    const body = toFormBody({
      action: 'load_fragments',
      fragments: { 'a.b': { product_id: 42, is_mobile: 'no', owner: true } },
      positions: [3, 1],
      rows: [{ id: 1 }, { id: 2 }],
      empty: null,
      skipped: undefined,
    });
    expect([...body]).toEqual([
      ['action', 'load_fragments'],
      ['fragments[a.b][product_id]', '42'],
      ['fragments[a.b][is_mobile]', 'no'],
      ['fragments[a.b][owner]', 'true'],
      ['positions[]', '3'],
      ['positions[]', '1'],
      ['rows[0][id]', '1'],
      ['rows[1][id]', '2'],
      ['empty', ''],
    ]);
  });
});
