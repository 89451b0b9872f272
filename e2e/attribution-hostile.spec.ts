import { expect, test, type Page } from '@playwright/test';
import { installLab } from './security/detectors';
import { labState } from './security/lab-page';
import { expectSeen } from './seen';
import { useSpecGuards, waitForWidget } from './support';

// Issue 17, "Values are treated as untrusted text: capped in length, never rendered as HTML", and
// the attack corpus for this widget's doors. It has no markup door: its untrusted inputs are the
// landing URL (utm_*, fbclid), the referrer and the user agent, and the cart's analytics payload it
// forwards to the pixel. Hostile values come in through each, in real Chromium, and must come out
// as the same text (capped, §3 Order attribution; fields.ts FIELD_MAX_LENGTH), in the hidden inputs,
// in the debug panel (no element made from them), in cookies without injected attributes, and in
// the pixel's call; nothing runs (the security lab's recorders, e2e/security/detectors.ts).
//
// Payloads: the first group is from cure53/DOMPurify test/fixtures/expect.mjs (commit a377bf86,
// also in test/security/xss-corpus.json): script tags, event handlers, javascript: URLs, SVG, mXSS
// (noscript, textarea and template parsing differentials), attribute breaking. The second is this
// widget's own: cookie attribute injection (`;`, `,`), sourcebuster's `|||` delimiter and `=`,
// quotes, Thai text, a value over the 500-character cap.

useSpecGuards();

const SIMPLE = 234;
const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_id', 'utm_term', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic'] as const;
const FIELDS = ['source_type', 'referrer', ...UTM_FIELDS, 'session_entry', 'session_start_time', 'session_pages', 'session_count', 'user_agent'] as const;
type Field = (typeof FIELDS)[number];
const UTM_CAP = 500;
const URL_CAP = 2048;

const DOMPURIFY_GROUP: string[] = [
  '<option><iframe></select><b><script>alert(1)</script>',
  "<img src=x id/=' onerror=alert(1)//'>",
  "123<a href=' javascript:alert(1)'>I am a dolphin!</a>",
  '<image name=activeElement><svg onload=alert(1)>',
  '<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>',
  '<div id="7"><input onfocus=alert(7) autofocus>//["\'`-->]]>]</div>',
  '<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=alert(1)>-->',
  '<body><template><s><template><s><img src=x onerror=alert(1)>@shafigullin</s></template></s></template>',
  '<b href="javascript:alert(1)" title="javascript:alert(2)"></b>',
];
const OWN_GROUP: string[] = [
  'x; domain=.evil.test; path=/; Max-Age=99999',
  'a,b=c; sbjs_first=typ%3Dorganic',
  '|||typ=organic|||src=google',
  '"><svg/onload=alert(document.domain)>',
  '\'\';!--"<XSS>=&{()}',
  'ลดราคา <b>สงกรานต์</b> "โปร" 50% ',
  'javascript:alert(1)//',
  'A'.repeat(700),
  '</script><script>alert(1)</script>\u2028',
];
/** A click id with markup, a `;` and a `,` (no dot: Meta's format splits on dots). */
const HOSTILE_CLICK_ID = '<svg/onload=alert(1)>;domain=evil-test,x';

/** sourcebuster's decodeData (helpers/cookies.js): decodeURIComponent, then its six kept escapes back to characters. */
function decodeData(text: string): string {
  const kept: Record<string, string> = { '%21': '!', '%7E': '~', '%2A': '*', '%27': "'", '%28': '(', '%29': ')' };
  return decodeURIComponent(text).replace(/%21|%7E|%2A|%27|%28|%29/g, (escape) => kept[escape] ?? escape);
}
/**
 * sourcebuster's `cookies.parse` of one container it packed from raw values (`key=value` joined by
 * `|||`, the values NOT escaped): split on `|||`, each item at its first `=`, a later key wins,
 * values decodeData'd. A raw referrer holding `|||` is cut there and can add keys of its own, for
 * WooCommerce's script as for Talat (same values either way).
 */
function sourcebusterRead(entries: Array<[string, string]>, key: string): string | undefined {
  const read: Record<string, string> = {};
  for (const item of entries.map(([name, value]) => `${name}=${value}`).join('|||').split('|||')) {
    const at = item.indexOf('=');
    read[at === -1 ? item : item.slice(0, at)] = decodeData(at === -1 ? '' : item.slice(at + 1));
  }
  return read[key];
}
const cap = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The landing URL a hostile site links to: every utm field carries one payload of the group. */
function landingPath(group: string[], extra = ''): string {
  return `/?${UTM_FIELDS.map((field, at) => `${field}=${encodeURIComponent(group[at]!)}`).join('&')}${extra}`;
}

interface Watch {
  dialogs: string[];
  pageErrors: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], pageErrors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => seen.pageErrors.push(String(error)));
  return seen;
}

/**
 * Opens a page on another origin (http://localhost:<port> while the demo is http://127.0.0.1:<port>,
 * both loopback so Chromium lets the link through; the page is served by the test), whose link, with
 * `referrerpolicy="unsafe-url"`, sends its full hostile URL as the referrer, and follows the link to
 * the demo's landing URL.
 */
async function landFromHostileSite(page: Page, baseURL: string, landing: string): Promise<{ referrer: string; href: string }> {
  const elsewhere = new URL(baseURL);
  elsewhere.hostname = 'localhost';
  const hostile = `${elsewhere.origin}/__hostile-referrer/<svg onload=alert(3)>/"'x?q="'><img src=x onerror=alert(4)>&c=a;b,c|||ep=javascript:alert(5)|||typ=organic`;
  await page.route(`${elsewhere.origin}/__hostile-referrer/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>elsewhere</title><a id="go" referrerpolicy="unsafe-url" href="${new URL(landing, baseURL).href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">shop</a>`,
    }),
  );
  await page.goto(hostile);
  // The lab stops link navigations (so a payload's link cannot leave the page); this link is the test's own.
  await page.evaluate(() => ((window as unknown as { __lab: { guardNavigation: boolean } }).__lab.guardNavigation = false));
  await Promise.all([page.waitForURL((url) => url.origin === new URL(baseURL).origin), page.locator('#go').click()]);
  await waitForWidget(page, 'attribution');
  // The lazy chunk has run the rules for this page: sourcebuster's current cookie says utm.
  await expect.poll(async () => decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'sbjs_current')?.value ?? '')).toContain('typ=utm');
  return page.evaluate(() => ({ referrer: document.referrer, href: location.href }));
}

/** The 16 hidden inputs of the classic checkout, by field. */
async function hiddenInputs(page: Page): Promise<Record<string, string>> {
  const inputs = page.locator('form.checkout wc-order-attribution-inputs input[type="hidden"]');
  await expect(inputs).toHaveCount(16);
  return inputs.evaluateAll((nodes) => Object.fromEntries(nodes.map((node) => [(node as HTMLInputElement).name.replace('wc_order_attribution_', ''), (node as HTMLInputElement).value])));
}

/** What WooCommerce's script would post for this landing (sourcebuster's rules, capped as fields.ts caps). */
function expectedValues(group: string[], landed: { referrer: string; href: string }): Partial<Record<Field, string>> {
  // sbjs_current_add is packed fd, ep (the landing URL), rf (the referrer), in that order.
  const currentAdd: Array<[string, string]> = [['fd', 'first visit time'], ['ep', landed.href], ['rf', landed.referrer]];
  const values: Partial<Record<Field, string>> = {
    source_type: 'utm',
    referrer: cap(sourcebusterRead(currentAdd, 'rf')!, URL_CAP),
    session_entry: cap(sourcebusterRead(currentAdd, 'ep')!, URL_CAP),
    session_count: '1',
  };
  UTM_FIELDS.forEach((field, at) => (values[field] = cap(group[at]!, UTM_CAP)));
  return values;
}

/** No element, attribute or script anywhere in the page carries a payload's code. */
async function expectNoPayloadInDom(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const hits: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      if (element instanceof HTMLScriptElement && /alert\(/.test(element.text)) hits.push(`script: ${element.text.slice(0, 80)}`);
      for (const attribute of Array.from(element.attributes)) {
        const handler = attribute.name.startsWith('on') && /alert\(/.test(attribute.value);
        const url = /^(href|src|action|formaction|xlink:href)$/.test(attribute.name) && /^\s*javascript:/i.test(attribute.value);
        if (handler || url) hits.push(`${element.tagName} ${attribute.name}=${attribute.value.slice(0, 80)}`);
      }
    }
    for (const tag of ['iframe', 'image', 'svg [onload]', 'img[src="x"]', 'xss', 'noscript img']) if (document.querySelector(tag)) hits.push(`element ${tag}`);
    return hits;
  });
  expect(found).toEqual([]);
}

test('hostile utm values, referrer and click id: the same text in the inputs and the debug panel, capped; no markup, no script, no injected cookie', async ({ page, baseURL }) => {
  test.slow();
  const seen = watch(page);
  await page.addInitScript(installLab);
  await page.goto(`/cart/?add-to-cart=${SIMPLE}`);
  await expect(page.locator('.woocommerce-cart-form')).toHaveCount(1);
  await waitForWidget(page, 'attribution');
  const namesBefore = new Set((await page.context().cookies()).map((cookie) => cookie.name));
  const userAgent = await page.evaluate(() => navigator.userAgent);

  for (const [name, group, extra] of [
    ['DOMPurify fixtures', DOMPURIFY_GROUP, ''],
    ['cookie and delimiter injection, quotes, Thai, over the cap', OWN_GROUP, `&fbclid=${encodeURIComponent(HOSTILE_CLICK_ID)}`],
  ] as const) {
    await test.step(name, async () => {
      const landed = await landFromHostileSite(page, baseURL!, landingPath(group, extra));
      expect(landed.referrer).toMatch(/^http:\/\/localhost:\d+\/__hostile-referrer\/%3Csvg/);

      await page.goto('/checkout/?talat-attribution-debug');
      await waitForWidget(page, 'attribution');
      const expected = expectedValues(group, landed);
      const panel = page.locator('[data-talat-attribution-debug]');
      await expectSeen(panel.locator('caption'), { scroll: true });
      await expect.poll(() => panel.locator('tr[data-field="source_type"] td').textContent()).toBe('utm');

      const inputs = await hiddenInputs(page);
      for (const [field, value] of Object.entries(expected)) expect(inputs[field], field).toBe(value);
      expect(inputs.user_agent).toBe(userAgent);
      expect(inputs.session_start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(inputs.session_pages).toMatch(/^\d+$/);
      for (const field of UTM_FIELDS) expect(inputs[field]!.length, field).toBeLessThanOrEqual(UTM_CAP);

      // The panel shows each value as text: its cells hold no element, and say what the inputs hold.
      const cells = await panel.locator('tbody tr[data-field]').evaluateAll((rows) => rows.map((row) => ({ field: row.getAttribute('data-field')!, elements: row.querySelector('td')!.childElementCount, text: row.querySelector('td')!.textContent })));
      expect(cells).toHaveLength(16);
      for (const cell of cells) {
        expect(cell.elements, cell.field).toBe(0);
        expect(cell.text, cell.field).toBe(inputs[cell.field] === '' ? '(ว่าง)' : inputs[cell.field]);
      }
      await expectNoPayloadInDom(page);
    });
  }

  // Cookies: no new names, no cookie on another domain, sourcebuster's values encoded (no raw `;`,
  // `,`, space, quote or `<` could have cut an attribute in), `_fbc` in the pixel format.
  const cookies = await page.context().cookies();
  const host = new URL(baseURL!).hostname;
  expect(cookies.filter((cookie) => !namesBefore.has(cookie.name)).map((cookie) => cookie.name)).toEqual(['_fbc']);
  for (const cookie of cookies) {
    expect(cookie.domain.replace(/^\./, ''), cookie.name).toBe(host);
    expect(cookie.path, cookie.name).toBe('/');
  }
  for (const cookie of cookies.filter((c) => c.name.startsWith('sbjs_'))) expect(cookie.value, cookie.name).not.toMatch(/[;, "'<>]/);
  const clickId = cookies.find((cookie) => cookie.name === '_fbc')!;
  expect(clickId.value).toMatch(new RegExp(`^fb\\.3\\.\\d{13}\\.${encodeURIComponent(HOSTILE_CLICK_ID).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(decodeURIComponent(clickId.value).split('.')[3]).toBe(HOSTILE_CLICK_ID);

  expect(seen.dialogs).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
  expect((await labState(page)).hits).toEqual([]);
});

test('a product title that looks like markup reaches the pixel as text', async ({ page, baseURL }) => {
  // The listing prints the title escaped, as WooCommerce does; the cart reads it as text.
  const title = 'ขวดยาดม Inhalant สีน้ำเงิน 1 ml';
  const hostileTitle = `<img src=x onerror=alert(1)> "ขวด" & ${title}`;
  const escaped = hostileTitle.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const listing = '/product-tag/inhalantbottle/';
  const seen = watch(page);
  await page.addInitScript(installLab);
  await page.goto(`${listing}?redirect_after_add=no`);
  await page.route(new URL(listing, baseURL).href, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).split(title).join(escaped) });
  });
  await page.goto(listing);
  await waitForWidget(page, 'side-cart');
  await waitForWidget(page, 'attribution');
  await page.waitForLoadState('networkidle');
  const card = page.locator(`li.product.post-${SIMPLE}`);
  await expect(card.locator('.woocommerce-loop-product__title')).toHaveText(hostileTitle);
  await card.locator('a.ajax_add_to_cart').click();
  await expectSeen(page.locator('.taiowc-cart-model'));
  const retailerId = `IH-1-BLU_${SIMPLE}`;
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { __talatPixelCalls?: unknown[][] }).__talatPixelCalls ?? []).filter((call) => call[1] === 'AddToCart')))
    .toEqual([['track', 'AddToCart', { content_ids: [retailerId], content_name: hostileTitle, content_type: 'product', contents: [{ id: retailerId, quantity: 1 }], value: 4.5, currency: 'THB' }]]);
  await expectNoPayloadInDom(page);
  expect(seen.dialogs).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
  expect((await labState(page)).hits).toEqual([]);
});
