/**
 * Drives the Google Translate element the way GTranslate's widget script does (docs/research/
 * gtranslate.md): find `select.goog-te-combo` inside `#google_translate_element2`, set its value
 * and dispatch `change` (twice, as GTranslate does: the element's first change can be lost while
 * it builds its frame), retrying every 500 ms (§9 Other) until the element exists, within a
 * bounded number of tries. Unlike GTranslate it also writes the `googtrans` cookie itself, so the
 * next page opens translated even when the element never answered.
 */
export const GOOGTRANS_COOKIE = 'googtrans';
export const TRANSLATE_ELEMENT_ID = 'google_translate_element2';

export interface TranslateDriverOptions {
  doc: Document;
  pageLanguage: string;
  /** §9 Other "Language switcher retry" (500 ms). */
  retryMs: number;
  /** Tries before giving up (the first one included). */
  maxTries: number;
}

/** The target language the `googtrans` cookie names ('/th/en' → 'en'), or null. */
export function readGoogtrans(doc: Document): string | null {
  const match = /(?:^|;)\s?googtrans=([^;]*)/.exec(doc.cookie);
  const target = match?.[1]?.split('/')[2];
  return target ? target : null;
}

/** `googtrans=/<page>/<target>` on path '/', raw (Google reads it unencoded). */
export function writeGoogtrans(doc: Document, pageLanguage: string, target: string): void {
  doc.cookie = `${GOOGTRANS_COOKIE}=/${pageLanguage}/${target}; path=/; SameSite=Lax`;
}

/** Clears the cookie on every scope Google writes it to (the path, the host and the dotted domain). */
export function clearGoogtrans(doc: Document): void {
  const host = doc.location?.hostname ?? '';
  const expired = `${GOOGTRANS_COOKIE}=; path=/; max-age=0`;
  doc.cookie = expired;
  if (host) {
    doc.cookie = `${expired}; domain=${host}`;
    doc.cookie = `${expired}; domain=.${host}`;
  }
}

/** The element's language select once it is built (GTranslate's readiness test), else null. */
export function findCombo(doc: Document): HTMLSelectElement | null {
  const container = doc.getElementById(TRANSLATE_ELEMENT_ID);
  if (!container?.hasChildNodes()) return null;
  const combo = doc.querySelector<HTMLSelectElement>('select.goog-te-combo');
  return combo && combo.options.length > 0 ? combo : null;
}

export interface TranslateRun {
  /** Settles true once the select was driven, false when every try found no element. */
  readonly done: Promise<boolean>;
  cancel(): void;
}

/**
 * Translates the page to `target`, or back to the original when `target` is the page language
 * (GTranslate's way: the select set to the page language; and the cookie cleared, so later pages
 * stay original). Nothing to do when restoring a page that was never translated.
 */
export function translatePage(target: string, { doc, pageLanguage, retryMs, maxTries }: TranslateDriverOptions): TranslateRun {
  const restoring = target === pageLanguage;
  if (restoring) {
    const wasTranslated = readGoogtrans(doc) !== null || doc.documentElement.classList.contains('translated-ltr') || doc.documentElement.classList.contains('translated-rtl');
    clearGoogtrans(doc);
    if (!wasTranslated) return { done: Promise.resolve(true), cancel: () => undefined };
  } else {
    writeGoogtrans(doc, pageLanguage, target);
  }
  let handle: ReturnType<typeof setTimeout> | undefined;
  let settle: (value: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  let tries = 0;
  const attempt = () => {
    handle = undefined;
    tries += 1;
    const combo = findCombo(doc);
    if (combo) {
      combo.value = target;
      for (let i = 0; i < 2; i++) combo.dispatchEvent(new Event('change', { bubbles: true }));
      settle(true);
    } else if (tries >= maxTries) {
      settle(false);
    } else {
      handle = setTimeout(attempt, retryMs);
    }
  };
  attempt();
  return {
    done,
    cancel() {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
      settle(false);
    },
  };
}
