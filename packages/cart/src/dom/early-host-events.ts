import { onHostEvent } from '@talat/core';
import { ANSWERED_HOST_EVENTS, ANSWERED_WINDOW_EVENTS } from './host-event-names';

/** An event that came before the cart's session, kept for it (args: a window event as [event]). */
export interface EarlyEvent {
  name: string;
  args: unknown[];
}

/**
 * The first load's claim on the events another script (or tab, or the back/forward cache) raises
 * before the cart's session is up: each is kept, in order, and `claimed` starts the session,
 * which answers them as if they had just come (host-bindings.ts). The cart's own events are not
 * kept. Returns the stop, which the session calls once its own bindings listen.
 */
export function claimEarlyHostEvents(
  win: Window,
  isOwnEvent: () => boolean,
  /** Which window events matter (a storage key, a page from the back/forward cache). */
  answers: (event: Event) => boolean,
  claimed: (event: EarlyEvent) => void,
): () => void {
  const stops = ANSWERED_HOST_EVENTS.map((name) => onHostEvent(name, (args) => isOwnEvent() || claimed({ name, args })));
  for (const name of ANSWERED_WINDOW_EVENTS) {
    const listener = (event: Event) => answers(event) && claimed({ name, args: [event] });
    win.addEventListener(name, listener);
    stops.push(() => win.removeEventListener(name, listener));
  }
  return () => stops.forEach((stop) => stop());
}
