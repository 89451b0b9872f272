import type { CartResult } from '@talat/client';
import { atom, CONSTANTS, createLatestReply, type WritableAtom } from '@talat/core';
import type { CartControllerOptions, CartDisplay, NoticeState } from './cart-types';
import { createSerialQueue } from './serial-queue';

/** A cart change on the queue: its reply, and whether a newer change was made since it was. */
export interface QueuedChange<T> {
  isLatest(): boolean;
  done: Promise<T>;
}

/**
 * What cart-changes.ts needs from the display half: the queue every change goes through, the rule
 * that only the latest change's reply is shown, and the page reactions after a change.
 */
export interface CartChangeDeps extends CartControllerOptions {
  readonly display: CartDisplay;
  readonly $busy: WritableAtom<boolean>;
  readonly $open: WritableAtom<boolean>;
  readonly $announcement: WritableAtom<string>;
  readonly $pending: WritableAtom<Readonly<Record<string, number>>>;
  /** The signal every change's call carries; aborted by dispose(). */
  readonly options: { signal: AbortSignal };
  alive(): boolean;
  /** Queues a cart change (§4 queue). */
  mutate<T>(job: () => Promise<T>): QueuedChange<T>;
  /** Puts a reply's fragments in the page and the cache; false when it has none. */
  showReply(result: CartResult): boolean;
  showNotice(notice: NoticeState): void;
  afterCartChange(): void;
  /** setTimeout that dispose() clears. */
  afterDelay(run: () => void, ms: number): void;
}

/**
 * The half of the cart controller that keeps what the page shows current: the stores, the cached
 * fragments at start, refreshes, open and close, other scripts' changes. Returns it with what the
 * changes half (cart-changes.ts) needs from it.
 */
export function createCartDisplay(options: CartControllerOptions): { display: CartDisplay; deps: CartChangeDeps } {
  const { calls, cache, settings, page, now = Date.now } = options;
  const $open = atom(false);
  const $busy = atom(false);
  const $notice = atom<NoticeState>(null);
  const $announcement = atom('');
  const $pending = atom<Readonly<Record<string, number>>>({});
  const queue = createSerialQueue();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  /** A newer refresh aborts the one in flight (and so does adopting another plugin's fragments). */
  const refreshes = createLatestReply();
  /** Aborted by dispose(): calls still in flight end quietly and touch nothing. */
  const lifetime = new AbortController();
  const alive = () => !lifetime.signal.aborted;
  /**
   * Every cart change, ours or another plugin's, begins here; its signal is aborted once a newer
   * change is made, and a reply is shown only while it is not. The signal is never given to the
   * call: a queued change must still reach the server (§4 queue), so calls carry `lifetime`'s.
   */
  const changes = createLatestReply();
  let newestChange = changes.begin();

  function afterDelay(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  /** §2.5: the success notice shows for 3000 ms; an error stays until the next change or close. */
  function showNotice(notice: NoticeState): void {
    clearTimeout(noticeTimer);
    $notice.set(notice);
    if (notice?.kind === 'success') noticeTimer = setTimeout(() => $notice.set(null), CONSTANTS.cart.noticeVisibleMs);
  }

  function mutate<T>(job: () => Promise<T>): QueuedChange<T> {
    const change = (newestChange = changes.begin());
    return { isLatest: () => !change.aborted, done: queue.enqueue(job) };
  }

  function showReply(result: CartResult): boolean {
    if (!result.fragments) return false;
    page.applyFragments(result.fragments);
    cache.save(result.fragments, result.cart_hash ?? '');
    page.emit('wc_fragments_loaded', []);
    return true;
  }

  /** §2.6 / §2.7: what the cart and checkout pages do after any cart change. */
  function afterCartChange(): void {
    if (settings.isCart) page.refreshCartPage();
    if (!settings.isCheckout) return;
    if (page.hasCheckoutForm()) page.emit('update_checkout', []);
    else page.reload();
  }

  function scheduleExpiry(expiresAt: number | undefined): void {
    clearTimeout(expiryTimer);
    if (expiresAt !== undefined) expiryTimer = setTimeout(() => void display.refresh(), Math.max(0, expiresAt - now()));
  }


  const display: CartDisplay = {
    $open,
    $busy,
    $notice,
    $announcement,
    $pending,

    start(shownAtBoot) {
      const cached = shownAtBoot ?? cache.read();
      if (!cached.hit) {
        void display.refresh();
        return;
      }
      // The script-tag build's first load has shown them already (mount.ts), before this chunk came.
      if (!shownAtBoot) {
        page.applyFragments(cached.fragments);
        page.emit('wc_fragments_loaded', []);
      }
      scheduleExpiry(cached.expiresAt);
    },

    open: () => $open.set(true),
    close() {
      $open.set(false);
      if ($notice.get()?.kind === 'error') $notice.set(null);
    },


    async refresh() {
      if (!alive()) return;
      const request = refreshes.begin();
      const changeWhenSent = newestChange;
      // A change in flight when this was sent may be answered before or after it on the server.
      const changing = queue.size() > 0;
      try {
        const result = await calls.getRefreshedFragments({ time: now() }, { signal: request });
        if (request.aborted) return;
        if (!result.fragments) throw new Error('no fragments in the refresh reply');
        // A mutation made meanwhile brings newer fragments; this reply would undo them.
        if (changing || changeWhenSent.aborted || queue.size() > 0) return;
        page.applyFragments(result.fragments);
        cache.save(result.fragments, result.cart_hash ?? '');
        const cached = cache.read();
        scheduleExpiry(cached.hit ? cached.expiresAt : undefined);
        page.emit('wc_fragments_refreshed', []);
      } catch {
        if (!request.aborted) page.emit('wc_fragments_ajax_error', []);
      }
    },

    adopt(fragments, cartHash, openDrawer) {
      // Newer than anything a refresh in flight could bring.
      newestChange = changes.begin();
      refreshes.cancel();
      if (fragments) {
        page.applyFragments(fragments);
        cache.save(fragments, cartHash ?? '');
      }
      if (openDrawer) $open.set(true);
      afterCartChange();
      // Our own changes still queued are now marked stale and will not be shown; which of the
      // two the server applied last is unknown, so ask it once they have all settled.
      if (queue.size() > 0) void queue.enqueue(async () => undefined).then(() => display.refresh());
    },

    dispose() {
      lifetime.abort();
      refreshes.cancel();
      clearTimeout(noticeTimer);
      clearTimeout(expiryTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };

  const deps: CartChangeDeps = {
    ...options,
    display,
    $busy,
    $open,
    $announcement,
    $pending,
    options: { signal: lifetime.signal },
    alive,
    mutate,
    showReply,
    showNotice,
    afterCartChange,
    afterDelay,
  };
  return { display, deps };
}
