// @vitest-environment jsdom
// One test per rule of the markup policy (policy.ts). jsdom's parser is not a browser's, so the
// proof against mutation XSS is the attack corpus in Chromium (e2e/security-corpus.spec.ts); these
// pin the policy itself.
import { afterEach, describe, expect, it } from 'vitest';
import { loadMarkupDoor, markupDoorNow } from './door';
import { isServerMarkup } from './provenance';

afterEach(() => {
  document.body.replaceChildren();
});

/** The markup as the door leaves it, inside a fresh <div>, without the door's own mark (tested below). */
async function cleaned(html: string, forms?: string[]): Promise<string> {
  const door = await loadMarkupDoor(document);
  const host = document.createElement('div');
  document.body.append(host);
  door.fill(host, html, forms ? { forms } : undefined);
  for (const child of host.children) {
    expect(child.hasAttribute('data-talat-server-markup')).toBe(true);
    child.removeAttribute('data-talat-server-markup');
  }
  return host.innerHTML;
}

describe('the markup door keeps what WooCommerce prints', () => {
  it.each([
    ['price markup', '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">฿</span>1,250.00</bdi></span>'],
    ['a sale price', '<del aria-hidden="true"><span class="amount">฿60.00</span></del> <ins><span class="amount">฿45.00</span></ins>'],
    [
      'a mini-cart line',
      '<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/cart/?remove_item=abc&amp;_wpnonce=1" class="remove remove_from_cart_button" aria-label="ลบ ขวด" data-product_id="12" data-cart_item_key="abc" data-product_sku="RB-10">×</a><a href="/product/rb-10/"><img width="300" height="300" src="/img/rb.png" class="attachment-woocommerce_thumbnail" alt="" srcset="/img/rb.png 300w" sizes="(max-width: 300px) 100vw, 300px">ขวด</a><span class="quantity">1 × <span class="amount">฿45.00</span></span></li>',
    ],
    ['quantity inputs and buttons', '<div class="quantity"><input type="number" id="quantity_abc" class="input-text qty text" name="cart[abc][qty]" value="2" aria-label="จำนวน" min="0" max="50" step="1" inputmode="numeric" autocomplete="off"><button type="button" class="quantity-increment" data-key="abc">+</button></div>'],
    ['a table', '<table class="shop_table"><thead><tr><th>สินค้า</th></tr></thead><tbody><tr><td data-title="ราคา">฿45.00</td></tr></tbody></table>'],
    ['an SVG icon', '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24v24H0z"></path></svg>'],
    ['mail, phone and inline image links', '<a href="mailto:shop@example.th">m</a><a href="tel:+6621234567">t</a><img src="data:image/png;base64,AAAA">'],
    ['style attributes', '<p style="display:none">x</p><span style="width: 40%">y</span>'],
    ['ids and names a Thai shop uses (ตลาด is "market")', '<a id="talatnam" name="talat2026">t</a>'],
  ])('%s', async (_name, html) => {
    expect(await cleaned(html)).toBe(html);
  });

  it('keeps the forms a caller names, with their fields, and a same-site action', async () => {
    const form = '<form class="woocommerce-cart-form" action="/cart/" method="post"><input type="hidden" name="woocommerce-cart-nonce" value="n"><button type="submit" name="update_cart" value="อัปเดต">อัปเดต</button></form>';
    expect(await cleaned(form, ['woocommerce-cart-form'])).toBe(form);
  });
});

describe('the markup door removes', () => {
  it.each([
    ['script-like elements', '<b>a</b><script>alert(1)</script><iframe src="/x"></iframe><object data="/x"></object><embed src="/x">', '<b>a</b>'],
    ['inline event handlers', '<img src="x" onerror="alert(1)"><b onmouseover="alert(2)">b</b>', '<img src="x"><b>b</b>'],
    ['javascript: URLs', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['a tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">a</a>', '<a>a</a>'],
    ['a newline inside the scheme', '<a href="java&#x0a;script:alert(1)">a</a>', '<a>a</a>'],
    ['a leading control character', '<a href="&#x01;javascript:alert(1)">a</a>', '<a>a</a>'],
    ['upper case', '<a href="JAVASCRIPT:alert(1)">a</a>', '<a>a</a>'],
    ['a data: document', '<a href="data:text/html,<script>alert(1)</script>">a</a>', '<a>a</a>'],
    ['data: media that is not an <img>', '<video src="data:video/mp4;base64,AAAA"></video><img src="data:text/html;base64,AAAA">', '<video></video><img>'],
    ['other schemes', '<a href="vbscript:msgbox(1)">v</a><a href="ftp://x/">f</a><a href="sms:1">s</a>', '<a>v</a><a>f</a><a>s</a>'],
    ['an SVG xlink:href to script', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', '<svg><a><text>x</text></a></svg>'],
    ['SVG animation rewriting an href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"></animate><set attributeName="href" to="javascript:alert(1)"></set><text>x</text></a></svg>', '<svg><a><text>x</text></a></svg>'],
    ['MathML, whole', '<math><mi>x</mi><mtext><img src=x onerror=alert(1)></mtext></math><b>b</b>', '<b>b</b>'],
    ['<style> elements and their rules', '<style>body{display:none}</style><svg><style>*{color:red}</style></svg><b>b</b>', '<svg></svg><b>b</b>'],
    ['<base>, <meta> and <link>', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><b>b</b>', '<b>b</b>'],
    // An inert parse reads <noscript> content as markup, which is then cleaned like the rest.
    ['<template> and <noscript>', '<template><img src=x onerror=alert(1)></template><noscript><b onclick="alert(1)">n</b></noscript><i>i</i>', '<b>n</b><i>i</i>'],
    ['form-hijacking attributes', '<button form="checkout" formaction="https://evil.example/" formmethod="post" formtarget="_top" formenctype="text/plain" formnovalidate>b</button>', '<button>b</button>'],
    ['forms a caller did not name, keeping their fields', '<form action="https://evil.example/"><input name="q"><button>b</button></form>', '<input name="q"><button>b</button>'],
    ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><b srcdoc="x">b</b>', '<b>b</b>'],
    ['ids and names that clobber document properties', '<img name="cookie"><a id="defaultView">a</a><img name="querySelectorAll"><form><input name="attributes"></form>', '<img><a>a</a><img><input>'],
    ['ids and names of Talat and of the globals the widgets read', '<div id="talat-config">{}</div><a id="wpcf7">w</a><img name="wc_add_to_cart_params"><i id="TALAT-x">t</i><b name="checkout">c</b><u id="Talat">u</u><s id="talat_x">s</s>', '<div>{}</div><a>w</a><img><i>t</i><b>c</b><u>u</u><s>s</s>'],
    ['styles that lift an element over the page', '<a href="/x" style="position:fixed;inset:0">a</a><b style="position: absolute">b</b><i style="z-index:9">i</i><u style="POSITION : sticky">u</u>', '<a href="/x">a</a><b>b</b><i>i</i><u>u</u>'],
    ['data-talat attributes', '<div data-talat-widget="live-search" data-talat-mounted="cart" data-product_id="12">d</div>', '<div data-product_id="12">d</div>'],
  ])('%s', async (_name, html, expected) => {
    expect(await cleaned(html)).toBe(expected);
  });

  it('a <frameset>, which leaves no body to clean, as nothing (not a throw that loses the next fragments)', async () => {
    expect(await cleaned('<frameset onload=alert(1)><frame src="javascript:alert(2)"></frameset>')).toBe('');
    expect(await cleaned('<div id="31"><frameset onload=alert(31)>')).toBe('');
  });

  it('judges every form of one call on its own classes, and forgets the names after the call', async () => {
    const named = '<form class="woocommerce-cart-form"><input name="a"></form>';
    const other = '<form class="evil"><input name="b"></form>';
    expect(await cleaned(named + other, ['woocommerce-cart-form'])).toBe(`${named}<input name="b">`);
    expect(await cleaned(other + named, ['woocommerce-cart-form'])).toBe(`<input name="b">${named}`);
    expect(await cleaned(named)).toBe('<input name="a">');
  });

  it('never keeps a form dressed as the checkout form, even with a named class', async () => {
    expect(await cleaned('<form class="woocommerce-cart-form checkout" name="x"><input name="a"></form>', ['woocommerce-cart-form'])).toBe('<input name="a">');
    expect(await cleaned('<form class="woocommerce-checkout woocommerce-cart-form"><input name="a"></form>', ['woocommerce-cart-form'])).toBe('<input name="a">');
  });

  it('a named form whose action points at another site loses that action', async () => {
    expect(await cleaned('<form class="woocommerce-cart-form" action="https://evil.example/steal"><input name="q"></form>', ['woocommerce-cart-form'])).toBe(
      '<form class="woocommerce-cart-form"><input name="q"></form>',
    );
  });

  it('the clobbering form that hid its handlers from the old sanitiser (issue 10)', async () => {
    expect(await cleaned('<form onmouseover="alert(1)" onsubmit="alert(2)"><input name="attributes"><input name="removeAttribute"></form><b>b</b>'))
      .toBe('<input><input><b>b</b>');
  });
});

describe('the markup door inserts the nodes it parsed', () => {
  it('fills an element, replaces one, and marks what came in so no widget mounts on it, copies included', async () => {
    const door = await loadMarkupDoor(document);
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div><p id="t"></p>';
    door.fill(document.getElementById('t')!, '<b>ok</b> <i>2</i>');
    expect(document.getElementById('t')!.innerHTML).toBe('<b data-talat-server-markup="">ok</b> <i data-talat-server-markup="">2</i>');
    const replacement = door.replace(document.querySelector('div.widget_shopping_cart_content')!, ' <div class="widget_shopping_cart_content"><span>new</span></div><p>2</p>');
    expect(replacement?.className).toBe('widget_shopping_cart_content');
    expect(document.body.textContent).toBe(' new2ok 2');
    expect(isServerMarkup(replacement)).toBe(true);
    expect(isServerMarkup(document.querySelector('#t i'))).toBe(true);
    expect(isServerMarkup(document.getElementById('t'))).toBe(false);
    // A theme script that copies fragment markup (a sticky header) copies the mark too.
    const copy = replacement!.cloneNode(true) as Element;
    document.body.append(copy);
    expect(isServerMarkup(copy.querySelector('span'))).toBe(true);
  });

  it('marks with nothing the markup itself can set: data-talat attributes are removed on the way in', async () => {
    expect(await cleaned('<div data-talat-server-markup="no">x</div>')).toBe('<div>x</div>');
  });

  it('replaces an element with the part a whole page holds, cleaned', async () => {
    const door = await loadMarkupDoor(document);
    document.body.innerHTML = '<div class="woocommerce"><p>old</p></div>';
    const page = '<!doctype html><html><head><script>alert(1)</script></head><body><div class="woocommerce"><form class="woocommerce-cart-form" action="/cart/"><img src=x onerror=alert(2)></form></div></body></html>';
    const result = door.replaceFromPage(document.querySelector('.woocommerce')!, page, (root) => root.querySelector('.woocommerce'), { forms: ['woocommerce-cart-form'] });
    expect(result).not.toBeNull();
    expect(document.body.innerHTML).toBe('<div class="woocommerce" data-talat-server-markup=""><form class="woocommerce-cart-form" action="/cart/"><img src="x"></form></div>');
    expect(door.replaceFromPage(result!, '<p>no cart here</p>', (root) => root.querySelector('.woocommerce'))).toBeNull();
  });

  it('is there at once once loaded (a render that must not flash)', async () => {
    const door = await loadMarkupDoor(document);
    expect(markupDoorNow(document)).toBe(door);
  });
});
