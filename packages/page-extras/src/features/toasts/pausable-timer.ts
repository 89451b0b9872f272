/**
 * A one-shot timer that can pause and resume with the time it had left (a toast hovered or
 * focused keeps its remaining time, §9 Other "Toast notifications auto-hide"). Framework free.
 */
export interface PausableTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
}

export function createPausableTimer(ms: number, onDone: () => void, now: () => number = () => Date.now()): PausableTimer {
  let remaining = ms;
  let startedAt = 0;
  let handle: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    startedAt = now();
    handle = setTimeout(() => {
      done = true;
      handle = undefined;
      onDone();
    }, remaining);
  };
  run();
  return {
    pause() {
      if (done || handle === undefined) return;
      clearTimeout(handle);
      handle = undefined;
      remaining = Math.max(0, remaining - (now() - startedAt));
    },
    resume() {
      if (!done && handle === undefined) run();
    },
    cancel() {
      done = true;
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    },
  };
}
