/**
 * A stand-in for Google's translate element script (translate.google.com/translate_a/element.js)
 * for the demo shop, Storybook and tests, which must not reach Google. It defines
 * `google.translate.TranslateElement` and, like Google's, calls the global named by its own URL's
 * `cb` parameter. The element builds GTranslate's hidden `select.goog-te-combo` inside the
 * container after `delay` ms (default 300; `never` builds nothing, for the switcher's failure
 * path). A change "translates" the page: the demo's Thai strings found in DEMO_TRANSLATIONS are
 * replaced by their English, `translated-ltr` goes on <html> and the `googtrans` cookie is set, as
 * Google does; choosing the page language (or '') restores every original text. On start it
 * translates at once when the cookie names another language (a later page).
 *
 * SELF-CONTAINED on purpose, like fake-recaptcha.ts: the demo serves `(${fn.toString()})(window)`.
 * No imports, nothing from module scope, no named inner functions or function-valued variables
 * (tsx's keepNames would wrap them in a helper the served copy lacks): the constructor is a Proxy
 * over `Object` with a `construct` trap, and everything else is object-literal methods and arrows.
 */
export function installFakeTranslateElement(win: Window): void {
  const doc = win.document;
  const source = (doc.currentScript as HTMLScriptElement | null)?.src ?? '';
  const params = new URL(source || 'http://fake.invalid/', win.location.href).searchParams;
  const callback = params.get('cb');
  const delayMs = Number(params.get('delay') ?? '300');
  const never = params.has('never');
  const dictionary: Record<string, string> = {
    'ข้ามไปยังเนื้อหา': 'Skip to content',
    'ตลาดบิวตี้แพ็ค': 'Talat Beauty Pack',
    'หน้าแรก': 'Home',
    'สินค้าทั้งหมด': 'All products',
    'ขวดยาดม InhalantBottle': 'Inhalant bottles',
    'ขวดทั้งหมด': 'All bottles',
    'เซรั่ม': 'Serum',
    'ตะกร้าสินค้า': 'Cart',
    'ชำระเงิน': 'Checkout',
    'ติดต่อเรา': 'Contact us',
    'เมนู': 'Menu',
    'แท็กยอดนิยม': 'Popular tags',
    'หมวดหมู่สินค้า': 'Product categories',
    'เลือกหมวดหมู่': 'Select a category',
    'สินค้า': 'Products',
    'บัญชีของฉัน': 'My account',
    'วิธีสั่งซื้อ': 'How to order',
  };
  const originals = new Map<Text, string>();
  const state = { pageLanguage: 'auto', current: '' };
  const skip = '.notranslate,.skiptranslate,script,style,noscript,textarea,[translate=no]';

  const page = {
    translate(lang: string) {
      page.restore();
      const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data.trim();
        const english = dictionary[text];
        if (!english || node.parentElement?.closest(skip)) continue;
        originals.set(node, node.data);
        node.data = node.data.replace(text, english);
      }
      state.current = lang;
      doc.documentElement.classList.add('translated-ltr');
      doc.cookie = `googtrans=/${state.pageLanguage}/${lang}; path=/`;
    },
    restore() {
      for (const [node, text] of originals) node.data = text;
      originals.clear();
      state.current = '';
      doc.documentElement.classList.remove('translated-ltr');
    },
    apply(lang: string) {
      if (!lang || lang === state.pageLanguage) {
        page.restore();
        doc.cookie = 'googtrans=; path=/; max-age=0';
      } else page.translate(lang);
    },
    build(containerId: string) {
      const container = doc.getElementById(containerId);
      if (!container || never) return;
      const gadget = doc.createElement('div');
      gadget.className = 'skiptranslate goog-te-gadget';
      const select = doc.createElement('select');
      select.className = 'goog-te-combo';
      select.setAttribute('aria-label', 'Language Translate Widget');
      for (const [value, label] of [['', 'Select Language'], ['en', 'English'], ['th', 'Thai']] as const) select.add(new Option(label, value));
      select.addEventListener('change', () => page.apply(select.value));
      gadget.append(select);
      container.append(gadget);
      const wanted = /(?:^|;)\s?googtrans=\/[^/;]*\/([^;]*)/.exec(doc.cookie)?.[1];
      if (wanted && wanted !== state.pageLanguage) {
        select.value = wanted;
        page.translate(wanted);
      }
    },
  };

  const w = win as unknown as { google?: { translate?: unknown }; __talatFakeTranslate?: unknown } & Record<string, unknown>;
  w.google ??= {};
  w.google.translate = {
    TranslateElement: new Proxy(Object, {
      construct(_target, args: unknown[]) {
        const options = (args[0] ?? {}) as { pageLanguage?: string };
        state.pageLanguage = options.pageLanguage ?? 'auto';
        setTimeout(() => page.build(String(args[1])), delayMs);
        return {};
      },
    }),
  };
  // For tests and stories: what the fake did.
  w.__talatFakeTranslate = state;
  const init = callback ? w[callback] : undefined;
  if (typeof init === 'function') (init as () => void)();
}

/**
 * Where the demo serves the fake (examples/fake-translate-asset.ts), with GTranslate's callback
 * name; the page extras' `translateElementUrl` points here instead of translate.google.com.
 */
export const FAKE_TRANSLATE_ELEMENT_URL = '/assets/fake-translate-element.js?cb=googleTranslateElementInit2';
