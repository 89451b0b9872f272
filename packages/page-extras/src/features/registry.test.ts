// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { PageExtrasConfig } from '../config';
import { PAGE_EXTRA_PARTS } from './registry';

// Issue 30: a behaviour's chunk is fetched only where its markup is. Each check against the markup
// the behaviour answers (markup.ts), the config's own selectors, and a page with none of it.

afterEach(() => {
  document.body.innerHTML = '';
});

const presentOn = (markup: string, config: PageExtrasConfig = {}) => {
  document.body.innerHTML = markup;
  return PAGE_EXTRA_PARTS.filter((part) => part.present(document, config)).map((part) => part.name);
};

describe('which behaviours a page has', () => {
  it('a page with none of their markup fetches only the toasts (any script may ask for one)', () => {
    expect(presentOn('<div><p>ข้อความ</p></div>')).toEqual(['toasts']);
  });

  it.each([
    ['sticky-header', '<header data-talat-sticky-header></header>'],
    ['scroll-to-top', '<a id="back-to-top" href="#top">ขึ้น</a>'],
    ['side-menu', '<button data-talat-side-menu-toggle aria-controls="menu">เมนู</button>'],
    ['category-dropdown', '<select class="dropdown_product_cat"></select>'],
    ['custom-cursor', '<div class="custom-cursor"></div>'],
    ['coming-soon-banner', '<div id="coming-soon-footer-banner"><button class="coming-soon-footer-banner-dismiss"></button></div>'],
    ['password-toggle', '<div class="woocommerce"><form><input type="password"></form></div>'],
    ['field-descriptions', '<span class="woocommerce-input-wrapper"><span class="description">คำอธิบาย</span></span>'],
    ['notices-scroll', '<main></main>'],
    ['language-switcher', '<div class="gt_float_switcher"></div>'],
  ])('%s: fetched where its markup is', (name, markup) => {
    expect(presentOn(markup)).toEqual(expect.arrayContaining([name]));
    expect(presentOn(markup).filter((found) => found !== 'toasts')).toEqual([name]);
  });

  it('the coming-soon banner without its dismiss control has nothing to enhance', () => {
    expect(presentOn('<div id="coming-soon-footer-banner"></div>')).not.toContain('coming-soon-banner');
  });

  it("a shop page's WooCommerce forms without a password field (the sort select) fetch no password toggle", () => {
    expect(presentOn('<div class="woocommerce"><form class="woocommerce-ordering"><select name="orderby"></select></form></div>')).not.toContain('password-toggle');
  });

  it('the config names the header, the back-to-top control and the side menu toggle; empty turns each off', () => {
    const markup = '<header id="masthead"></header><a class="to-top"></a><button class="menu-toggle" aria-controls="m"></button>';
    expect(presentOn(markup)).toEqual(['toasts']);
    expect(presentOn(markup, { stickyHeader: '#masthead', scrollToTop: '.to-top', sideMenu: '.menu-toggle' })).toEqual(['toasts', 'sticky-header', 'scroll-to-top', 'side-menu']);
    expect(presentOn('<header data-talat-sticky-header></header><a id="back-to-top"></a>', { stickyHeader: '', scrollToTop: '' })).toEqual(['toasts']);
  });

  it('a configured selector that is not one is fetched, so the behaviour can say what is wrong with it', () => {
    expect(presentOn('<header></header>', { stickyHeader: 'header[' })).toContain('sticky-header');
  });
});
