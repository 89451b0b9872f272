import { createTransportContext, TalatRequestError, type CallOptions, type ClientConfig } from '@talat/client';
import type { BannerCalls } from '@talat/client/banner';
import { loadChunk } from '@talat/core';

/** What the banner's client chunk gives (`@talat/client/banner`). */
export interface BannerClientChunk {
  createBannerClient(config: ClientConfig): BannerCalls;
}

const importBannerClient = (): Promise<BannerClientChunk> => import('@talat/client/banner');

export interface LazyBannerClient {
  /** Starts fetching the client (the pointer over the control, its focus); a failure is forgotten. */
  prefetch(): void;
  /** §7 Coming-soon banner's call, once the client is in; rejects when its chunk cannot load. */
  dismissComingSoon(restUrl: string, options?: CallOptions): Promise<void>;
}

/**
 * The banner's REST client, fetched only when the shopper is about to dismiss (docs/decisions.md
 * 513): the REST transport is a chunk of its own, which the runtime every page loads no longer
 * carries, so a banner nobody dismisses costs its bytes to nobody.
 *
 * The config is checked now, as the client will read it (`createTransportContext` throws on a root
 * that is not one), so a bad one stops the behaviour at its start, logged, as when the client was
 * made at once. A chunk that cannot load fails that save with the plain "could not hide, try
 * again" (a time-out of the chunk is not proof of being offline) and is logged; `loadChunk` forgets
 * it, so the next press asks again (Chromium keeps a failed module import until the page reloads,
 * as for every lazy chunk: lazy-chunk.ts).
 */
export function lazyBannerClient(config: ClientConfig, load: () => Promise<BannerClientChunk> = importBannerClient): LazyBannerClient {
  createTransportContext(config);
  let client: Promise<BannerCalls> | undefined;
  const clientNow = () =>
    (client ??= loadChunk(load).then(
      (chunk) => chunk.createBannerClient(config),
      (error: unknown) => {
        client = undefined;
        console.error('[Talat] page-extras: the coming-soon banner’s client could not load', error);
        throw error;
      },
    ));
  return {
    prefetch: () => void clientNow().catch(() => undefined),
    async dismissComingSoon(restUrl, options) {
      const calls = await clientNow();
      // Disposed while the client was on its way: nothing is sent.
      if (options?.signal?.aborted) throw new TalatRequestError({ kind: 'aborted', message: 'the dismissal was stopped' });
      return calls.dismissComingSoon(restUrl, options);
    },
  };
}
