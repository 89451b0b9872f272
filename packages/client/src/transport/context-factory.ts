import { type ClientConfig, DEFAULT_TIMEOUT_MS } from '../config';
import type { TransportContext } from './context';

/**
 * The validated transport context every call family is built on. A widget that needs one family
 * builds just that one (`createSearchCalls(createTransportContext(config))`), so a script-tag
 * bundle carries only the calls it makes: the live search must not ship the wishlist's code.
 */
export function createTransportContext(config: ClientConfig): TransportContext {
  for (const key of ['ajaxUrl', 'wcAjaxUrl', 'restRoot'] as const) {
    if (typeof config[key] !== 'string' || config[key] === '') {
      throw new TypeError(`@talat/client: ClientConfig.${key} must be a non-empty string`);
    }
  }
  return { config: { ...config }, defaultTimeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}
