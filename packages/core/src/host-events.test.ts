// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitHostEvent, onHostEvent } from './host-events';

/** A minimal jQuery stand-in: keeps handlers per event name, like jQuery's own event store. */
function installFakeJQuery() {
  const handlers = new Map<string, Array<(event: unknown, ...args: unknown[]) => void>>();
  const triggered: Array<[string, unknown[]]> = [];
  const $ = () => ({
    trigger(name: string, args: unknown[] = []) {
      triggered.push([name, args]);
      for (const handler of handlers.get(name) ?? []) handler({ type: name }, ...args);
    },
    on(name: string, handler: (event: unknown, ...args: unknown[]) => void) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    },
    off(name: string, handler: (event: unknown, ...args: unknown[]) => void) {
      handlers.set(name, (handlers.get(name) ?? []).filter((h) => h !== handler));
    },
  });
  vi.stubGlobal('jQuery', $);
  return { $, triggered };
}

afterEach(() => vi.unstubAllGlobals());

describe('host events bridge (DESIGN.md host ecosystem)', () => {
  it('dispatches a native CustomEvent on body with the arguments as detail', () => {
    const seen = vi.fn();
    document.body.addEventListener('added_to_cart', (e) => seen((e as CustomEvent).detail));
    emitHostEvent('added_to_cart', [{ 'div.x': '<p></p>' }, 'hash1']);
    expect(seen).toHaveBeenCalledWith([{ 'div.x': '<p></p>' }, 'hash1']);
  });

  it('also triggers through jQuery when jQuery is on the page', () => {
    const { triggered } = installFakeJQuery();
    emitHostEvent('wc_fragment_refresh');
    expect(triggered).toEqual([['wc_fragment_refresh', []]]);
  });

  it('hears a jQuery-only trigger from another plugin', () => {
    const { $ } = installFakeJQuery();
    const listener = vi.fn();
    onHostEvent('added_to_cart', listener);
    $().trigger('added_to_cart', [{}, 'h2']);
    expect(listener).toHaveBeenCalledWith([{}, 'h2']);
  });

  it('delivers our own event once even when jQuery is present', () => {
    installFakeJQuery();
    const listener = vi.fn();
    const stop = onHostEvent('removed_from_cart', listener);
    emitHostEvent('removed_from_cart', ['k']);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    emitHostEvent('removed_from_cart', ['k']);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
