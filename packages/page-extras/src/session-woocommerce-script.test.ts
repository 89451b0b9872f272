// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// Where the recipe keeps woocommerce.js (pageExtras.woocommerceScript), exactly the behaviours that
// script performs itself are not started (the coming-soon banner's dismiss, the password toggle,
// the field descriptions and the scroll to notices); every theme behaviour still is.

const started: string[] = [];
const feature = (name: string) => ({ [name]: vi.fn(() => void started.push(name)) });
vi.mock('./features/sticky-header', () => feature('startStickyHeader'));
vi.mock('./features/scroll-to-top', () => feature('startScrollToTop'));
vi.mock('./features/side-menu', () => feature('startSideMenu'));
vi.mock('./features/category-dropdown', () => feature('startCategoryDropdown'));
vi.mock('./features/custom-cursor', () => feature('startCustomCursor'));
vi.mock('./features/coming-soon-banner', () => feature('startComingSoonBanner'));
vi.mock('./features/password-toggle', () => feature('startPasswordToggle'));
vi.mock('./features/field-descriptions', () => feature('startFieldDescriptions'));
vi.mock('./features/notices-scroll', () => feature('startNoticesScroll'));
vi.mock('./features/toasts/at-first-toast', () => feature('startToastsAtFirstToast'));
vi.mock('./features/language-switcher', () => feature('startLanguageSwitcher'));

const { startPageExtras, PAGE_EXTRAS } = await import('./session');

const ALL = [
  'startToastsAtFirstToast',
  'startStickyHeader',
  'startScrollToTop',
  'startSideMenu',
  'startCategoryDropdown',
  'startCustomCursor',
  'startComingSoonBanner',
  'startPasswordToggle',
  'startFieldDescriptions',
  'startNoticesScroll',
  'startLanguageSwitcher',
];
const WOOCOMMERCE_JS = ['startComingSoonBanner', 'startPasswordToggle', 'startFieldDescriptions', 'startNoticesScroll'];

afterEach(() => {
  started.length = 0;
});

/** Every part as if its markup were on the page (the registry's own checks are tested in registry.test.ts). */
const everyPart = () => PAGE_EXTRAS.map((part) => ({ ...part, present: () => true, load: vi.fn(part.load) }));

describe('startPageExtras and woocommerce.js', () => {
  it('starts every behaviour without the flag (false or absent)', async () => {
    expect(PAGE_EXTRAS).toHaveLength(ALL.length);
    let session = startPageExtras(document, {}, everyPart());
    await session.ready;
    session.dispose();
    expect(started).toEqual(ALL);
    started.length = 0;
    session = startPageExtras(document, { woocommerceScript: false }, everyPart());
    await session.ready;
    session.dispose();
    expect(started).toEqual(ALL);
  });

  it('with the flag, leaves exactly woocommerce.js behaviours unstarted and unfetched, and keeps the theme ones', async () => {
    const parts = everyPart();
    const session = startPageExtras(document, { woocommerceScript: true }, parts);
    await session.ready;
    session.dispose();
    expect(started).toEqual(ALL.filter((name) => !WOOCOMMERCE_JS.includes(name)));
    expect(parts.filter((part) => part.load.mock.calls.length > 0).map((part) => part.name)).toEqual(PAGE_EXTRAS.filter((part) => !part.woocommerceJs).map((part) => part.name));
  });
});
