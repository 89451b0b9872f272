// `@talat/client/banner`: the coming-soon banner's one call of §7, a sub-path of its own so that
// only the page extras' chunk carries it, not the runtime every page loads (docs/decisions.md,
// "Widget-only call families are sub-path entries"). It goes through the same REST transport as
// every REST call: `_locale=user`, X-WP-Nonce and its one refresh through `rest-nonce`.
import { createBannerCalls, type BannerCalls } from './calls/banner';
import type { ClientConfig } from './config';
import { createTransportContext } from './transport/context-factory';
import { createNonceStore } from './transport/nonce-store';
import { createRestTransport } from './transport/rest';

/** The banner's calls on their own REST transport (`ajaxUrl` for the nonce refresh, `restNonce` to start with). */
export function createBannerClient(config: ClientConfig): BannerCalls {
  const ctx = createTransportContext(config);
  return createBannerCalls(createRestTransport(ctx, createNonceStore(ctx, config.restNonce)));
}

export type { BannerCalls } from './calls/banner';
