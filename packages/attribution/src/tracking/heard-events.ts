// The cart's add and remove, heard from the page's start for the pixel's part, which starts only
// after the load event (session.ts, docs/decisions.md 511): an add the shopper made before then is
// kept, in order, and handed over when the part follows; after that each one is passed on as it
// comes. The session starts this with the count, so nothing between is missed; an event heard while
// tracking is off (consent not given, or still pending) is not kept, as the pixel's part would have
// dropped it then.
import { onHostEvent } from '@talat/core';
import { ADD_TO_CART_EVENT, REMOVE_FROM_CART_EVENT } from './event-names';

export type CommerceEventKind = 'add' | 'remove';
export type CommerceEventListener = (kind: CommerceEventKind, args: unknown[]) => void;

/**
 * The most kept while nobody follows: far more than a shopper adds before a page has loaded, and a
 * page that raises the event in a loop cannot grow the queue without end.
 */
export const HEARD_EVENTS_MAX = 50;

export interface HeardCommerceEvents {
  /** Hands `listener` every event kept so far, in order, then each new one; returns its stop. */
  follow(listener: CommerceEventListener): () => void;
  /** Stops hearing and forgets what was kept. */
  stop(): void;
}

/** `allowed`: whether tracking is on now (the count's consent); an event heard while it is off is not kept. */
export function hearCommerceEvents(allowed: () => boolean = () => true): HeardCommerceEvents {
  const kept: Array<[CommerceEventKind, unknown[]]> = [];
  let follower: CommerceEventListener | undefined;
  const hear = (kind: CommerceEventKind) => (args: unknown[]) => {
    if (follower) follower(kind, args);
    else if (kept.length < HEARD_EVENTS_MAX && allowed()) kept.push([kind, args]);
  };
  const stops = [onHostEvent(ADD_TO_CART_EVENT, hear('add')), onHostEvent(REMOVE_FROM_CART_EVENT, hear('remove'))];
  return {
    follow(listener) {
      follower = listener;
      for (const [kind, args] of kept.splice(0)) listener(kind, args);
      return () => {
        if (follower === listener) follower = undefined;
      };
    },
    stop() {
      stops.splice(0).forEach((stop) => stop());
      kept.length = 0;
      follower = undefined;
    },
  };
}
