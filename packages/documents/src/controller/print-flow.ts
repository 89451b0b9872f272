import type { DocumentResult } from '@talat/client/documents';
import type { DocumentsMessageKey, DocumentsTranslate } from '../messages';
import { DOCUMENT_CONSTANTS } from './constants';

export interface PrintFlowDeps {
  /** The client's document call (§7 Order documents). */
  fetchDocument(url: string): Promise<DocumentResult>;
  /** Puts the fetched markup, through core's door, into the print window. */
  fill(popup: Window, html: string): Promise<void>;
  /** The accessible alert of §8 (a dialog in the top layer, not window.alert). */
  alert(message: string): void;
  t: DocumentsTranslate;
  setTimeout?: (run: () => void, ms: number) => unknown;
}

/** The §8 message for a failed fetch, by the client's error kind. */
export function failureMessage(error: unknown): DocumentsMessageKey | undefined {
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (kind === 'aborted') return undefined;
  if (kind === 'network') return 'requestError';
  if (kind === 'timeout') return 'timeout';
  // 'http' is §8's non-200; a reply that cannot be used ('invalid-json', 'server') says the same.
  return kind === 'http' || kind === 'invalid-json' || kind === 'server' ? 'errorLoading' : 'requestError';
}

const close = (popup: Window) => {
  if (!popup.closed) popup.close();
};

/**
 * §2.8 steps 2-4 and §8, once the window of step 1 is open (mount.ts opens it in the click
 * itself, so no popup blocker stops it): fetch, put the document in the window, print 500 ms
 * later, and on mobile close the window 2000 ms after printing. Every failure closes the window
 * and says why in an alert. Resolves when the flow is over (printed or failed).
 */
export async function runPrintFlow(deps: PrintFlowDeps, popup: Window | null, url: string, mobile: boolean): Promise<void> {
  const { t } = deps;
  const later = deps.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  if (!popup) {
    deps.alert(t('newTabFailed'));
    return;
  }
  let result: DocumentResult;
  try {
    result = await deps.fetchDocument(url);
  } catch (error) {
    close(popup);
    const key = failureMessage(error);
    if (key) deps.alert(t(key));
    return;
  }
  if (result.kind === 'text') {
    // §8: a text/plain reply is the server's message (WebToffee's "no items" and the like).
    close(popup);
    deps.alert(result.message || t('errorLoading'));
    return;
  }
  if (result.html.trim() === '') {
    // A 200 with nothing to print: junk, said as §8's 'Error loading data.'.
    close(popup);
    deps.alert(t('errorLoading'));
    return;
  }
  // The shopper may have closed the window while the document came.
  if (popup.closed) return;
  try {
    await deps.fill(popup, html(result));
  } catch (error) {
    console.error('[Talat] documents: the document could not be shown', error);
    close(popup);
    deps.alert(t('errorLoading'));
    return;
  }
  await new Promise<void>((done) =>
    later(() => {
      if (!popup.closed) {
        popup.focus();
        // print() returns once the print dialog is closed (it blocks in desktop browsers).
        popup.print();
        if (mobile) later(() => close(popup), DOCUMENT_CONSTANTS.mobileCloseMs);
      }
      done();
    }, DOCUMENT_CONSTANTS.printDelayMs),
  );
}

const html = (result: { html: string }) => result.html;

export interface ManualNumberDeps {
  open(url: string): Window | null;
  reload(): void;
  alert(message: string): void;
  t: DocumentsTranslate;
  setTimeout?: (run: () => void, ms: number) => unknown;
}

/**
 * §4: a confirmed manual-number prompt opens the document in a new tab and reloads the page
 * 1000 ms later (so the list shows the new number). Called from the confirming click itself, so
 * the new tab has the shopper's activation. A blocked tab says so and does not reload (the reload
 * would take the alert away).
 */
export function openManualNumber(deps: ManualNumberDeps, url: string): boolean {
  const later = deps.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const opened = deps.open(url);
  if (!opened) {
    deps.alert(deps.t('newTabFailed'));
    return false;
  }
  later(() => deps.reload(), DOCUMENT_CONSTANTS.reloadMs);
  return true;
}
