// @vitest-environment jsdom
// §9 click-id rows: what counts as "a pixel on the page" for the pixel's `_fbc` cookie.
import { afterEach, describe, expect, it } from 'vitest';
import { pixelOnPage } from './pixel';
import { fakePixel } from './test-fixtures';

const host = window as unknown as Record<string, unknown>;

function script(attributes: Record<string, string>, text = ''): void {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.text = text;
  document.head.append(element);
}

afterEach(() => {
  delete host.fbq;
  delete host._fbq;
  delete host.wc_facebook_pixel_data;
  document.head.querySelectorAll('script').forEach((element) => element.remove());
  document.body.replaceChildren();
});

describe('pixelOnPage', () => {
  it('none on a page without any of the pixel', () => {
    script({ src: 'https://www.googletagmanager.com/gtag/js?id=G-1' }, "window.dataLayer = []; gtag('config', 'G-1');");
    expect(pixelOnPage(window, document)).toBe(false);
  });

  it('the pixel function: fbq, or the _fbq alias Meta\'s base code sets', () => {
    fakePixel(window);
    expect(pixelOnPage(window, document)).toBe(true);
    delete host.fbq;
    host._fbq = () => undefined;
    expect(pixelOnPage(window, document)).toBe(true);
  });

  it('Facebook for WooCommerce, by its markers', () => {
    host.wc_facebook_pixel_data = {};
    expect(pixelOnPage(window, document)).toBe(true);
    delete host.wc_facebook_pixel_data;
    document.body.innerHTML = '<div class="wc-facebook-pixel-event-placeholder"></div>';
    expect(pixelOnPage(window, document)).toBe(true);
  });

  it("Meta's library or base code not run yet: held by a consent tool or delayed by an optimiser", () => {
    script({ type: 'text/plain', 'data-category': 'marketing' }, "!function(f,b,e,v,n,t,s){}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','1');");
    expect(pixelOnPage(window, document)).toBe(true);
    document.head.replaceChildren();
    script({ type: 'rocketlazyloadscript', 'data-rocket-src': 'https://connect.facebook.net/th_TH/fbevents.js' });
    expect(pixelOnPage(window, document)).toBe(true);
    document.head.replaceChildren();
    script({ async: '', src: 'https://connect.facebook.net/en_US/fbevents.js' });
    expect(pixelOnPage(window, document)).toBe(true);
  });

  it('a page that only mentions Facebook (a share button, a link) has none', () => {
    script({ src: 'https://connect.facebook.net/en_US/sdk.js' });
    document.body.innerHTML = '<a href="https://www.facebook.com/shop">Facebook</a>';
    expect(pixelOnPage(window, document)).toBe(false);
  });
});
