// @vitest-environment jsdom
import { createTranslator } from '@talat/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageExtrasConfig } from '../../config';
import { pageExtrasMessages } from '../../messages';
import { startComingSoonBanner } from './index';

// §7 Coming-soon banner and REST client behaviour, end to end through the shared client's REST
// transport against msw: the exact request, the one nonce refresh, each failure in Thai.

const ORIGIN = window.location.origin;
const USERS = `${ORIGIN}/wp-json/wp/v2/users/7`;
const AJAX = `${ORIGIN}/wp-admin/admin-ajax.php`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  server.resetHandlers();
  document.body.innerHTML = '';
});

const t = createTranslator(pageExtrasMessages, 'th');
const th = pageExtrasMessages.th;
const config: PageExtrasConfig = { ajaxUrl: '/wp-admin/admin-ajax.php', restRoot: `${ORIGIN}/wp-json/` };

function page(attributes = `data-rest-url='${USERS}' data-rest-nonce='nonce-1'`) {
  document.body.innerHTML = `<main id="main">หน้า</main><footer><div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>หน้านี้อยู่ในโหมด "เร็วๆ นี้"</div><a class='coming-soon-footer-banner-dismiss' ${attributes}></a></div></footer>`;
  undo = startComingSoonBanner({ doc: document, win: window, config, t });
}
const banner = () => document.getElementById('coming-soon-footer-banner')!;
const control = () => document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!;
const status = () => banner().querySelector('[role="status"]')!;

interface Seen {
  method: string;
  url: string;
  nonce: string | null;
  type: string | null;
  body: unknown;
}
function usersRoute(answer: (seen: Seen, count: number) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  server.use(
    http.post(`${ORIGIN}/wp-json/wp/v2/users/:id`, async ({ request }) => {
      const entry = { method: request.method, url: request.url, nonce: request.headers.get('X-WP-Nonce'), type: request.headers.get('Content-Type'), body: await request.json() };
      seen.push(entry);
      return answer(entry, seen.length);
    }),
  );
  return seen;
}
const refused = () => HttpResponse.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });

describe('coming-soon banner', () => {
  it('does nothing on a page without the banner', () => {
    document.body.innerHTML = '<footer></footer>';
    expect(startComingSoonBanner({ doc: document, win: window, config, t })).toBeUndefined();
  });

  it('the empty dismiss link becomes a focusable button with a Thai name', () => {
    page();
    expect(control().getAttribute('role')).toBe('button');
    expect(control().getAttribute('tabindex')).toBe('0');
    expect(control().getAttribute('aria-label')).toBe('ซ่อนแถบแจ้งโหมด "เร็วๆ นี้"');
  });

  it('the empty status takes no room (no layout shift when the behaviour starts) and shows once it has a message', async () => {
    usersRoute(() => HttpResponse.json({ code: 'internal_server_error', message: 'x' }, { status: 500 }));
    page();
    expect(window.getComputedStyle(status()).position).toBe('absolute');
    expect(window.getComputedStyle(status()).height).toBe('1px');
    control().click();
    await expect.poll(() => status().textContent).toBe(th.comingSoonFailed);
    expect(window.getComputedStyle(status()).position).not.toBe('absolute');
  });

  it('POSTs woocommerce_meta.coming_soon_banner_dismissed=yes to the banner URL with X-WP-Nonce and _locale=user, then hides it', async () => {
    const seen = usersRoute(() => HttpResponse.json({ id: 7, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }));
    page();
    control().focus();
    control().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(control().getAttribute('aria-busy')).toBe('true');
    expect(control().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(control()); // busy, not disabled: focus stays
    expect(banner().style.display).toBe('');
    await expect.poll(() => banner().style.display).toBe('none');
    expect(seen).toEqual([
      { method: 'POST', url: `${USERS}?_locale=user`, nonce: 'nonce-1', type: 'application/json', body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } },
    ]);
    // Focus does not fall to <body> with the banner.
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('a refused nonce is refreshed once through admin-ajax ?action=rest-nonce and the save sent again', async () => {
    const seen = usersRoute((entry) => (entry.nonce === 'fresh-2' ? HttpResponse.json({ id: 7 }) : refused()));
    let refreshes = 0;
    server.use(
      http.get(AJAX, ({ request }) => {
        expect(new URL(request.url).searchParams.get('action')).toBe('rest-nonce');
        refreshes += 1;
        return new HttpResponse('fresh-2');
      }),
    );
    page();
    control().click();
    await expect.poll(() => banner().style.display).toBe('none');
    expect(seen.map((entry) => entry.nonce)).toEqual(['nonce-1', 'fresh-2']);
    expect(refreshes).toBe(1);
  });

  it('a nonce refused again after its one refresh: the banner stays with the Thai reason, never a third try', async () => {
    const seen = usersRoute(() => refused());
    server.use(http.get(AJAX, () => new HttpResponse('fresh-2')));
    page();
    control().click();
    await expect.poll(() => status().textContent).toBe(th.comingSoonExpired);
    expect(seen).toHaveLength(2);
    expect(banner().style.display).toBe('');
    expect(control().hasAttribute('aria-busy')).toBe(false);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ code: 'internal_server_error', message: 'x' }, { status: 500 }), th.comingSoonFailed],
    ['junk instead of JSON', () => new HttpResponse('<html>oops', { status: 200, headers: { 'Content-Type': 'application/json' } }), th.comingSoonFailed],
    ['offline', () => HttpResponse.error(), th.comingSoonOffline],
  ])('%s: the banner stays, the Thai reason is announced, and a retry saves', async (_name, failure, message) => {
    usersRoute((_entry, count) => (count === 1 ? failure() : HttpResponse.json({ id: 7 })));
    page();
    control().click();
    await expect.poll(() => status().textContent).toBe(message);
    expect(status().getAttribute('role')).toBe('status');
    expect(banner().style.display).toBe('');
    expect(control().hasAttribute('aria-disabled')).toBe(false);
    control().click();
    await expect.poll(() => banner().style.display).toBe('none');
    expect(status().textContent).toBe('');
  });

  it('without data-rest-url the config REST root is used (users/me), and its nonce', async () => {
    const seen = usersRoute(() => HttpResponse.json({ id: 7 }));
    document.body.innerHTML = `<div id='coming-soon-footer-banner'><a class='coming-soon-footer-banner-dismiss'></a></div>`;
    undo = startComingSoonBanner({ doc: document, win: window, config: { ...config, restNonce: 'from-config' }, t });
    control().click();
    await expect.poll(() => banner().style.display).toBe('none');
    expect(seen[0]).toMatchObject({ url: `${ORIGIN}/wp-json/wp/v2/users/me?_locale=user`, nonce: 'from-config' });
  });

  it('a data-rest-url of another site is not followed: the nonce never leaves this origin', async () => {
    const seen = usersRoute(() => HttpResponse.json({ id: 7 }));
    page(`data-rest-url='https://evil.example/wp-json/wp/v2/users/7' data-rest-nonce='nonce-1'`);
    control().click();
    await expect.poll(() => banner().style.display).toBe('none');
    expect(seen[0]!.url).toBe(`${ORIGIN}/wp-json/wp/v2/users/me?_locale=user`);
  });

  it('a late answer after the undo changes nothing', async () => {
    // Set only once the request has reached the server: the undo comes while it is out.
    let release: (() => void) | undefined;
    usersRoute(() => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ id: 7 })))));
    page();
    control().click();
    await expect.poll(() => typeof release).toBe('function');
    undo?.();
    undo = undefined;
    release!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(banner().style.display).toBe('');
    expect(control().hasAttribute('role')).toBe(false);
    expect(banner().querySelector('[role="status"]')).toBeNull();
  });
});
