import { loadMarkupDoor, type MarkupDoor } from '@talat/core';
import type { Fragments } from '../controller/fragment-cache';

export interface FragmentApplier {
  apply(fragments: Fragments): void;
  /** Runs `run` once the fragments handed in so far are in the page: at once unless some are held. */
  afterApplied(run: () => void): void;
  stop(): void;
}

/**
 * Applies fragments in the order they come, once the markup door (the lazily loaded sanitiser) is
 * in; the cart asks for it at mount, so it is usually there before the first reply. Events that
 * follow fragments (`wc_fragments_loaded`…) wait with them, so listeners see the new markup.
 *
 * Also holds fragments back while a pointer is pressed: replacing the line under a mouse between
 * its mousedown and mouseup would swallow the click (the browser fires none when the two land on
 * different elements). The latest fragments are applied right after the release and its click.
 */
export function createFragmentApplier(
  doc: Document,
  apply: (door: MarkupDoor, fragments: Fragments) => void,
  loadDoor: () => Promise<MarkupDoor> = () => loadMarkupDoor(doc),
  /** What must be in the page first (the fragments the first load showed from the cache). */
  after?: Promise<unknown>,
): FragmentApplier {
  let pressed = false;
  let held: Fragments | undefined;
  let door: MarkupDoor | undefined;
  let loading = false;
  let stopped = false;
  let ready = !after;
  let waiting: Array<() => void> = [];

  const runWaiting = () => {
    const queued = waiting;
    waiting = [];
    queued.forEach((run) => run());
  };
  const requestDoor = () => {
    if (loading || door || stopped) return;
    loading = true;
    loadDoor().then(
      (loaded) => {
        loading = false;
        door = loaded;
        if (!stopped) flush();
      },
      (error: unknown) => {
        loading = false;
        if (stopped) return;
        // Unsanitised markup is never shown: the page keeps what the server printed, and the next
        // fragments ask for the sanitiser again.
        console.error('[Talat] cart: sanitiser did not load; fragments not shown', error);
        held = undefined;
        runWaiting();
      },
    );
  };
  const flush = () => {
    if (!ready) return undefined;
    if (held && !door) return requestDoor();
    if (held && pressed) return undefined;
    try {
      if (held && door) {
        const fragments = held;
        held = undefined;
        apply(door, fragments);
      }
    } finally {
      // A fragment that failed to apply must not hold back the events behind it.
      runWaiting();
    }
  };
  const press = () => (pressed = true);
  const release = () => {
    pressed = false;
    // After the click that follows this release has been handled.
    setTimeout(() => {
      if (held && !pressed && !stopped) flush();
    });
  };
  doc.addEventListener('pointerdown', press, true);
  doc.addEventListener('pointerup', release, true);
  doc.addEventListener('pointercancel', release, true);
  requestDoor();
  void after?.finally(() => {
    ready = true;
    if (!stopped) flush();
  });
  return {
    apply(fragments) {
      held = { ...held, ...fragments };
      flush();
    },
    afterApplied(run) {
      if (held || !ready) waiting.push(run);
      else run();
    },
    stop() {
      stopped = true;
      held = undefined;
      waiting = [];
      doc.removeEventListener('pointerdown', press, true);
      doc.removeEventListener('pointerup', release, true);
      doc.removeEventListener('pointercancel', release, true);
    },
  };
}
