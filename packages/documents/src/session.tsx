import { createTransportContext } from '@talat/client';
import { createDocumentCalls, type DocumentCalls } from '@talat/client/documents';
import { createTranslator, loadMarkupDoor, resolveLocale, type MarkupDoor } from '@talat/core';
import { createRoot } from 'react-dom/client';
import type { DocumentsConfig } from './config';
import { createDialogStore } from './controller/dialogs';
import { openManualNumber, runPrintFlow } from './controller/print-flow';
import { manualNumberUrl, promptFor } from './controller/prompts';
import { DOCUMENT_CONSTANTS } from './controller/constants';
import type { PromptLink } from './dom/links';
import { documentsMessages } from './messages';
import { DocumentsDialogs } from './view/DocumentsDialogs';

export interface DocumentsSessionOptions {
  /** The client's document calls; tests pass fakes. */
  calls?: DocumentCalls;
  /** The markup door; tests pass a slow or failing one. */
  loadDoor?: () => Promise<MarkupDoor>;
  /** The page reload of §4 (tests observe it). */
  reload?: () => void;
}

export interface DocumentsSession {
  /** §2.8 steps 2-4 for a window the click opened (null: the browser blocked it). */
  print(popup: Window | null, url: string, mobile: boolean): Promise<void>;
  /** §4: the question (or the alert of code 3) for a manual-number link. */
  prompt(link: HTMLElement, prompt: PromptLink): void;
  /** §4 with 'don't show again' already set: the tab the click opened (null: blocked). */
  manualOpened(opened: Window | null): void;
  dispose(): void;
}

/**
 * The documents widget's behaviour on a page, started by the first load (mount.ts) at the first
 * press: the print flow of §2.8, the alerts of §8 and the manual-number questions of §4.
 */
export function startDocumentsSession(doc: Document, config: DocumentsConfig, options: DocumentsSessionOptions = {}): DocumentsSession {
  const win = doc.defaultView ?? window;
  const t = createTranslator(documentsMessages, resolveLocale(config.locale, doc));
  // Only the document family of the client, from its own sub-path (kept out of the runtime).
  const calls = options.calls ?? createDocumentCalls(createTransportContext({ baseUrl: doc.baseURI }));
  const loadDoor = options.loadDoor ?? (() => loadMarkupDoor(doc));
  const reload = options.reload ?? (() => win.location.reload());
  const dialogs = createDialogStore();
  // Every timer of the session (print delay, mobile close, §4 reload), cleared on dispose: a page
  // that removed the widget must not be reloaded, nor a window printed, by a timer left behind.
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.delete(id);
      run();
    }, ms);
    timers.add(id);
    return id;
  };

  const host = doc.createElement('div');
  host.className = 'talat-documents-host';
  doc.body.append(host);
  const root = createRoot(host);

  const confirm = (url: string, dontShowAgain: boolean) => {
    dialogs.close();
    openManualNumber(
      { open: (target) => win.open(target, '_blank'), reload, alert: dialogs.alert, t, setTimeout: later },
      manualNumberUrl(url, dontShowAgain, doc.baseURI),
    );
  };
  root.render(<DocumentsDialogs $dialog={dialogs.$dialog} t={t} onClose={dialogs.close} onConfirm={confirm} />);

  return {
    print(popup, url, mobile) {
      return runPrintFlow(
        {
          fetchDocument: (target) => calls.fetchDocument(target),
          fill: async (target, html) => {
            (await loadDoor()).fillDocument(target.document, html);
            // The first load's 'progress' cursor (mount.ts) ends with the wait.
            target.document.body.style.removeProperty('cursor');
          },
          alert: dialogs.alert,
          t,
          setTimeout: later,
        },
        popup,
        url,
        mobile,
      );
    },
    prompt(_link, found) {
      const asked = promptFor(found.code, t);
      if (asked.kind === 'alert') dialogs.alert(asked.message);
      else dialogs.confirm(asked.message, found.url);
    },
    manualOpened(opened) {
      if (!opened) dialogs.alert(t('newTabFailed'));
      else later(reload, DOCUMENT_CONSTANTS.reloadMs);
    },
    dispose() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
      root.unmount();
      host.remove();
    },
  };
}
