import { isTalatRequestError, TalatRequestError } from '../errors';

/** Maps whatever ky or fetch threw (other than a time-out, see timeoutError) onto the kinds of TalatRequestError. */
export async function toRequestError(error: unknown, signal?: AbortSignal): Promise<TalatRequestError> {
  // The brand, not instanceof: the module and classic bundles each carry their own class.
  if (isTalatRequestError(error)) return error;
  // The caller's signal first: an abort can surface as its reason (any value), not only AbortError.
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new TalatRequestError({ kind: 'aborted', message: 'Aborted', cause: error });
  }
  // fetch rejects with a TypeError when the network fails (offline, DNS, CORS, reset).
  const message = error instanceof Error ? error.message : 'Request failed';
  return new TalatRequestError({ kind: 'network', message, cause: error });
}

/** No answer within the call's time-out: ky's TimeoutError at the headers, or ours over the body. */
export function timeoutError(timeoutMs: number, cause: unknown): TalatRequestError {
  return new TalatRequestError({ kind: 'timeout', message: `No answer in ${timeoutMs} ms`, cause });
}

/** Turns a non-2xx reply into the error the views understand, keeping WordPress's code and message. */
export async function errorFromResponse(response: Response): Promise<TalatRequestError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') {
    const message = 'message' in body && typeof body.message === 'string' ? body.message : body.code;
    const data = 'data' in body ? body.data : undefined;
    return new TalatRequestError({ kind: 'server', status: response.status, code: body.code, message, data });
  }
  return new TalatRequestError({
    kind: 'http',
    status: response.status,
    message: `HTTP ${response.status} from ${response.url}`,
    data: text === '' ? undefined : text,
  });
}
