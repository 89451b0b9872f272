import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { installLab } from './detectors';
import { REPO_ROOT } from './report';
import type { ExerciseResult, LabHit, LabState, LabTools, LabViolation } from './types';

// The lab page: a page fulfilled by a route with a report-only CSP, the detectors, and core's
// markup door bundled with esbuild; payloads go in one container each.

/**
 * The lab page's runner (a nonce'd inline script): one container per payload, the payload put in
 * through the door bundle (or, for the controls, with innerHTML), then `exercise`.
 */
export function labHarness(): void {
  type Door = {
    fill(target: Element, html: string, options?: { forms?: readonly string[] }): void;
    replaceFromPage(target: Element, page: string, select: (root: ParentNode) => Element | null, options?: { forms?: readonly string[] }): Element | null;
    fillDocument(target: Document, page: string): void;
  };
  /** An order document as WebToffee's templates print one (issue 15), the payload in its body. */
  const printPage = (payload: string) =>
    `<!doctype html><html><head><title>ใบแจ้งหนี้ #1024</title><style>.wfte_main{margin:0}</style></head><body><div class="wfte_main">${payload}</div></body></html>`;
  /** The forms the cart page refresh names (packages/cart/src/dom/cart-page.ts). */
  const CART_PAGE_FORMS = ['woocommerce-cart-form', 'woocommerce-shipping-calculator', 'checkout_coupon'];
  /** The cart page as the refresh fetches it, the payload inside WooCommerce's cart form. */
  const cartPage = (payload: string) =>
    `<!doctype html><html><head><title>ตะกร้า</title></head><body><div class="woocommerce"><form class="woocommerce-cart-form" action="/cart/" method="post">${payload}</form></div></body></html>`;
  type Win = Window & { __lab: LabState; __labTools: LabTools; __talatDoor: { loadMarkupDoor(doc: Document): Promise<Door> }; __labRun?: unknown };
  const win = window as unknown as Win;
  const SVG = 'http://www.w3.org/2000/svg';

  /** Builds the caller's element for one payload inside `box`; returns the element to fill. */
  const target = (box: HTMLElement, kind: string): Element => {
    switch (kind) {
      case 'td': {
        const table = document.createElement('table');
        const cell = table.createTBody().insertRow().insertCell();
        box.append(table);
        return cell;
      }
      case 'svg-g': {
        const svg = document.createElementNS(SVG, 'svg');
        svg.setAttribute('width', '16');
        svg.setAttribute('height', '16');
        const group = document.createElementNS(SVG, 'g');
        svg.append(group);
        box.append(svg);
        return group;
      }
      case 'form-div': {
        const form = document.createElement('form');
        form.className = 'host-form';
        form.method = 'post';
        form.action = '/__security-lab/submitted';
        const div = document.createElement('div');
        form.append(div);
        box.append(form);
        return div;
      }
      case 'wishlist-estimate-template': {
        // The ask-an-estimate reply's template, filled into the region after the (hidden) popup
        // form, as packages/wishlist/src/popups/estimate.ts showEstimateSent does.
        const content = document.createElement('div');
        content.className = 'talat-wishlist-popup-content';
        const form = document.createElement('form');
        form.className = 'wishlist-ask-an-estimate-popup';
        form.hidden = true;
        const sent = document.createElement('div');
        sent.className = 'talat-wishlist-estimate-sent';
        content.append(form, sent);
        box.append(content);
        return sent;
      }
      case 'wishlist-fragment': {
        // YITH's add-to-wishlist container, as packages/wishlist/src/dom/fragments.ts replaces it.
        const block = document.createElement('div');
        block.className = 'yith-wcwl-add-to-wishlist add-to-wishlist-1 wishlist-fragment';
        block.textContent = 'เพิ่มในรายการโปรด';
        box.append(block);
        return block;
      }
      case 'compare-table': {
        // The compare popup's table host (packages/compare/src/session.tsx tableHost), adopted by
        // the popup's focusable scroll region (view/ComparePopup.tsx), filled with the reply's `html`.
        const dialog = document.createElement('div');
        dialog.className = 'talat-compare-popup';
        dialog.setAttribute('role', 'dialog');
        const region = document.createElement('div');
        region.className = 'th-compare-output-product talat-compare-table';
        region.setAttribute('role', 'region');
        region.tabIndex = 0;
        const host = document.createElement('div');
        host.className = 'talat-compare-table-host';
        region.append(host);
        dialog.append(region);
        box.append(dialog);
        return host;
      }
      case 'compare-footer': {
        // The compare footer bar's host (session.tsx footerHost) inside the bar's region and its
        // products box (view/FooterBar.tsx), filled with the reply's `footer_bar`.
        const bar = document.createElement('div');
        bar.className = 'talat-compare-footer';
        const region = document.createElement('section');
        region.className = 'talat-compare-footer-region';
        const products = document.createElement('div');
        products.className = 'talat-compare-footer-products';
        const host = document.createElement('div');
        host.className = 'talat-compare-footer-host';
        products.append(host);
        region.append(products);
        bar.append(region);
        box.append(bar);
        return host;
      }
      case 'payment-response': {
        // The payment form's response area inside the plugin's form (packages/payment-form
        // dom/response.ts showResponse), with the fields the form posts.
        const form = document.createElement('form');
        form.className = 'wcp-form woocommerce';
        form.method = 'post';
        form.enctype = 'multipart/form-data';
        const action = document.createElement('input');
        action.type = 'hidden';
        action.name = 'action';
        action.value = 'wcp_confirm_payment';
        const order = document.createElement('input');
        order.name = 'order';
        order.value = '1024';
        const response = document.createElement('div');
        response.className = 'wcp-form-response';
        form.append(action, order, response);
        box.append(form);
        return response;
      }
      case 'cart-page': {
        const block = document.createElement('div');
        block.className = 'woocommerce';
        block.textContent = 'ตะกร้าเดิม';
        box.append(block);
        return block;
      }
      default: {
        const div = document.createElement('div');
        box.append(div);
        return div;
      }
    }
  };

  win.__labRun = async (input: { payloads: string[]; start: number; kind: string; insert: 'door' | 'innerHTML'; guardNavigation?: boolean; waitMs?: number }) => {
    const lab = win.__lab;
    const tools = win.__labTools;
    const door = await win.__talatDoor.loadMarkupDoor(document);
    lab.guardNavigation = input.guardNavigation ?? true;
    lab.phase = 'insert';
    const labRoot = document.getElementById('lab')!;
    const entries: Array<{ probe: number; root: Node; box: HTMLElement }> = [];
    const errors: Array<{ probe: number; message: string }> = [];
    input.payloads.forEach((payload, k) => {
      const probe = input.start + k;
      const box = document.createElement('section');
      box.className = 'probe';
      tools.register(box, probe);
      labRoot.append(box);
      const cell = target(box, input.kind);
      tools.register(cell, probe);
      lab.current = probe;
      try {
        if (input.insert === 'innerHTML') cell.innerHTML = payload;
        else if (input.kind === 'cart-page') door.replaceFromPage(cell, cartPage(payload), (root) => root.querySelector('.woocommerce'), { forms: CART_PAGE_FORMS });
        else if (input.kind === 'wishlist-fragment') {
          const reply = `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-1 exists wishlist-fragment">${payload}</div>`;
          door.replaceFromPage(cell, reply, (root) => root.querySelector('.yith-wcwl-add-to-wishlist.add-to-wishlist-1.wishlist-fragment'));
        }
        else if (input.kind === 'print-document') {
          // The print window's document (packages/documents session): filled as a whole, then its
          // body brought into the lab so the detectors exercise it. Its <style> elements are this
          // door's one allowance (they style only the print window) and stay behind.
          const printed = document.implementation.createHTMLDocument('');
          door.fillDocument(printed, printPage(payload));
          const extra = Array.from(printed.head.children).filter((el) => el.localName !== 'title' && !(el.localName === 'meta' && el.getAttribute('http-equiv') === 'Content-Security-Policy'));
          if (extra.length > 0) errors.push({ probe, message: `the print window's head kept ${extra.map((el) => `<${el.localName}>`).join(' ')}` });
          for (const style of Array.from(printed.body.querySelectorAll('style'))) style.remove();
          cell.append(...Array.from(printed.body.childNodes));
        }
        else if (input.kind === 'payment-response') {
          // As showResponse does: the message through the door, then its controls disabled so
          // nothing in it is posted with the plugin's form.
          door.fill(cell, payload);
          for (const control of Array.from(cell.querySelectorAll<HTMLInputElement>('input, select, textarea, button, fieldset'))) control.disabled = true;
        }
        else door.fill(cell, payload);
      } catch (error) {
        errors.push({ probe, message: String(error) });
      }
      // The cart page and wishlist fragment doors replace the cell itself: what came in is the box's child.
      entries.push({ probe, root: input.kind === 'cart-page' || input.kind === 'wishlist-fragment' ? box : cell, box });
    });
    lab.current = -1;
    const result = await tools.exercise(
      entries.map(({ probe, root }) => ({ probe, root })),
      { waitMs: input.waitMs ?? 1000, ...(input.kind === 'cart-page' ? { allowForms: CART_PAGE_FORMS } : {}) },
    );
    // The host form of the form door must still be the caller's form (nothing clobbered it).
    if (input.kind === 'form-div') {
      for (const { probe, box } of entries) {
        const form = box.querySelector('form.host-form') as HTMLFormElement | null;
        const clobbered: string[] = [];
        if (!form) clobbered.push('host form gone');
        else {
          if (typeof form.action !== 'string' || !form.action.endsWith('/__security-lab/submitted')) clobbered.push(`form.action is ${String(form.action)}`);
          if (typeof form.method !== 'string' || form.method !== 'post') clobbered.push(`form.method is ${String(form.method)}`);
          if (typeof form.submit !== 'function') clobbered.push('form.submit is not a function');
          if (typeof form.getAttribute !== 'function') clobbered.push('form.getAttribute is not a function');
          if (!(form.elements instanceof HTMLFormControlsCollection)) clobbered.push('form.elements clobbered');
          if (typeof form.className !== 'string') clobbered.push('form.className clobbered');
        }
        for (const detail of clobbered) result.findings.push({ probe, kind: 'host-form-clobbered', detail });
      }
    }
    // The payment form must post exactly its own fields after the message came in.
    if (input.kind === 'payment-response') {
      for (const { probe, box } of entries) {
        const form = box.querySelector('form.wcp-form') as HTMLFormElement | null;
        const posted = form ? JSON.stringify(Array.from(new FormData(form)).map(([name, value]) => [name, String(value)])) : 'no form';
        if (posted !== '[["action","wcp_confirm_payment"],["order","1024"]]') result.findings.push({ probe, kind: 'host-form-clobbered', detail: `the form posts ${posted}` });
      }
    }
    return { ...result, hits: lab.hits.slice(), violations: lab.violations.slice(), errors };
  };
}

let bundlePromise: Promise<string> | undefined;

/** door.ts bundled for the browser (DOMPurify and the sanitiser chunk inlined), as an inline script. */
export function doorBundle(): Promise<string> {
  bundlePromise ??= (async () => {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [join(REPO_ROOT, 'packages/core/src/server-markup/door.ts')],
      bundle: true,
      format: 'iife',
      globalName: '__talatDoor',
      write: false,
      platform: 'browser',
      target: 'es2022',
      charset: 'utf8',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    // Inline in <script>: `<!--` only ever appears in string literals of DOMPurify; `</script` never.
    if (/<\/?script/i.test(code)) throw new Error('the door bundle contains a script tag; cannot inline it');
    return code.replace(/<!--/g, '\\x3C!--');
  })();
  return bundlePromise;
}

/** The Content-Security-Policy-Report-Only value for `nonce`. */
export const cspFor = (nonce: string) => `script-src 'nonce-${nonce}' 'self' 'report-sample'; object-src 'none'; base-uri 'none'`;

/**
 * A report raised while markup was parsed (before the fence), not by anything running: Chromium
 * before 150 checks an inline handler attribute (script-src-attr) when it creates it, and a <base> (base-uri)
 * when it parses it, also in the sanitiser's inert document, whose reports go to the page. Counted
 * apart. Safe to set aside: an inline handler or <base> that reached the page would be a leftover
 * of the scan, and a handler can only run after the fence (an event), where it is reported again.
 */
export const isParseReport = (violation: LabViolation) => violation.phase === 'insert' && (violation.directive === 'script-src-attr' || violation.directive === 'base-uri');

export const LAB_PATH = '/__security-lab';

/** What the Playwright side sees: dialogs that opened anyway, navigations away, popups, requests the markup made that were aborted. */
export interface PageWatch {
  dialogs: string[];
  navigations: string[];
  popups: string[];
  blockedRequests: number;
  /** Uncaught errors of the page's own scripts (payload scripts are recorded in the page). */
  pageErrors: string[];
  /** console.error lines (informational: blocked outbound requests log too). */
  consoleErrors: string[];
}

export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = { dialogs: [], navigations: [], popups: [], blockedRequests: 0, pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => watch.pageErrors.push(String(error).slice(0, 300)));
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text().slice(0, 300));
  });
  let loaded = false;
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('popup', (popup) => {
    watch.popups.push(popup.url());
    void popup.close().catch(() => undefined);
  });
  page.on('load', () => (loaded = true));
  page.on('framenavigated', (frame) => {
    if (loaded && frame === page.mainFrame()) watch.navigations.push(frame.url());
  });
  // Nothing leaves the demo origin (images of payloads aimed at other hosts fail at once).
  void page.route(
    (url) => url.origin !== origin,
    (route) => {
      watch.blockedRequests++;
      return route.abort('blockedbyclient');
    },
  );
  return watch;
}

/** Opens the lab page (fulfilled entirely by the route) with the detectors and the door bundle in. */
/**
 * The two engines of the markup door (issue 30): the browser's own Sanitizer where it has one
 * (Chromium does), DOMPurify elsewhere. `dompurify` takes the Sanitizer API away before the page's
 * first script, so the same Chromium drives the other path.
 */
export type DoorEngine = 'native' | 'dompurify';
export const DOOR_ENGINES: DoorEngine[] = ['native', 'dompurify'];

export async function useDoorEngine(page: Page, engine: DoorEngine): Promise<void> {
  if (engine === 'native') return;
  await page.addInitScript(() => {
    const api = globalThis as unknown as { Sanitizer?: unknown; Document: { parseHTML?: unknown }; Element: { prototype: { setHTML?: unknown } } };
    delete api.Sanitizer;
    delete api.Document.parseHTML;
    delete api.Element.prototype.setHTML;
  });
}

/** Which engine the lab's door bundle took (its own check, door.ts hasNativeSanitizer). */
export function labEngine(page: Page): Promise<DoorEngine> {
  return page.evaluate(() => ((window as unknown as { __talatDoor: { hasNativeSanitizer(): boolean } }).__talatDoor.hasNativeSanitizer() ? 'native' : 'dompurify'));
}

export async function openLab(page: Page, baseURL: string, engine: DoorEngine = 'native'): Promise<PageWatch> {
  const origin = new URL(baseURL).origin;
  await useDoorEngine(page, engine);
  const nonce = randomBytes(16).toString('base64');
  const bundle = await doorBundle();
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Talat security lab</title>
<script nonce="${nonce}">${bundle}</script>
<script nonce="${nonce}">(${labHarness.toString()})();</script>
</head><body><main id="lab"></main></body></html>`;
  await page.addInitScript(installLab);
  const watch = watchPage(page, origin);
  // The lab is hermetic: its page comes from the route, and nothing a payload asks for reaches the server.
  await page.route(
    (url) => url.origin === origin,
    (route) => {
      if (new URL(route.request().url()).pathname === LAB_PATH) {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy-Report-Only': cspFor(nonce), 'Cache-Control': 'no-store' }, body: html });
      }
      watch.blockedRequests++;
      return route.abort('blockedbyclient');
    },
  );
  await page.goto(LAB_PATH);
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __labRun?: unknown }).__labRun)).toBe('function');
  // The lab itself must be clean before any payload: its own scripts carry the nonce.
  const baseline = await labState(page);
  expect(baseline.violations, 'the lab page itself violates its CSP').toEqual([]);
  expect(baseline.hits, 'the lab page itself triggered a detector').toEqual([]);
  expect(await labEngine(page), 'the door engine the lab runs').toBe(engine);
  return watch;
}

export interface LabRun extends ExerciseResult {
  hits: LabHit[];
  violations: LabViolation[];
  errors: Array<{ probe: number; message: string }>;
}

export type LabKind = 'div' | 'td' | 'svg-g' | 'form-div' | 'cart-page' | 'wishlist-fragment' | 'wishlist-estimate-template' | 'compare-table' | 'compare-footer' | 'print-document' | 'payment-response';

export function runInLab(page: Page, input: { payloads: string[]; start: number; kind: LabKind; insert: 'door' | 'innerHTML'; guardNavigation?: boolean; waitMs?: number }): Promise<LabRun> {
  return page.evaluate((arg) => (window as unknown as { __labRun(a: typeof arg): Promise<LabRun> }).__labRun(arg), input);
}

export function labState(page: Page): Promise<{ hits: LabHit[]; violations: LabViolation[]; hostEvents: Record<string, number> }> {
  return page.evaluate(() => {
    const lab = (window as unknown as { __lab: LabState }).__lab;
    return { hits: lab.hits.slice(), violations: lab.violations.slice(), hostEvents: { ...lab.hostEvents } };
  });
}

export function resetLab(page: Page): Promise<void> {
  return page.evaluate(() => {
    const lab = (window as unknown as { __lab: LabState }).__lab;
    lab.hits.length = 0;
    lab.violations.length = 0;
    lab.current = -1;
    lab.phase = 'ready';
  });
}
