// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_CSS, hideVisually, withBaseStyles } from './base-css';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('base styles (base-css.ts)', () => {
  it('hideVisually makes an element screen-reader text and puts the rule in its document, once', () => {
    const first = document.body.appendChild(document.createElement('div'));
    const second = document.body.appendChild(document.createElement('span'));
    hideVisually(first);
    hideVisually(second);
    withBaseStyles(document);
    expect([first.className, second.className]).toEqual(['talat-visually-hidden', 'talat-visually-hidden']);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.getElementById('talat-style-base')?.textContent).toBe(BASE_CSS);
  });

  it('brings the rule into the element’s own document (an iframe, a print window)', () => {
    const other = document.implementation.createHTMLDocument('print');
    const region = other.body.appendChild(other.createElement('div'));
    hideVisually(region);
    expect(other.getElementById('talat-style-base')).not.toBeNull();
    expect(document.getElementById('talat-style-base')).toBeNull();
  });
});
