// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { replaceWithTrustedHtml, setTrustedHtml, trustedHtml } from './trusted-html';

describe('trustedHtml (DESIGN.md: the single door for server markup)', () => {
  it('keeps ordinary WooCommerce price markup intact', () => {
    const price =
      '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">฿</span>1,250.00</bdi></span>';
    expect(trustedHtml(price).html).toBe(price);
  });

  it('drops scripts, inline handlers and javascript: URLs', () => {
    const markup = trustedHtml(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">a</a><iframe src="//evil"></iframe>',
    );
    expect(markup.html).toBe('<img src="x"><a>a</a>');
  });

  it('writes into an element and replaces an element', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div><p id="t"></p>';
    setTrustedHtml(document.getElementById('t')!, trustedHtml('<b>ok</b>'));
    expect(document.getElementById('t')!.innerHTML).toBe('<b>ok</b>');
    const old = document.querySelector('div.widget_shopping_cart_content')!;
    replaceWithTrustedHtml(old, trustedHtml('<div class="widget_shopping_cart_content">new</div>'));
    expect(document.querySelector('div.widget_shopping_cart_content')!.textContent).toBe('new');
  });
});

describe('trustedHtml without a DOM', () => {
  it('keeps the markup as escaped text', async () => {
    const original = globalThis.document;
    // @ts-expect-error: simulate Node without a document
    delete globalThis.document;
    try {
      const { trustedHtml: nodeTrusted } = await import('./trusted-html');
      expect(nodeTrusted('<img src=x onerror=alert(1)>&ok').html).toBe('&lt;img src=x onerror=alert(1)&gt;&amp;ok');
    } finally {
      globalThis.document = original;
    }
  });
});
