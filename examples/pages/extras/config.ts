import { FAKE_TRANSLATE_ELEMENT_URL } from '@talat/mocks';
import type { PageContext } from '../layout';

/** The config block's `pageExtras` section, as the recipe prints it (README "Page extras"). */
export function pageExtrasConfig({ shop }: Pick<PageContext, 'shop' | 'options'>): Record<string, unknown> {
  const home = `${shop.settings.homeUrl}/`;
  return {
    // §1 Translation setting: the page-translation widget's page language is 'en' (the shop's
    // setting, kept as printed); the floating button's 'th' comes from GTranslate's own
    // `gtranslateSettings` global (extras/menus.ts). The page's <html lang="th"> wins, with one warning.
    translatePageLanguage: 'en',
    // The demo never reaches Google: the fake element (packages/mocks) stands in for element.js.
    translateElementUrl: FAKE_TRANSLATE_ELEMENT_URL,
    // The category dropdown's home_url('/') and the shop permalink (wc_get_page_permalink('shop')).
    homeUrl: home,
    shopUrl: `${home}shop/`,
    // The shop's theme asks for these two theme behaviours (§2.2 sticky header, §1 side menu); a
    // theme that asks for nothing keeps its header and menu as they are (issue 29 point 4). The
    // recipe's `talat_config` filter sets the same keys (README "Page extras").
    stickyHeader: 'header.site-header',
    sideMenu: '.menu-toggle[aria-controls]',
  };
}
