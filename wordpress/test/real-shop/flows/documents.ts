/**
 * WebToffee Print Invoices 4.6.2 in My account > Orders, signed in as somchai: with its default
 * settings the invoice module prints 'Print Invoice' and 'Download Invoice' for his completed order
 * (install-shop.php) through woocommerce_my_account_my_orders_actions, and the plugin's script
 * takes the print link (desktop, preview 'No', access 'logged_in'): a window opened in the click,
 * the document fetched, written into it, printed 500 ms later. Compared with the plugin's script:
 * the links printed, the one GET of the document, the document in the window, the print.
 *
 * Time is the page's clock (context.clock): the 500 ms before the print run when the flow says.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { normalise, type PhpCall } from '../recorder';
import { query, signIn } from '../shop';
import { inBothModes, type Run } from './flow';
import type { Flow } from './flow';

interface PrintLink {
  className: string;
  text: string;
  /** The href's query as WordPress reads it, nonce normalised. */
  query: Array<[string, string]>;
}

interface DocumentsRun {
  links: PrintLink[];
  /** The GETs of the document after the click, as the PHP reads them. */
  calls: PhpCall[];
  /** The window the click opened: its title and the document's text in it, before the print. */
  window: { title: string; text: string };
  /** After the 500 ms: how often print() ran in the window, and whether the window is still open. */
  printed: number;
  windowOpen: boolean;
}

const LINKS = '.woocommerce-orders-table a[class*="wt_pklist_"]';

async function printLinks(page: Page): Promise<PrintLink[]> {
  const links = await page.locator(LINKS).evaluateAll((elements) => elements.map((element) => ({ className: element.className, text: (element.textContent ?? '').trim(), href: (element as HTMLAnchorElement).href })));
  return links.map(({ className, text, href }) => {
    const call = normalise({ method: 'GET', path: '/', query: [...new URL(href).searchParams], post: [], files: {}, contentType: '', kind: 'document' });
    return { className, text, query: call.query };
  });
}

const isDocumentCall = (call: PhpCall) => call.method === 'GET' && new Map(call.query).get('print_packinglist') === 'true';

/**
 * The frame the document is written into: the plugin's hidden iframe#printIframe in its window,
 * Talat's window itself (decision 338). Waits until it holds more than the generating text.
 */
async function documentFrame(popup: Page, expected: string) {
  await popup.waitForLoadState('domcontentloaded').catch(() => undefined);
  await popup.waitForFunction(
    (title) => {
      const iframe = document.getElementById('printIframe') as HTMLIFrameElement | null;
      const held = iframe ? iframe.contentDocument : document;
      return (held?.body?.textContent ?? '').includes(title);
    },
    expected,
    { timeout: 15_000 },
  );
  const iframe = (await popup.locator('#printIframe').count()) > 0 ? await popup.locator('#printIframe').elementHandle() : null;
  return (await iframe?.contentFrame()) ?? popup.mainFrame();
}

async function documentsRun(page: Page, context: BrowserContext, origin: string, recording: { mark: () => void; calls: PhpCall[] }, orderNumber: string): Promise<DocumentsRun> {
  await signIn(context, origin);
  await context.clock.install();
  await page.goto(`${origin}/my-account/orders/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const links = await printLinks(page);
  recording.mark();
  const opened = context.waitForEvent('page', { timeout: 15_000 });
  const fetched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('print_packinglist') === 'true', { timeout: 15_000 });
  await page.locator('a.wt_pklist_invoice_print').first().click();
  const popup = await opened;
  await fetched;
  const frame = await documentFrame(popup, orderNumber);
  // The text without styles and scripts: the plugin's iframe is hidden, so innerText would be its textContent.
  const text = await frame.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('style, script, template').forEach((element) => element.remove());
    return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
  const shown = { title: await popup.title(), text };
  // print() counted where each front end calls it: the plugin's iframe, Talat's window.
  await frame.evaluate(() => {
    const counted = window as unknown as { talatTestPrinted: number };
    counted.talatTestPrinted = 0;
    window.print = () => {
      counted.talatTestPrinted += 1;
      console.log(`talat-test: printed ${counted.talatTestPrinted}`);
    };
  });
  let printed = 0;
  popup.on('console', (message) => {
    const count = /^talat-test: printed (\d+)$/.exec(message.text());
    if (count) printed = Number(count[1]);
  });
  await context.clock.runFor(600);
  await popup.waitForEvent('close', { timeout: 2_000 }).catch(() => undefined);
  if (!popup.isClosed()) printed = await frame.evaluate(() => (window as unknown as { talatTestPrinted: number }).talatTestPrinted).catch(() => printed);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { links, calls: recording.calls.filter(isDocumentCall).map((call) => normalise(call)), window: shown, printed, windowOpen: !popup.isClosed() };
}

function both(runs: Record<'talat' | 'own', Run<DocumentsRun | undefined>>): { talat: DocumentsRun; own: DocumentsRun } {
  assert(runs.talat.result, `Talat: ${runs.talat.error ?? 'no result'}`);
  assert(runs.own.result, `own script: ${runs.own.error ?? 'no result'}`);
  return { talat: runs.talat.result, own: runs.own.result };
}

export const documentsFlow: Flow = {
  name: 'documents',
  async run(context) {
    const orderId = query<{ completedOrder: number }>('state').completedOrder;
    assert(orderId, 'no completed order for somchai (install-shop.php)');
    const runs = await inBothModes(context, {}, ({ page, context: shopper, origin, recording }) => documentsRun(page, shopper, origin, recording, String(orderId)));

    check(`documents: My account > Orders prints the invoice's Print and Download links for the completed order #${orderId} (the plugin's default settings), the same with Talat`, () => {
      const { talat, own } = both(runs);
      assertEqual(
        own.links.map((link) => [link.className.split(' ').filter((name) => name.startsWith('wt_pklist_')), new Map(link.query).get('type')]),
        [
          [['wt_pklist_invoice_print'], 'print_invoice'],
          [['wt_pklist_invoice_download'], 'download_invoice'],
        ],
        'the links the plugin prints (class, type)',
      );
      assertEqual(talat.links.map((link) => ({ ...link, className: link.className.split(' ').filter((name) => name !== '').sort().join(' ') })), own.links.map((link) => ({ ...link, className: link.className.split(' ').filter((name) => name !== '').sort().join(' ') })), 'the links with Talat');
    });
    check('documents: Print Invoice makes one GET of the link’s document URL, the same as the plugin’s script (its XMLHttpRequest)', () => {
      const { talat, own } = both(runs);
      assertEqual(own.calls.length, 1, "document GETs with the plugin's script");
      assertEqual(own.calls[0]?.query, own.links[0]?.query, "the plugin's GET is the link's URL");
      assertEqual(talat.calls, own.calls, 'the GET as the PHP reads it');
    });
    check('documents: the click opens a window with the invoice in it (its title and text as with the plugin), and print() runs 500 ms later', () => {
      const { talat, own } = both(runs);
      assert(own.window.text.includes(String(orderId)), `the plugin's window holds no order ${orderId}: ${own.window.text.slice(0, 200)}`);
      assertEqual(talat.window, own.window, 'the window (title, document text)');
      assertEqual([talat.printed, own.printed], [1, 1], 'print() calls after 500 ms (Talat, own)');
    });
    check('documents: after printing on desktop the plugin closes its window; Talat keeps it open so the shopper can read or print again (decision 339)', () => {
      const { talat, own } = both(runs);
      assertEqual([talat.windowOpen, own.windowOpen], [true, false], 'the window open after the print (Talat, own)');
    });
    check('documents: no console error with Talat', () => {
      assertEqual(runs.talat.console.filter((line) => /^(error|uncaught)/.test(line)), [], 'console');
    });
  },
};
