import type { BannerCalls } from '@talat/client/banner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyBannerClient, type BannerClientChunk } from './banner-client';
import { createDismissal } from './dismissal';

// Decision 513: the banner's REST client (and the REST transport chunk under it) is fetched only
// when the shopper is about to dismiss, and a chunk that cannot load is asked for again.

const CONFIG = { ajaxUrl: '/wp-admin/admin-ajax.php', restRoot: 'https://shop.test/wp-json/', restNonce: 'nonce-1', baseUrl: 'https://shop.test/' };
const URL = 'https://shop.test/wp-json/wp/v2/users/7';

function fakeChunk() {
  const dismissComingSoon = vi.fn<BannerCalls['dismissComingSoon']>(() => Promise.resolve());
  const createBannerClient = vi.fn<BannerClientChunk['createBannerClient']>(() => ({ dismissComingSoon }));
  return { chunk: { createBannerClient }, createBannerClient, dismissComingSoon };
}

describe('the coming-soon banner’s lazy client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the config at once, as the client will: a root that is not one stops the start', () => {
    const load = vi.fn(() => Promise.resolve(fakeChunk().chunk));
    expect(() => lazyBannerClient({ ...CONFIG, restRoot: '' }, load)).toThrow('ClientConfig.restRoot must be a non-empty string');
    expect(load).not.toHaveBeenCalled();
  });

  it('two presses before the client is in make one client', async () => {
    const { chunk, createBannerClient, dismissComingSoon } = fakeChunk();
    const client = lazyBannerClient(CONFIG, () => Promise.resolve(chunk));
    await Promise.all([client.dismissComingSoon(URL), client.dismissComingSoon(URL)]);
    expect(createBannerClient).toHaveBeenCalledTimes(1);
    expect(dismissComingSoon).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing until asked, then one chunk for the prefetch and every press', async () => {
    const { chunk, createBannerClient, dismissComingSoon } = fakeChunk();
    const load = vi.fn(() => Promise.resolve(chunk));
    const client = lazyBannerClient(CONFIG, load);
    expect(load).not.toHaveBeenCalled();

    client.prefetch();
    client.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    const signal = new AbortController().signal;
    await client.dismissComingSoon(URL, { signal });
    await client.dismissComingSoon(URL);
    expect(load).toHaveBeenCalledTimes(1);
    expect(createBannerClient).toHaveBeenCalledTimes(1);
    expect(createBannerClient).toHaveBeenCalledWith(CONFIG);
    expect(dismissComingSoon.mock.calls).toEqual([[URL, { signal }], [URL, undefined]]);
  });

  it('a chunk that cannot load fails the save (the plain Thai reason, logged), and the next press asks again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { chunk, dismissComingSoon } = fakeChunk();
    const load = vi.fn<() => Promise<BannerClientChunk>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockRejectedValueOnce(new TypeError('again')).mockResolvedValue(chunk);
    const dismissal = createDismissal((options) => lazyBannerClient(CONFIG, load).dismissComingSoon(URL, options));

    dismissal.dismiss();
    // Not the offline sentence: a chunk that timed out is no proof of that (decision 79).
    await vi.waitFor(() => expect(dismissal.state.get()).toEqual({ status: 'failed', message: 'comingSoonFailed' }));
    expect(logged).toHaveBeenCalledWith('[Talat] page-extras: the coming-soon banner’s client could not load', expect.any(TypeError));
    // loadChunk's one retry at once, then the failure.
    expect(load).toHaveBeenCalledTimes(2);
    expect(dismissComingSoon).not.toHaveBeenCalled();

    dismissal.dismiss();
    await vi.waitFor(() => expect(dismissal.state.get()).toEqual({ status: 'hidden' }));
    expect(load).toHaveBeenCalledTimes(3);
    expect(dismissComingSoon).toHaveBeenCalledTimes(1);
  });

  it('a dismissal disposed while the chunk is on its way sends nothing', async () => {
    const { chunk, dismissComingSoon } = fakeChunk();
    let arrive: (value: BannerClientChunk) => void = () => undefined;
    const load = vi.fn(() => new Promise<BannerClientChunk>((resolve) => (arrive = resolve)));
    const client = lazyBannerClient(CONFIG, load);
    const dismissal = createDismissal((options) => client.dismissComingSoon(URL, options));

    dismissal.dismiss();
    expect(dismissal.state.get()).toEqual({ status: 'saving' });
    dismissal.dispose();
    arrive(chunk);
    // A call of our own after the chunk is in: the dismissal's waiting save has run by its end.
    await client.dismissComingSoon(URL);
    expect(dismissComingSoon).toHaveBeenCalledTimes(1);
    expect(dismissComingSoon).toHaveBeenCalledWith(URL, undefined);
    expect(dismissal.state.get()).toEqual({ status: 'saving' });
  });
});
