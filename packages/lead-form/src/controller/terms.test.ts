import { describe, expect, it } from 'vitest';
import { uncheckedTerms } from './terms';

describe('§5 Lead forms — term acceptance', () => {
  it('lists the unchecked boxes in order', () => {
    const a = { id: 'a', checked: false };
    const b = { id: 'b', checked: true };
    const c = { id: 'c', checked: false };
    expect(uncheckedTerms([a, b, c])).toEqual([a, c]);
  });

  it('nothing to check when every box is checked, or when there are none', () => {
    expect(uncheckedTerms([{ checked: true }, { checked: true }])).toEqual([]);
    expect(uncheckedTerms([])).toEqual([]);
  });
});
