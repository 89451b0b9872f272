// @vitest-environment jsdom
// The native door's policy pass (native-policy.ts) alone, on markup parsed by jsdom's DOMParser:
// jsdom has no Sanitizer, so these pin the pass itself, on the same cases as the DOMPurify door
// (test-fixtures.ts). Both engines together, in Chromium: e2e/markup-door-engines.spec.ts.
import { describe, expect, it } from 'vitest';
import type { MarkupOptions, PageWindow } from './door-shape';
import { applyMarkupPolicy } from './native-policy';
import { FORM_CASES, KEPT_CASES, REMOVED_CASES } from './test-fixtures';

/** `html` parsed as the native door parses it (in a <body>) and cleaned by the pass alone. */
function passed(html: string, options: MarkupOptions = {}): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  const fragment = parsed.createDocumentFragment();
  fragment.append(...Array.from(parsed.body.childNodes));
  applyMarkupPolicy(fragment, window as PageWindow, options);
  const host = document.createElement('div');
  host.append(fragment);
  return host.innerHTML;
}

describe('the native policy pass keeps what WooCommerce prints', () => {
  it.each(KEPT_CASES)('%s', (_name, html) => {
    expect(passed(html)).toBe(html);
  });

  it.each(FORM_CASES)('forms: %s', (_name, html, forms, expected) => {
    expect(passed(html, { forms })).toBe(expected);
  });
});

describe('the native policy pass removes', () => {
  it.each(REMOVED_CASES)('%s', (_name, html, expected) => {
    expect(passed(html)).toBe(expected);
  });

  it.each([
    ['custom and unknown elements, their content kept', '<x-promo data-id="1"><b>b</b></x-promo><blink>x</blink>', '<b>b</b>x'],
    ['elements browsers act on that DOMPurify never allowed', '<svg><use href="#icon"></use><foreignObject><b>f</b></foreignObject></svg><keygen><xmp><b>x</b></xmp>', '<svg></svg>'],
    ['attributes browsers act on that DOMPurify never allowed', '<a href="/p" target="_blank" ping="/t" accesskey="x">a</a><input autofocus><p contenteditable="true">p</p>', '<a href="/p">a</a><input><p>p</p>'],
    ['a built-in asking to be a custom element', '<p is="x-p">p</p><b>b</b>', 'p<b>b</b>'],
    ['a scheme in any attribute that is not text', '<img srcset="javascript:alert(1) 1x"><b title="javascript:x" lang="vbscript:y">b</b>', '<img><b title="javascript:x">b</b>'],
    ['values that close a comment or raw text when copied through innerHTML', '<b title="--><img src=x onerror=alert(1)>">b</b><i class="</style><p>">i</i>', '<b>b</b><i>i</i>'],
    ['comments', '<!-- <img src=x onerror=alert(1)> --><b>b</b>', '<b>b</b>'],
  ])('%s', (_name, html, expected) => {
    expect(passed(html)).toBe(expected);
  });

  it('a <style> only in a printable document', () => {
    expect(passed('<style>.t{}</style><b style="position:absolute">b</b>', { printable: true })).toBe('<style>.t{}</style><b style="position:absolute">b</b>');
    expect(passed('<style>.t{}</style><b>b</b>')).toBe('<b>b</b>');
  });

  it('removes a form its fields clobber whole, named or not, reading it through the prototypes', () => {
    const clobbering = '<form class="woocommerce-cart-form"><input name="attributes"><input name="localName"><input name="namespaceURI" onfocus="alert(1)"></form><b>b</b>';
    expect(passed(clobbering, { forms: ['woocommerce-cart-form'] })).toBe('<b>b</b>');
    expect(passed('<form class="woocommerce-cart-form"><input id="querySelectorAll"></form>', { forms: ['woocommerce-cart-form'] })).toBe('');
    expect(passed('<form class="woocommerce-cart-form"><input name="qty"></form>', { forms: ['woocommerce-cart-form'] })).toBe('<form class="woocommerce-cart-form"><input name="qty"></form>');
  });
});
