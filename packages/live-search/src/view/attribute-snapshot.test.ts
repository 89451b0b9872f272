// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { snapshotAttributes } from './attribute-snapshot';

it('restores changed, added and removed attributes exactly', () => {
  const input = document.createElement('input');
  input.setAttribute('title', 'ค้นหา');
  input.setAttribute('autocomplete', 'on');
  const restore = snapshotAttributes([input, null]);
  input.setAttribute('role', 'combobox');
  input.setAttribute('autocomplete', 'off');
  input.removeAttribute('title');
  restore();
  // Attribute order may change; the set of attributes and their values may not.
  expect(Object.fromEntries([...input.attributes].map((a) => [a.name, a.value]))).toEqual({ title: 'ค้นหา', autocomplete: 'on' });
});
