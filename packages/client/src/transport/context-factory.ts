import { type ClientConfig, DEFAULT_TIMEOUT_MS } from '../config';
import type { TransportContext } from './context';
import { checkGivenRoots } from './roots';

/**
 * The validated transport context every call family is built on. A widget that needs one family
 * builds just that one (`createSearchCalls(createTransportContext({ ajaxUrl }))`), so a script-tag
 * bundle carries only the calls it makes: the live search must not ship the wishlist's code.
 * Only the roots the family uses need be given (transport/roots.ts).
 */
export function createTransportContext(config: ClientConfig): TransportContext {
  checkGivenRoots(config);
  return { config: { ...config }, defaultTimeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}
