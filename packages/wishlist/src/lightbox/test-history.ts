import type { LightboxHistory } from './history';

/** A history that records what the lightbox did to it; `pop` plays Back or Forward onto an entry. */
export function fakeHistory(initialHash = '') {
  const entries: Array<{ hash: string; own: boolean }> = [{ hash: initialHash, own: false }];
  let at = 0;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const history: LightboxHistory = {
    hash: () => entries[at]?.hash ?? '',
    push(hash) {
      calls.push(`push ${hash}`);
      entries.splice(at + 1, Infinity, { hash, own: true });
      at += 1;
    },
    replace(hash) {
      calls.push(`replace ${hash ?? '(none)'}`);
      entries[at] = { hash: hash ?? '', own: entries[at]?.own ?? false };
    },
    ownsEntry: () => entries[at]?.own ?? false,
    back() {
      calls.push('back');
    },
    onPop(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** The browser moving by `step` entries, then popstate (history.back() is async in browsers: tests call this). */
  const pop = (step: number) => {
    at = Math.min(Math.max(0, at + step), entries.length - 1);
    listeners.forEach((listener) => listener());
  };
  return { history, calls, pop, entries: () => entries.map((entry) => entry.hash), at: () => at, listeners };
}
