import { expect, test, type Page, type Request } from '@playwright/test';
import { isParseReport, labState, resetLab } from './security/lab-page';
import { exerciseProbes, openShopWithCsp, sendFragments } from './security/shop-door';
import { waitForWidget } from './support';

// Issue 10: DOM clobbering through the cart fragment door on the demo shop. A fragment brings
// markup named like the page's globals, config block, document properties, WooCommerce's checkout
// form and Talat's own widgets; the door must drop every such id, name and attribute, never let the
// markup be mounted as a widget, and the page must go on working (cart, live search, cookies).

const LISTING = '/product-tag/inhalantbottle/';
const SIMPLE = 234;

/** The clobbering markup, one fragment each (probe index = position). */
const CLOBBERING = [
  '<img name="cookie">',
  '<form id="talat-config"><input name="ajaxUrl" value="https://evil.example/"></form>',
  '<div id="talat-config">{"ajaxUrl":"https://evil.example/","wcAjaxUrl":"https://evil.example/?%%endpoint%%"}</div>',
  '<a id="defaultView">',
  '<img name="querySelectorAll">',
  '<img name="getElementById">',
  '<a id="wpcf7"></a><a id="wpcf7" name="api" href="https://evil.example/">',
  '<div id="wc_add_to_cart_params">',
  '<form name="checkout">',
  '<button form="checkout" formaction="https://evil.example/">',
  '<div data-talat-widget="live-search" class="thaps-search-box"><form><input name="s"></form></div>',
  '<div class="wpcf7"><form class="wpcf7-form"></form></div>',
];

const input = (page: Page) => page.getByRole('combobox', { name: 'ค้นหาสินค้า' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'คำแนะนำการค้นหา' });
const isEvil = (url: string) => {
  try {
    return new URL(url).hostname.endsWith('evil.example');
  } catch {
    return false;
  }
};

/** How many elements each widget is mounted on. */
const mountedCounts = (page: Page) =>
  page.evaluate(() => {
    const counts: Record<string, number> = {};
    document.querySelectorAll('[data-talat-mounted]').forEach((element) => {
      for (const name of element.getAttribute('data-talat-mounted')!.split(' ')) counts[name] = (counts[name] ?? 0) + 1;
    });
    return counts;
  });

test.use({ trace: 'off' });

test('clobbering markup through the cart fragment door: nothing survives, nothing is mounted, the page still works', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // Stay on the page after an add (the footer switch's cookie), so the side cart can be checked.
  await context.addCookies([{ name: 'talat_demo_redirect', value: 'no', url: baseURL! }]);
  const watch = await openShopWithCsp(page, baseURL!, LISTING);
  await waitForWidget(page, 'live-search');
  await waitForWidget(page, 'side-cart');
  const mountedBefore = await mountedCounts(page);
  await resetLab(page);

  // The markup arrives as cart fragments, first in <body> (where an id lookup would meet it first).
  const probes = new Map(CLOBBERING.map((markup, index) => [index, markup] as const));
  const sent = await sendFragments(page, probes, { prepend: true });
  expect(sent.ajaxError, 'applying the fragments threw').toBe(false);
  expect(sent.unreplaced, 'fragments never applied').toEqual([]);
  // Events on everything inserted, then the lab's scan (clobbering names, form attributes, forms, data-talat-*).
  const exercised = await exerciseProbes(page, [...probes.keys()]);
  expect(exercised.findings.map((f) => `#${f.probe} ${CLOBBERING[f.probe]}: ${f.kind} ${f.detail}`)).toEqual([]);

  // What the door kept is there (so the checks below look at real candidates), minus the dangerous parts.
  const box = (probe: number) => page.locator(`[data-probe-box="${probe}"]`);
  await expect(box(2)).toContainText('"ajaxUrl":"https://evil.example/"');
  await expect(box(10).locator('div.thaps-search-box input[name="s"]')).toHaveCount(1);
  await expect(box(11).locator('div.wpcf7')).toHaveCount(1);
  await expect(box(9).locator('button')).toHaveCount(1);

  // None of the dangerous ids, names or attributes survived.
  const dom = await page.evaluate(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length;
    const kind = (value: unknown) => Object.prototype.toString.call(value);
    const w = window as unknown as Record<string, unknown>;
    const config = document.getElementById('talat-config');
    return {
      cookieType: typeof document.cookie,
      namedCookie: count('[name="cookie"], [id="cookie"]'),
      configBlock: config ? `${config.tagName.toLowerCase()} ${config.getAttribute('type')} in ${config.parentElement?.tagName.toLowerCase()}` : null,
      configElements: count('[id="talat-config"], [name="talat-config"]'),
      // The bare <input name="ajaxUrl"> may stay: without its <form id="talat-config"> it names nothing.
      configInProbes: count('#talat-probes [id="talat-config"], #talat-probes form [name="ajaxUrl"]'),
      defaultViewIsWindow: document.defaultView === window,
      namedDefaultView: count('[id="defaultView"], [name="defaultView"]'),
      querySelectorAll: typeof document.querySelectorAll,
      getElementById: typeof document.getElementById,
      namedDocumentMethods: count('[name="querySelectorAll"], [name="getElementById"], [id="querySelectorAll"], [id="getElementById"]'),
      wpcf7Elements: count('[id="wpcf7"], [name="wpcf7"]'),
      wpcf7Global: kind(w.wpcf7),
      wcParamsElements: count('[id="wc_add_to_cart_params"], [name="wc_add_to_cart_params"]'),
      wcParamsGlobal: kind(w.wc_add_to_cart_params),
      woocommerceParamsGlobal: kind(w.woocommerce_params),
      checkoutNamed: count('[name="checkout"], [id="checkout"]'),
      documentFormsCheckout: kind(document.forms.namedItem('checkout')),
      formsInProbes: count('#talat-probes form'),
      formAttributes: count('[form], [formaction]'),
      talatAttributesInProbes: count('#talat-probes [data-talat-widget], #talat-probes [data-talat-mounted]'),
    };
  });
  expect(dom).toEqual({
    cookieType: 'string',
    namedCookie: 0,
    configBlock: 'script application/json in head',
    configElements: 1,
    configInProbes: 0,
    defaultViewIsWindow: true,
    namedDefaultView: 0,
    querySelectorAll: 'function',
    getElementById: 'function',
    namedDocumentMethods: 0,
    wpcf7Elements: 0,
    // The demo prints what WordPress prints after the recipe (issue 11): the dequeued plugins'
    // globals are absent, and the markup must not stand in for them.
    wpcf7Global: '[object Undefined]',
    wcParamsElements: 0,
    wcParamsGlobal: '[object Undefined]',
    // woocommerce.js (and its params) is dequeued on a listing too; only cart and checkout keep it (issue 16).
    woocommerceParamsGlobal: '[object Undefined]',
    checkoutNamed: 0,
    documentFormsCheckout: '[object Null]',
    formsInProbes: 0,
    formAttributes: 0,
    talatAttributesInProbes: 0,
  });

  // The widget-looking markup is not mounted (the registry watches the DOM and would mount it).
  expect(await mountedCounts(page)).toEqual(mountedBefore);

  // The live search in the header still searches, through the page's own config.
  await input(page).click();
  await page.keyboard.type('ขวดยาดม');
  await expect(listbox(page).getByRole('option').first()).toContainText('ยาดม');
  const searches = requests.filter((request) => request.url().includes('thaps_ajax_get_search_value') || request.postData()?.includes('thaps_ajax_get_search_value'));
  expect(searches.length).toBeGreaterThan(0);
  for (const search of searches) expect(new URL(search.url()).origin).toBe(new URL(baseURL!).origin);
  await page.keyboard.press('Escape');

  // The cart still adds a product: the side cart opens with the line and the count.
  const add = page.waitForRequest((request) => request.url().includes('wc-ajax=add_to_cart'));
  await page.locator(`li.product.post-${SIMPLE} a.ajax_add_to_cart`).click();
  expect(new URL((await add).url()).origin).toBe(new URL(baseURL!).origin);
  await expect(page.locator('.taiowc-wrap.model-cart-active')).toHaveCount(1);
  await expect(page.locator('.taiowc-cart-model .taiowc-woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(page.locator('a.taiowc-content .taiowc-cart-count')).toHaveText('1');
  expect(await page.evaluate(() => typeof document.cookie)).toBe('string');

  // Nothing went to evil.example, nothing ran, nothing navigated.
  expect(requests.map((request) => request.url()).filter(isEvil)).toEqual([]);
  const state = await labState(page);
  expect(state.hits).toEqual([]);
  expect(state.violations.filter((v) => !isParseReport(v))).toEqual([]);
  expect([...watch.dialogs, ...watch.navigations, ...watch.popups, ...watch.pageErrors]).toEqual([]);
});

test('control: the same widget markup put in without the door is mounted (the check above is not vacuous)', async ({ page, baseURL }) => {
  await openShopWithCsp(page, baseURL!, LISTING);
  await waitForWidget(page, 'live-search');
  const before = await mountedCounts(page);
  await page.evaluate((markup) => {
    const holder = document.createElement('div');
    holder.id = 'talat-control';
    holder.innerHTML = markup;
    document.body.append(holder);
  }, CLOBBERING[10]!);
  await expect(page.locator('#talat-control [data-talat-mounted~="live-search"]')).toHaveCount(1);
  expect((await mountedCounts(page))['live-search']).toBe((before['live-search'] ?? 0) + 1);
});

test('after the clobbering markup, forms mounted again read the page’s real config and cookies', async ({ page, baseURL }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await openShopWithCsp(page, baseURL!, '/contact/');
  await waitForWidget(page, 'contact-form');
  await waitForWidget(page, 'lead-form');
  await resetLab(page);
  const sent = await sendFragments(page, new Map(CLOBBERING.map((markup, index) => [index, markup] as const)), { prepend: true });
  expect(sent.ajaxError).toBe(false);

  // A widget mounted now reads config as a widget inserted later (infinite scroll) would.
  const schema = page.waitForRequest((request) => request.url().includes('/feedback/schema'));
  const remounted = await page.evaluate(() => {
    const talat = window.Talat!;
    const forms = [document.querySelector<HTMLElement>('div.wpcf7:not(#talat-probes *)')!, document.querySelector<HTMLElement>('form.lead-form-front:not(#talat-probes *)')!];
    forms.forEach((element) => talat.unmount(element));
    talat.mount();
    return forms.map((element) => element.getAttribute('data-talat-mounted'));
  });
  expect(remounted).toEqual(['contact-form', 'lead-form']);
  expect(new URL((await schema).url()).origin).toBe(new URL(baseURL!).origin);
  expect(
    await page.evaluate(() => {
      document.cookie = 'talat_probe=1; path=/';
      return document.cookie.includes('talat_probe=1');
    }),
  ).toBe(true);
  expect(requests.map((request) => request.url()).filter(isEvil)).toEqual([]);
  expect((await labState(page)).hits).toEqual([]);
});
