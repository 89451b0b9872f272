// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, replaceWithTrustedHtml, setTrustedHtml, trustedHtml } from './trusted-html';

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

  it.each([
    ['a tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a leading control character', '<a href="&#x01;javascript:alert(1)">x</a>', '<a>x</a>'],
    ['upper case', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['a form action', '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">b</button></form>', '<form><button>b</button></form>'],
    ['SVG animation rewriting an href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"></animate><text>x</text></a></svg>', '<svg><a><text>x</text></a></svg>'],
    ['an SVG xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', '<svg><a><text>x</text></a></svg>'],
    ['a data: document', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ])('closes the bypass through %s', (_name, markup, expected) => {
    expect(trustedHtml(markup).html).toBe(expected);
  });

  it('keeps ordinary links, mail and phone links and inline images', () => {
    const markup = '<a href="/cart/">c</a><a href="https://shop.example/">s</a><a href="mailto:a@b.th">m</a><a href="tel:+6621234567">t</a><img src="data:image/png;base64,AAAA">';
    expect(trustedHtml(markup).html).toBe(markup);
  });

  it('turns markup and entities in server text into plain text', () => {
    expect(htmlToText('<p>ขวดแก้ว <strong>หนา</strong></p>&nbsp;...')).toBe('ขวดแก้ว หนา\u00a0...');
    expect(htmlToText('<img src=x onerror=alert(1)>ok')).toBe('ok');
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
