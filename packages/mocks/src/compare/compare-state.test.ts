import { describe, expect, it } from 'vitest';
import { changeCompareList, changeCompareListRenamed } from './compare-state';

// product.php setId_cookie (research §4): the pre-rename rules and the renamed release's.

describe('changeCompareList (th_get_compare_product)', () => {
  it('adds new ids at the front and writes the cookie', () => {
    expect(changeCompareList([], 5, 'add', 4)).toEqual({ ids: [5], limit: false, write: true });
    expect(changeCompareList([5], 7, 'add', 4)).toEqual({ ids: [7, 5], limit: false, write: true });
  });

  it('leaves the list alone for a present id or a refresh', () => {
    expect(changeCompareList([7, 5], 5, 'add', 4)).toEqual({ ids: [7, 5], limit: false, write: false });
    expect(changeCompareList([7, 5], 'refresh', 'add', 4)).toEqual({ ids: [7, 5], limit: false, write: false });
    expect(changeCompareList([], 'refresh', 'add', 4)).toEqual({ ids: [], limit: false, write: true });
  });

  it('refuses an add to a full list with the limit flag, and flags a refresh of a full list too', () => {
    const full = [4, 3, 2, 1];
    expect(changeCompareList(full, 9, 'add', 4)).toEqual({ ids: full, limit: true, write: false });
    expect(changeCompareList(full, 'refresh', 'add', 4)).toEqual({ ids: full, limit: true, write: false });
    // An id already in a full list is refused with the flag as well.
    expect(changeCompareList(full, 2, 'add', 4)).toEqual({ ids: full, limit: true, write: false });
    expect(changeCompareList([1, 2], 9, 'add', 2).limit).toBe(true);
  });

  it('removes, keeping a placeholder after the last one', () => {
    expect(changeCompareList([7, 5], 5, 'remove', 4)).toEqual({ ids: [7], limit: false, write: true });
    expect(changeCompareList([5], 5, 'remove', 4)).toEqual({ ids: [false], limit: false, write: true });
    expect(changeCompareList([5], 8, 'remove', 4)).toEqual({ ids: [5], limit: false, write: true });
    expect(changeCompareList([], 8, 'remove', 4)).toEqual({ ids: [], limit: false, write: true });
  });
});

describe('changeCompareListRenamed (tpcp_get_compare_product)', () => {
  it('adds, refuses at the limit but never on refresh, and empties on the last remove', () => {
    expect(changeCompareListRenamed([5], 7, 'add', 2)).toEqual({ ids: [7, 5], limit: false, write: true });
    expect(changeCompareListRenamed([7, 5], 9, 'add', 2)).toEqual({ ids: [7, 5], limit: true, write: false });
    expect(changeCompareListRenamed([7, 5], 'refresh', 'add', 2)).toEqual({ ids: [7, 5], limit: false, write: true });
    expect(changeCompareListRenamed([5], 5, 'remove', 2)).toEqual({ ids: [], limit: false, write: true });
  });
});
