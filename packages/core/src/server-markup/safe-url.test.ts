import { describe, expect, it, vi } from 'vitest';
import { isAllowedMarkupUrl } from './markup-url';
import { assignLocation, navigableUrl } from './safe-url';

const BASE = 'https://shop.example/shop/';

describe('navigableUrl: where a widget may send the browser', () => {
  it.each([
    ['/product/rb-10/', 'https://shop.example/product/rb-10/'],
    ['https://shop.example/cart/', 'https://shop.example/cart/'],
    ['//cdn.example/x', 'https://cdn.example/x'],
    ['?s=ขวด', 'https://shop.example/shop/?s=%E0%B8%82%E0%B8%A7%E0%B8%94'],
  ])('%s → %s', (value, expected) => {
    expect(navigableUrl(value, BASE)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['mailto:a@b.th'],
    ['http://[::1'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('refuses %j', (value) => {
    expect(navigableUrl(value, BASE)).toBeNull();
  });
});

describe('isAllowedMarkupUrl: URL attributes of server markup', () => {
  it('allows http(s), mailto, tel, relative and empty', () => {
    for (const value of ['https://x.example/', 'http://x.example/', 'mailto:a@b.th', 'tel:+66', '/cart/', '#top', '']) {
      expect(isAllowedMarkupUrl(value, BASE)).toBe(true);
    }
  });

  it('allows data:image only where the caller says (an <img src>)', () => {
    expect(isAllowedMarkupUrl('data:image/png;base64,AAAA', BASE, true)).toBe(true);
    expect(isAllowedMarkupUrl('data:image/png;base64,AAAA', BASE)).toBe(false);
    expect(isAllowedMarkupUrl('data:text/html,x', BASE, true)).toBe(false);
  });

  it('refuses script URLs however they are spelled', () => {
    for (const value of ['javascript:alert(1)', 'java\tscript:alert(1)', '\u0000javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:x', 'ftp://x/']) {
      expect(isAllowedMarkupUrl(value, BASE)).toBe(false);
    }
  });
});

describe('assignLocation: every widget navigation (search row, product_url, redirect)', () => {
  const page = () => ({ location: { href: BASE, assign: vi.fn<(url: string) => void>() } }) as unknown as Pick<Window, 'location'> & { location: { assign: ReturnType<typeof vi.fn> } };

  it('goes to http(s) addresses, resolved against the page', () => {
    const win = page();
    expect(assignLocation(win, '/cart/')).toBe(true);
    expect(win.location.assign).toHaveBeenCalledWith('https://shop.example/cart/');
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,x', ''])('stays for %j', (url) => {
    const win = page();
    expect(assignLocation(win, url)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
