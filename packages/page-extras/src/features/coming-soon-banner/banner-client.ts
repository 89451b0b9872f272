import { TalatRequestError, type CallOptions, type ClientConfig } from '@talat/client';
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
 * carries, so a banner nobody dismisses costs its bytes to nobody. A chunk that cannot load fails
 * the save as the network failure it is (the shopper reads the offline message), and `loadChunk`
 * forgets it, so the next press asks again.
 */
export function lazyBannerClient(config: ClientConfig, load: () => Promise<BannerClientChunk> = importBannerClient): LazyBannerClient {
  let client: BannerCalls | undefined;
  return {
    prefetch: () => void loadChunk(load).catch(() => undefined),
    async dismissComingSoon(restUrl, options) {
      client ??= (
        await loadChunk(load).catch((cause: unknown) => {
          throw new TalatRequestError({ kind: 'network', message: 'the banner’s client could not load', cause });
        })
      ).createBannerClient(config);
      options?.signal?.throwIfAborted();
      return client.dismissComingSoon(restUrl, options);
    },
  };
}
