import { useEffect, useMemo } from 'react';
import { createTranslator, type Locale } from '@talat/core';
import { createDialogStore, type DocumentsDialog } from '../packages/documents/src/controller/dialogs';
import { promptFor } from '../packages/documents/src/controller/prompts';
import { documentsMessages, type DocumentsMessageKey } from '../packages/documents/src/messages';
import { DocumentsDialogs } from '../packages/documents/src/view/DocumentsDialogs';

// The documents widget's dialogs as the session shows them (§8 Order documents, §4 prompts),
// driven by the same store and wording, with the demo's my-account row behind.

export type DocumentsStoryState =
  | { kind: 'message'; key: DocumentsMessageKey }
  | { kind: 'text'; text: string }
  | { kind: 'prompt'; code: string };

export interface DocumentsHostProps {
  state: DocumentsStoryState;
  locale?: Locale;
  onConfirm(url: string, dontShowAgain: boolean): void;
}

const PROMPT_URL = '/wp-admin/?print_packinglist=true&post=1040&type=print_invoice&_wpnonce=5f1d0c7a9e';

export function DocumentsHost({ state, locale = 'th', onConfirm }: DocumentsHostProps) {
  const t = useMemo(() => createTranslator(documentsMessages, locale), [locale]);
  const store = useMemo(() => createDialogStore(), []);
  useEffect(() => {
    const dialog: DocumentsDialog =
      state.kind === 'message'
        ? { kind: 'alert', message: t(state.key) }
        : state.kind === 'text'
          ? { kind: 'alert', message: state.text }
          : (() => {
              const asked = promptFor(state.code, t);
              return asked.kind === 'alert' ? asked : { kind: 'confirm' as const, message: asked.message, url: PROMPT_URL };
            })();
    if (dialog.kind === 'alert') store.alert(dialog.message);
    else store.confirm(dialog.message, dialog.url);
  }, [state, t, store]);
  return (
    <div>
      <table className="shop_table">
        <tbody>
          <tr>
            <th>#1024</th>
            <td>
              <a className="woocommerce-button button wt_pklist_invoice_print" href="#invoice">
                พิมพ์ใบแจ้งหนี้
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <DocumentsDialogs $dialog={store.$dialog} t={t} onClose={store.close} onConfirm={onConfirm} />
    </div>
  );
}

/** The print window's text while the document is fetched (§2.8 step 1), as the window shows it. */
export function GeneratingWindow({ locale = 'th' }: { locale?: Locale }) {
  const t = createTranslator(documentsMessages, locale);
  return <div style={{ cursor: 'progress', fontFamily: 'serif', padding: 8 }}>{t('generating')}</div>;
}
