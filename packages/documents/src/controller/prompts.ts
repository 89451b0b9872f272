import type { DocumentsMessageKey, DocumentsTranslate } from '../messages';

/** What a manual-number code asks of the shopper (§4 Manual document-number prompts). */
export type Prompt = { kind: 'alert'; message: string } | { kind: 'confirm'; message: string };

/**
 * §4 / §8: 1 and any other code ask with the document title ('Invoice' for 1, the code itself
 * otherwise), 2 the free-order question, 11 the credit-note question, 3 only alerts and stops.
 */
export function promptFor(code: string, t: DocumentsTranslate): Prompt {
  const fixed: Record<string, DocumentsMessageKey> = { '2': 'freeOrderPrompt', '11': 'creditNotePrompt' };
  if (code === '3') return { kind: 'alert', message: t('noFromAddress') };
  const key = fixed[code];
  if (key) return { kind: 'confirm', message: t(key) };
  const title = code === '1' ? t('invoiceTitle') : code;
  return { kind: 'confirm', message: t('numberPrompt', { title }) };
}

/** §4 / §7: 'don't show again' adds wt_dont_show_again=1 to the document request. */
export function manualNumberUrl(url: string, dontShowAgain: boolean, base: string): string {
  if (!dontShowAgain) return url;
  const target = new URL(url, base);
  target.searchParams.set('wt_dont_show_again', '1');
  return target.href;
}
