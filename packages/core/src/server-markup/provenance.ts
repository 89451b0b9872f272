/**
 * Which nodes came in through the door. Markup from the network must never be mounted as a widget
 * (a fragment carrying `data-talat-widget` or a `div.wpcf7` would otherwise be enhanced with the
 * attacker's data attributes), so the door marks what it inserts and the mount registry skips it.
 *
 * The mark is a property keyed by a registered symbol, not an attribute: markup cannot forge or
 * strip it, and the module and classic bundles (each with its own copy of this file) agree on it.
 */
const SERVER_MARKUP = Symbol.for('talat.server-markup');

type Marked = Node & { [SERVER_MARKUP]?: true };

export function markServerMarkup(node: Node): void {
  (node as Marked)[SERVER_MARKUP] = true;
}

/** Whether `node` or one of its ancestors was inserted by the door. */
export function isServerMarkup(node: Node | null): boolean {
  for (let current = node; current; current = current.parentNode) {
    if ((current as Marked)[SERVER_MARKUP]) return true;
  }
  return false;
}
