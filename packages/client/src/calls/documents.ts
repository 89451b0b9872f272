import { TalatRequestError } from '../errors';
import type { CallOptions, TransportContext } from '../transport/context';
import { send } from '../transport/http';
import { resolveUrl } from '../transport/url';

/** §7 Order documents: markup to print, or a text/plain error message to show in an alert (§8). */
export type DocumentResult = { kind: 'markup'; html: string } | { kind: 'text'; message: string };

export interface DocumentRequest {
  /** The print URL from the document link. */
  url: string;
  /** The manual-number confirmation adds wt_dont_show_again=1 (§7 Order documents). */
  dontShowAgain?: boolean;
}

export interface DocumentCalls {
  fetchDocument(request: string | DocumentRequest, options?: CallOptions): Promise<DocumentResult>;
}

export function createDocumentCalls(ctx: TransportContext): DocumentCalls {
  return {
    async fetchDocument(request, options) {
      const { url, dontShowAgain } = typeof request === 'string' ? { url: request, dontShowAgain: false } : request;
      const target = resolveUrl(url, ctx.config.baseUrl);
      if (dontShowAgain) target.searchParams.set('wt_dont_show_again', '1');
      const response = await send(ctx, { method: 'GET', url: target }, options);
      // §8 Order documents: anything but 200 is 'Error loading data.', even another 2xx.
      if (response.status !== 200) {
        throw new TalatRequestError({
          kind: 'http',
          status: response.status,
          message: `HTTP ${response.status} from ${response.url}`,
        });
      }
      const text = await response.text();
      const type = response.headers.get('Content-Type') ?? '';
      return /^\s*text\/plain\b/i.test(type) ? { kind: 'text', message: text.trim() } : { kind: 'markup', html: text };
    },
  };
}
