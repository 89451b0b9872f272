/** The real shop's flows, in the order they run (TALAT_WP_FLOWS picks some by name). */
import { blockThemeFlow } from './block-theme';
import { cartFlow } from './cart';
import { checkoutFlow } from './checkout';
import { classicFlow } from './classic';
import { contactFormFlow } from './contact-form';
import { documentsFlow } from './documents';
import type { Flow } from './flow';
import { leadFormFlow } from './lead-form';
import { pageExtrasFlow } from './page-extras';
import { pagesFlow } from './pages';
import { paymentFlow } from './payment';
import { searchFlow } from './search';
import { standDownFlow } from './stand-down';
import { themesFlow } from './themes';
import { wishlist4Flow } from './wishlist-4';
import { wishlistCompareFlow } from './wishlist-compare';

export const FLOWS: Flow[] = [pagesFlow, searchFlow, cartFlow, checkoutFlow, contactFormFlow, leadFormFlow, paymentFlow, documentsFlow, wishlistCompareFlow, pageExtrasFlow, classicFlow, standDownFlow, wishlist4Flow, themesFlow, blockThemeFlow];
