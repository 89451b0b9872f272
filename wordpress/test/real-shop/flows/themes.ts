/**
 * Issue 29 point 4: a theme that asked for nothing is left as it is. On Twenty Twenty-One and
 * Twenty Twenty-Four the theme's own elements (header, navigation, footer, content) have the same
 * bounding box and computed style with Talat as with the plugins' own scripts, at 1280 and 390 px,
 * at the top and scrolled; the theme's own menu toggle still works (its script gets the press).
 * Then the shop switches the sticky header on with the README's talat_config filter and the
 * header becomes fixed past 120 px (§2.2, §9).
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { inMode, type Flow, type FlowContext, type Run } from './flow';

type Theme = 'twentytwentyone' | 'twentytwentyfour';

/** Each theme's own elements, by what the theme prints (its templates, not ours). */
const THEME_ELEMENTS: Record<Theme, Record<string, string>> = {
  twentytwentyone: {
    header: '#masthead',
    'site title': '#masthead .site-title',
    navigation: '#site-navigation',
    'menu toggle': '#primary-mobile-menu',
    content: '#main',
    footer: '#colophon',
  },
  twentytwentyfour: {
    header: 'header.wp-block-template-part',
    'site title': 'header .wp-block-site-title',
    navigation: 'header .wp-block-navigation',
    content: 'main',
    footer: 'footer.wp-block-template-part',
  },
};

/** The computed styles a page extra could change: place, layering, size and paint. */
const STYLES = ['position', 'top', 'display', 'visibility', 'zIndex', 'transform', 'backgroundColor', 'color', 'fontSize', 'marginTop', 'paddingTop', 'boxShadow', 'opacity'] as const;

const PAGE = '/product-tag/inhalantbottle/';
const WIDTHS = [1280, 390];

interface Seen {
  box: { x: number; y: number; width: number; height: number } | null;
  style: Record<string, string>;
  classes: string;
}

/** The theme's elements as drawn: where they are (viewport coordinates), how they look, their classes. */
async function measure(page: Page, elements: Record<string, string>): Promise<Record<string, Seen | 'missing'>> {
  return page.evaluate(
    ({ elements, styles }) => {
      const seen: Record<string, unknown> = {};
      for (const [name, selector] of Object.entries(elements)) {
        const element = document.querySelector<HTMLElement>(selector);
        if (!element) {
          seen[name] = 'missing';
          continue;
        }
        const rect = element.getBoundingClientRect();
        const computed = getComputedStyle(element);
        // No named helper in here: the test's compiler would wrap it in a function the page lacks.
        seen[name] = {
          box: rect.width || rect.height ? { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) } : null,
          style: Object.fromEntries(styles.map((property) => [property, computed[property as keyof CSSStyleDeclaration] as string])),
          classes: [...element.classList].filter((name) => !name.startsWith('talat-')).sort().join(' '),
        };
      }
      return seen as Record<string, Seen | 'missing'>;
    },
    { elements, styles: [...STYLES] },
  );
}

/** Scrolls to `y` and lets the page settle (observers fire, frames paint) before measuring. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
  // A slide-in (the sticky header's, a theme's) is measured where it ends.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
}

/**
 * The same element drawn the same: equal styles and classes, and a box within 1 px (a scroll
 * position or a layout rounds to the device pixel differently from one load to the next).
 */
function assertSameLook(got: Seen | 'missing' | undefined, expected: Seen | 'missing' | undefined, label: string): void {
  if (got === undefined || expected === undefined || got === 'missing' || expected === 'missing' || !got.box || !expected.box) {
    assertEqual(got, expected, label);
    return;
  }
  assertEqual({ style: got.style, classes: got.classes }, { style: expected.style, classes: expected.classes }, `${label} (style and classes)`);
  const near = (Object.keys(expected.box) as Array<keyof NonNullable<Seen['box']>>).every((key) => Math.abs(got.box![key] - expected.box![key]) <= 1);
  if (!near) assertEqual(got.box, expected.box, `${label} (box)`);
}

interface ThemeLook {
  top: Record<string, Seen | 'missing'>;
  scrolled: Record<string, Seen | 'missing'>;
  /** The site title, scrolled 700 px: 'seen' under the fixed header, 'scrolled away' with a static one. */
  titleSeen: string;
  /** Twenty Twenty-One's phone menu, pressed once: its own script opens it. */
  menu?: { expanded: string | null; bodyOpen: boolean };
}

async function look(context: FlowContext, theme: Theme, width: number, mode: 'talat' | 'own', pageExtras?: Record<string, string>): Promise<Run<ThemeLook | undefined>> {
  return inMode(context, mode, { theme, viewport: { width, height: 900 }, ...(pageExtras ? { pageExtras } : {}) }, async ({ page, origin }) => {
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // With Talat the page extras must be on (else the comparison would compare nothing); they start at idle.
    if (mode === 'talat') await page.waitForFunction(() => (document.body.dataset.talatMounted ?? '').includes('page-extras'), undefined, { timeout: 15_000 });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    const elements = THEME_ELEMENTS[theme];
    const top = await measure(page, elements);
    await scrollTo(page, 700);
    const scrolled = await measure(page, elements);
    // Scrolled, the site title is what the shopper sees at its place (nothing drawn over it, and it over nothing).
    const titleSeen = await page.locator(elements['site title']!).first().evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0) return 'scrolled away';
      const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
      return hit !== null && element.contains(hit) ? 'seen' : `covered by ${hit?.tagName ?? 'nothing'}`;
    });
    let menu: ThemeLook['menu'];
    if (theme === 'twentytwentyone' && width < 482) {
      await scrollTo(page, 0);
      await page.click('#primary-mobile-menu');
      await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
      menu = await page.evaluate(() => ({ expanded: document.getElementById('primary-mobile-menu')?.getAttribute('aria-expanded') ?? null, bodyOpen: document.body.classList.contains('primary-navigation-open') }));
    }
    return { top, scrolled, titleSeen, ...(menu ? { menu } : {}) };
  });
}

export const themesFlow: Flow = {
  name: 'themes',
  async run(context) {
    for (const theme of Object.keys(THEME_ELEMENTS) as Theme[]) {
      for (const width of WIDTHS) {
        const talat = await look(context, theme, width, 'talat');
        const own = await look(context, theme, width, 'own');
        check(`${theme} at ${width} px: the theme's header, navigation, content and footer are where and as they are without Talat, at the top and scrolled`, () => {
          assert(!talat.error && !own.error, `${talat.error ?? ''} ${own.error ?? ''}`);
          for (const name of Object.keys(THEME_ELEMENTS[theme])) {
            assertSameLook(talat.result?.top[name], own.result?.top[name], `${name} at the top`);
            assertSameLook(talat.result?.scrolled[name], own.result?.scrolled[name], `${name} scrolled 700 px`);
          }
          assert(own.result?.top.header !== 'missing', `the theme prints no ${THEME_ELEMENTS[theme].header}`);
          const lines = talat.console.filter((line) => /^(error|uncaught)/.test(line) && !/recaptcha|ERR_NAME_NOT_RESOLVED/.test(line));
          assertEqual(lines, [], 'console errors with Talat');
        });
        if (talat.result?.menu || own.result?.menu) {
          check(`${theme} at ${width} px: the theme's own menu toggle opens its menu with Talat as without (its script gets the press)`, () => {
            assertEqual(own.result?.menu, { expanded: 'true', bodyOpen: true }, "the theme's menu without Talat");
            assertEqual(talat.result?.menu, own.result?.menu, "the theme's menu with Talat");
          });
        }
      }
    }

    // Switched on by the shop (README "Page extras": the talat_config filter): the header is fixed past 120 px.
    const switchedOn = await look(context, 'twentytwentyone', 1280, 'talat', { stickyHeader: '#masthead' });
    check("twentytwentyone, sticky header switched on with the talat_config filter: #masthead is fixed once scrolled, static at the top", () => {
      assert(!switchedOn.error, switchedOn.error ?? '');
      const top = switchedOn.result?.top.header;
      const scrolled = switchedOn.result?.scrolled.header;
      assert(top !== 'missing' && scrolled !== 'missing' && top && scrolled, 'no #masthead');
      assert(top.style.position !== 'fixed', `#masthead is ${top.style.position} at the top`);
      assertEqual(scrolled.style.position, 'fixed', '#masthead position scrolled');
      assertEqual(scrolled.box?.y, 0, '#masthead top scrolled');
      assert(scrolled.style.backgroundColor !== 'rgba(0, 0, 0, 0)', 'the fixed header has no background (the page shows through it)');
      assertEqual(switchedOn.result?.titleSeen, 'seen', 'the site title in the fixed header');
    });
  },
};
