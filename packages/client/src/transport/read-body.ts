/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = [101, 204, 205, 304];

/** Rejects once the signal aborts: not every fetch (mocked ones) ends a body stream on abort. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/**
 * Reads the whole body while `signal` holds, and hands back a response that owns it. Reading it
 * here, inside the call's time-out and the caller's abort, is what makes a reply whose body stalls
 * end like one that never came; every later `.text()`/`.json()`/`.clone()` is then instant.
 */
export async function readWholeBody(response: Response, signal: AbortSignal): Promise<Response> {
  const body = await Promise.race([response.arrayBuffer(), whenAborted(signal)]);
  const whole = new Response(NULL_BODY_STATUSES.includes(response.status) ? null : body, response);
  // A constructed Response has an empty url; error messages and relative links need the real one.
  Object.defineProperty(whole, 'url', { value: response.url });
  return whole;
}
