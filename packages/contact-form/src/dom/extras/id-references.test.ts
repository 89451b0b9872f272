// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addIdReference, ensureId, removeIdReference } from './id-references';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('id references for ARIA relations', () => {
  it('keeps an existing id and creates one nobody else uses', () => {
    document.body.innerHTML = '<span id="count"></span><span></span><p></p>';
    const [named, unnamed] = [...document.querySelectorAll('span')];
    expect(ensureId(named!, 'x')).toEqual({ id: 'count', created: false });
    const probe = ensureId(document.querySelector('p')!, 'x');
    const next = `x-${Number(probe.id.slice(2)) + 1}`;
    document.body.insertAdjacentHTML('beforeend', `<i id="${next}"></i>`);
    const made = ensureId(unnamed!, 'x');
    expect(made.created).toBe(true);
    expect(made.id).not.toBe(next);
    expect(unnamed!.id).toBe(made.id);
  });

  it('appends to an id list once and removes only its own token', () => {
    const input = document.createElement('input');
    input.setAttribute('aria-describedby', ' hint  error ');
    expect(addIdReference(input, 'aria-describedby', 'count')).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('hint error count');
    expect(addIdReference(input, 'aria-describedby', 'hint')).toBe(false);
    removeIdReference(input, 'aria-describedby', 'count');
    expect(input.getAttribute('aria-describedby')).toBe('hint error');
    removeIdReference(input, 'aria-describedby', 'hint');
    removeIdReference(input, 'aria-describedby', 'error');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
