// The pixel's stub as Meta's base code defines it (§1 Tracking, docs/research/pixel.md): before
// Meta's library arrives, the stub keeps every call in `fbq.queue`; that queue is how we tell what
// the theme's snippet already sent. Its own file because the count's chunk reads it at page start
// (session.ts, pixelAtStart), while the rest of the pixel's part waits for the load event.

/** The `fbq` function with the fields Meta's base code gives it. */
export interface Pixel {
  (...args: unknown[]): void;
  queue?: unknown;
  callMethod?: unknown;
  loaded?: unknown;
  version?: unknown;
}

/** The page's pixel function, when there is one (`fbq`, else the `_fbq` alias the base code sets). */
export function findPixel(win: Window): Pixel | undefined {
  const host = win as unknown as { fbq?: unknown; _fbq?: unknown };
  if (typeof host.fbq === 'function') return host.fbq as Pixel;
  if (typeof host._fbq === 'function') return host._fbq as Pixel;
  return undefined;
}

/** The calls still waiting in the stub's queue, each as an array ([] when the queue is not readable). */
export function queuedCalls(pixel: Pixel): unknown[][] {
  const queue = pixel.queue;
  if (!Array.isArray(queue)) return [];
  return queue.map((call: unknown) => (call && typeof call === 'object' && 'length' in call ? Array.from(call as ArrayLike<unknown>) : []));
}

/** Whether a `track <event>` call is already queued (the theme's snippet sent it before us). */
export function queuedTrack(pixel: Pixel, event: string): boolean {
  return queuedCalls(pixel).some((call) => call[0] === 'track' && call[1] === event);
}

/** Meta's library has replaced the stub's queue with its own dispatcher, so the queue no longer tells the story. */
export function pixelLibraryLoaded(pixel: Pixel): boolean {
  return typeof pixel.callMethod === 'function';
}

/** What the stub showed when the page started: the page view's rule reads it after the load event (page-view.ts, decision 511). */
export interface PixelAtStart {
  /** Meta's library had already replaced the stub's queue. */
  libraryLoaded: boolean;
  /** The theme's snippet had queued `track PageView`. */
  pageViewQueued: boolean;
}

/** The stub's state now, or nothing without a pixel on the page. */
export function pixelAtStart(win: Window): PixelAtStart | undefined {
  const pixel = findPixel(win);
  return pixel && { libraryLoaded: pixelLibraryLoaded(pixel), pageViewQueued: queuedTrack(pixel, 'PageView') };
}
