import { describe, expect, it } from 'vitest';
import { dropRow, moveRow, orderChanged } from './reorder';

describe('reordering a wishlist table (issue 13: by keyboard as by drag and drop)', () => {
  const order = ['11', '12', '13'];

  it('moves a row one place up or down, and not past either end', () => {
    expect(moveRow(order, '12', -1)).toEqual(['12', '11', '13']);
    expect(moveRow(order, '12', 1)).toEqual(['11', '13', '12']);
    expect(moveRow(order, '11', -1)).toEqual(order);
    expect(moveRow(order, '13', 1)).toEqual(order);
    expect(moveRow(order, '99', 1)).toEqual(order);
  });

  it('drops a row at an index, clamped to the list', () => {
    expect(dropRow(order, '13', 0)).toEqual(['13', '11', '12']);
    expect(dropRow(order, '11', 9)).toEqual(['12', '13', '11']);
    expect(dropRow(order, '11', -3)).toEqual(order);
  });

  it('says whether anything changed, so a drop where it started sends nothing', () => {
    expect(orderChanged(order, moveRow(order, '11', -1))).toBe(false);
    expect(orderChanged(order, moveRow(order, '11', 1))).toBe(true);
  });

  it('never changes the order it was given', () => {
    const given = [...order];
    moveRow(given, '12', 1);
    dropRow(given, '12', 0);
    expect(given).toEqual(order);
  });
});
