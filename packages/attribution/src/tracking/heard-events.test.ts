// @vitest-environment jsdom
// The cart's add and remove heard from the page's start for the pixel's part, which starts after
// the load event (docs/decisions.md 511).
import { emitHostEvent } from '@talat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ADD_TO_CART_EVENT, REMOVE_FROM_CART_EVENT } from './event-names';
import { HEARD_EVENTS_MAX, hearCommerceEvents, type CommerceEventKind, type HeardCommerceEvents } from './heard-events';

let heard: HeardCommerceEvents | undefined;
afterEach(() => {
  heard?.stop();
  heard = undefined;
});

const recorder = () => {
  const got: Array<[CommerceEventKind, unknown[]]> = [];
  return { got, listener: (kind: CommerceEventKind, args: unknown[]) => void got.push([kind, args]) };
};

describe('hearCommerceEvents', () => {
  it('keeps what it hears before anyone follows and hands it over in order, then passes each new one on', () => {
    heard = hearCommerceEvents();
    emitHostEvent(ADD_TO_CART_EVENT, [{ n: 1 }]);
    emitHostEvent(REMOVE_FROM_CART_EVENT, [{ n: 2 }]);
    const { got, listener } = recorder();
    heard.follow(listener);
    expect(got).toEqual([
      ['add', [{ n: 1 }]],
      ['remove', [{ n: 2 }]],
    ]);
    emitHostEvent(ADD_TO_CART_EVENT, [{ n: 3 }]);
    expect(got.map(([, args]) => args[0])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('hands each kept event over once: a second follower gets only new ones', () => {
    heard = hearCommerceEvents();
    emitHostEvent(ADD_TO_CART_EVENT, [{ n: 1 }]);
    const first = recorder();
    heard.follow(first.listener)();
    const second = recorder();
    heard.follow(second.listener);
    emitHostEvent(REMOVE_FROM_CART_EVENT, [{ n: 2 }]);
    expect(first.got).toEqual([['add', [{ n: 1 }]]]);
    expect(second.got).toEqual([['remove', [{ n: 2 }]]]);
  });

  it('keeps nothing heard while tracking is off (consent not given or pending), and what came once it is on', () => {
    let on = false;
    heard = hearCommerceEvents(() => on);
    emitHostEvent(ADD_TO_CART_EVENT, [{ n: 1 }]);
    on = true;
    emitHostEvent(ADD_TO_CART_EVENT, [{ n: 2 }]);
    const { got, listener } = recorder();
    heard.follow(listener);
    expect(got).toEqual([['add', [{ n: 2 }]]]);
  });

  it(`keeps at most ${HEARD_EVENTS_MAX} (a page raising the event in a loop cannot grow it without end)`, () => {
    heard = hearCommerceEvents();
    for (let n = 0; n < HEARD_EVENTS_MAX + 10; n++) emitHostEvent(ADD_TO_CART_EVENT, [{ n }]);
    const { got, listener } = recorder();
    heard.follow(listener);
    expect(got).toHaveLength(HEARD_EVENTS_MAX);
    expect(got[0]![1]).toEqual([{ n: 0 }]);
  });

  it('hears nothing more and forgets what it kept once stopped', () => {
    heard = hearCommerceEvents();
    emitHostEvent(ADD_TO_CART_EVENT, [{ n: 1 }]);
    heard.stop();
    emitHostEvent(ADD_TO_CART_EVENT, [{ n: 2 }]);
    const { got, listener } = recorder();
    heard.follow(listener);
    expect(got).toEqual([]);
  });
});
