import { createFakeShop } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { handlePageRequest } from '../routes';

// Issue 30: a widget whose plugin prints its markup on a few pages only gets its tag only there
// (docs/decisions.md 505); every other widget's markup is on every page, and so is its tag.

const shop = createFakeShop();
function widgetTags(path: string): string[] {
  const response = handlePageRequest(shop, { method: 'GET', url: new URL(`http://localhost${path}`), sessionId: 'demo', cookies: {} });
  if (!('html' in response)) throw new Error(`expected a page at ${path}`);
  return [...response.html.matchAll(/src="\/talat\/([\w-]+)\.js"/g)].map((match) => match[1]!);
}

const EVERY_PAGE = ['live-search', 'cart', 'lead-form', 'wishlist', 'compare', 'page-extras', 'attribution'];

describe('the demo prints a widget tag only where its markup is', () => {
  it('the tag listing: no contact form, documents or payment form', () => {
    expect(widgetTags('/product-tag/inhalantbottle/')).toEqual(EVERY_PAGE);
  });

  it('the contact page: the contact form too', () => {
    expect(widgetTags('/contact/')).toEqual(expect.arrayContaining([...EVERY_PAGE, 'contact-form']));
    expect(widgetTags('/contact/')).not.toContain('payment-form');
  });

  it("my-account's orders: the documents too", () => {
    expect(widgetTags('/my-account/')).toContain('documents');
  });

  it('the confirm-payment page: the payment form too', () => {
    expect(widgetTags('/confirm-payment/')).toContain('payment-form');
    expect(widgetTags('/confirm-payment/')).not.toContain('documents');
  });
});
