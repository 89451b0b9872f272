// The documents widget's first load (DESIGN.md "Three layers on every page"): no framework and no
// network code. It claims the plugin's print links (research §1, §2) by delegation, so links the
// theme or another script inserts later are claimed too, and opens the print window in the click
// itself (§2.8 step 1): a window opened after an await would meet the popup blocker.
import { createTranslator, loadChunk, prefetchOnIntent, readWidgetConfig, resolveLocale, type Unmount, type WidgetDefinition } from '@talat/core';
import { documentsConfigSpec, usesPlainLinks } from './config';
import { DOCUMENT_CONSTANTS } from './controller/constants';
import { PRINT_LINK, PROMPT_LINK, readPromptLink } from './dom/links';
import { firstLoadMessages } from './messages-first';
import type { DocumentsSession, DocumentsSessionOptions } from './session';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

const importInteractive = () => import('./interactive');

export interface MountDocumentsOptions {
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
  /** Handed to the session (tests pass the client's calls and the door). */
  session?: DocumentsSessionOptions;
}

const mounted = new WeakSet<Document>();

/** The 'Generating document...' window of §2.8 step 1, written as text into about:blank. */
function openPrintWindow(win: Window, text: string): Window | null {
  const popup = win.open('', '_blank');
  if (!popup) return null;
  try {
    // The window must keep no way back to the shop's page: a link in the document (or the
    // fallback below, which loads the document itself) could take it to a site that would then
    // navigate the page behind (reverse tabnabbing). The page keeps its own handle on the window.
    popup.opener = null;
    const page = popup.document;
    page.title = text;
    page.body.textContent = text;
    page.body.style.cursor = 'progress';
  } catch {
    // A browser that opened the window elsewhere (another origin) still gets the document later or closes it.
  }
  return popup;
}

/**
 * §2.8 / §6 Documents: not logged in, or preview on, the link "simply opens the document in a new
 * tab". WooCommerce prints the order actions without a target, so the links get one (with
 * noopener: the document needs nothing of the page), including links inserted later. No script
 * runs at the click: it is the browser's own new-tab link.
 */
function markPlainLinks(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(PRINT_LINK)) {
    if (link.target === '_blank') continue;
    link.target = '_blank';
    link.rel = `${link.rel} noopener`.trim();
  }
}

/** A plain click: modified clicks and other buttons keep the browser's own meaning (a new tab). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * Enhances a page's document print links (§2.8, §4, §6 Documents). Returns nothing, leaving the
 * page as the plugin printed it, when the page lacks the settings; plain links (not logged in, or
 * preview on) only get their new tab (markPlainLinks); manual-number links are claimed either way.
 */
export function mountDocuments(body: HTMLElement, options: MountDocumentsOptions = {}): Unmount | undefined {
  const doc = body.ownerDocument;
  const win = doc.defaultView ?? window;
  if (mounted.has(doc)) return undefined;
  const result = readWidgetConfig(documentsConfigSpec, body, doc);
  if (!result.ok) return undefined;
  const config = result.config;
  mounted.add(doc);
  // Plain links change only the print links: §4's manual-number prompts do not depend on
  // preview or login (the plugin's prompt function ran either way), so they are claimed below too.
  const plain = usesPlainLinks(config);
  const t = createTranslator(firstLoadMessages, resolveLocale(config.locale, doc));
  let alive = true;
  let started: DocumentsSession | undefined;
  /** The print windows whose flow is still running, by document URL. */
  const printing = new Map<string, Window>();
  let reloading = false;
  const load = options.loadInteractive ?? importInteractive;
  const withSession = (use: (up: DocumentsSession) => void, failed?: () => void) =>
    void loadChunk(load)
      .then((chunk) => {
        if (!alive) return;
        use((started ??= chunk.startDocumentsSession(doc, config, options.session)));
      })
      .catch((error: unknown) => {
        failed?.();
        console.error('[Talat] documents: the widget could not load', error);
      });

  // Manual-number links have no href, so no keyboard reaches them: they become buttons.
  const upgrade = () => {
    if (plain) markPlainLinks(doc);
    for (const link of doc.querySelectorAll<HTMLElement>(PROMPT_LINK)) {
      if (link.hasAttribute('href') || link.getAttribute('role') === 'button') continue;
      link.setAttribute('role', 'button');
      link.tabIndex = 0;
    }
  };
  upgrade();

  const press = (event: Event, target: Element) => {
    const prompt = target.closest<HTMLElement>(PROMPT_LINK);
    if (prompt) {
      const found = readPromptLink(prompt);
      if (!found) return;
      event.preventDefault();
      // Before the link's own inline onclick, which calls the plugin's (dequeued) function.
      event.stopPropagation();
      if (config.dontShowAgain) {
        // A document already opened: the page reloads in a moment (§4); a double click must not
        // open a second tab and ask the server for a second number.
        if (reloading) return;
        // §4: 'don't show again' is set: no question, the document opens from this very click.
        const url = new URL(found.url, doc.baseURI);
        url.searchParams.set('wt_dont_show_again', '1');
        const opened = win.open(url.href, '_blank');
        reloading = !!opened;
        withSession((up) => up.manualOpened(opened));
      } else {
        withSession((up) => up.prompt(prompt, found));
      }
      return;
    }
    if (plain) return;
    const link = target.closest<HTMLAnchorElement>(PRINT_LINK);
    if (!link?.href) return;
    event.preventDefault();
    const href = link.href;
    // A second press (a double click) while this document's window is still being prepared
    // brings that window forward instead of opening a second one and printing twice.
    const running = printing.get(href);
    if (running && !running.closed) {
      running.focus();
      return;
    }
    // The width when the shopper pressed: §2.8 step 4 is for mobile (below 768 px).
    const mobile = win.innerWidth < DOCUMENT_CONSTANTS.mobileBreakpointPx;
    const popup = openPrintWindow(win, t('generating'));
    if (popup) printing.set(href, popup);
    const over = () => {
      if (printing.get(href) === popup) printing.delete(href);
    };
    withSession(
      (up) =>
        void up
          .print(popup, href, mobile)
          .catch((error: unknown) => console.error('[Talat] documents: the print flow failed', error))
          .finally(over),
      // Without the chunk the window still gets the document: the plain link's behaviour (§2.8).
      () => {
        over();
        if (popup && !popup.closed) popup.location.replace(href);
      },
    );
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && plainClick(event)) press(event, target);
  };
  const onKey = (event: KeyboardEvent) => {
    // Links with an href turn Enter into a click themselves; the upgraded ones need Enter and Space.
    if ((event.key !== 'Enter' && event.key !== ' ') || !(event.target instanceof Element)) return;
    if (!event.target.matches(PROMPT_LINK) || event.target.hasAttribute('href')) return;
    // A held key repeats keydown: one press is one question (or one tab), not one per repeat.
    if (event.repeat) event.preventDefault();
    else press(event, event.target);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  // Links inserted later (a theme's AJAX order table) become keyboard buttons too.
  const observer = new win.MutationObserver(upgrade);
  observer.observe(body, { childList: true, subtree: true });

  // The chunk comes when the shopper is about to press a link (decision 503); the print window
  // itself opens in the click, whether the chunk is in or not.
  const stopIntent = prefetchOnIntent(doc, plain ? PROMPT_LINK : `${PRINT_LINK}, ${PROMPT_LINK}`, load);

  return () => {
    alive = false;
    stopIntent();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKey, true);
    observer.disconnect();
    started?.dispose();
    mounted.delete(doc);
  };
}

export const documentsWidget: WidgetDefinition = {
  name: 'documents',
  selector: 'body',
  mount: (body) => mountDocuments(body),
  replaces: REPLACED_SCRIPTS,
};
