// @vitest-environment jsdom
// One test per rule of the markup policy (policy.ts). jsdom's parser is not a browser's, so the
// proof against mutation XSS is the attack corpus in Chromium (e2e/security-corpus.spec.ts); these
// pin the policy itself.
import { afterEach, describe, expect, it } from 'vitest';
import { loadMarkupDoor, markupDoorNow } from './door';
import { isServerMarkup } from './provenance';
import { CLOBBERED_FORM_RULES, FORM_CASES, KEPT_CASES, REMOVED_CASES } from './test-fixtures';

/** jsdom has no form named properties: DOMPurify cannot see a clobbered form here (the browser's outcome: e2e/markup-door-engines.spec.ts). */
const outsideJsdom = <T extends [string, ...unknown[]]>(cases: T[]) => cases.filter(([rule]) => !CLOBBERED_FORM_RULES.has(rule));

afterEach(() => {
  document.body.replaceChildren();
});

/** The markup as the door leaves it, inside a fresh <div>, without the door's own mark (tested below). */
async function cleaned(html: string, forms?: string[]): Promise<string> {
  const door = await loadMarkupDoor(document);
  const host = document.createElement('div');
  document.body.append(host);
  door.fill(host, html, forms ? { forms } : undefined);
  for (const child of host.children) {
    expect(child.hasAttribute('data-talat-server-markup')).toBe(true);
    child.removeAttribute('data-talat-server-markup');
  }
  return host.innerHTML;
}

describe('the markup door keeps what WooCommerce prints', () => {
  it.each(KEPT_CASES)('%s', async (_name, html) => {
    expect(await cleaned(html)).toBe(html);
  });

  it.each(outsideJsdom(FORM_CASES))('forms: %s', async (_name, html, forms, expected) => {
    expect(await cleaned(html, forms)).toBe(expected);
  });
});

describe('the markup door removes', () => {
  it.each(outsideJsdom(REMOVED_CASES))('%s', async (_name, html, expected) => {
    expect(await cleaned(html)).toBe(expected);
  });

  it('a <frameset>, which leaves no body to clean, as nothing (not a throw that loses the next fragments)', async () => {
    expect(await cleaned('<frameset onload=alert(1)><frame src="javascript:alert(2)"></frameset>')).toBe('');
    expect(await cleaned('<div id="31"><frameset onload=alert(31)>')).toBe('');
  });

  it('in jsdom, a form clobbered by its fields is unwrapped and the fields lose their names (a browser removes it whole)', async () => {
    expect(await cleaned('<img name="cookie"><form><input name="attributes"></form>')).toBe('<img><input>');
    expect(await cleaned('<form onmouseover="alert(1)" onsubmit="alert(2)"><input name="attributes"><input name="removeAttribute"></form><b>b</b>')).toBe('<input><input><b>b</b>');
  });

  it('forgets the forms a call named once the call is over', async () => {
    expect(await cleaned('<form class="woocommerce-cart-form"><input name="a"></form>', ['woocommerce-cart-form'])).toContain('<form');
    expect(await cleaned('<form class="woocommerce-cart-form"><input name="a"></form>')).toBe('<input name="a">');
  });
});

describe('the markup door inserts the nodes it parsed', () => {
  it('fills an element, replaces one, and marks what came in so no widget mounts on it, copies included', async () => {
    const door = await loadMarkupDoor(document);
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div><p id="t"></p>';
    door.fill(document.getElementById('t')!, '<b>ok</b> <i>2</i>');
    expect(document.getElementById('t')!.innerHTML).toBe('<b data-talat-server-markup="">ok</b> <i data-talat-server-markup="">2</i>');
    const replacement = door.replace(document.querySelector('div.widget_shopping_cart_content')!, ' <div class="widget_shopping_cart_content"><span>new</span></div><p>2</p>');
    expect(replacement?.className).toBe('widget_shopping_cart_content');
    expect(document.body.textContent).toBe(' new2ok 2');
    expect(isServerMarkup(replacement)).toBe(true);
    expect(isServerMarkup(document.querySelector('#t i'))).toBe(true);
    expect(isServerMarkup(document.getElementById('t'))).toBe(false);
    // A theme script that copies fragment markup (a sticky header) copies the mark too.
    const copy = replacement!.cloneNode(true) as Element;
    document.body.append(copy);
    expect(isServerMarkup(copy.querySelector('span'))).toBe(true);
  });

  it('marks with nothing the markup itself can set: data-talat attributes are removed on the way in', async () => {
    expect(await cleaned('<div data-talat-server-markup="no">x</div>')).toBe('<div>x</div>');
  });

  it('replaces an element with the part a whole page holds, cleaned', async () => {
    const door = await loadMarkupDoor(document);
    document.body.innerHTML = '<div class="woocommerce"><p>old</p></div>';
    const page = '<!doctype html><html><head><script>alert(1)</script></head><body><div class="woocommerce"><form class="woocommerce-cart-form" action="/cart/"><img src=x onerror=alert(2)></form></div></body></html>';
    const result = door.replaceFromPage(document.querySelector('.woocommerce')!, page, (root) => root.querySelector('.woocommerce'), { forms: ['woocommerce-cart-form'] });
    expect(result).not.toBeNull();
    expect(document.body.innerHTML).toBe('<div class="woocommerce" data-talat-server-markup=""><form class="woocommerce-cart-form" action="/cart/"><img src="x"></form></div>');
    expect(door.replaceFromPage(result!, '<p>no cart here</p>', (root) => root.querySelector('.woocommerce'))).toBeNull();
  });

  it('is there at once once loaded (a render that must not flash)', async () => {
    const door = await loadMarkupDoor(document);
    expect(markupDoorNow(document)).toBe(door);
  });
});
