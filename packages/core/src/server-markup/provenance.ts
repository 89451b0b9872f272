/**
 * Which nodes came in through the door. Markup from the network must never be mounted as a widget
 * (a fragment carrying `data-talat-widget` or a `div.wpcf7` would otherwise be enhanced with the
 * attacker's data attributes), so the door marks what it inserts and the mount registry skips it.
 *
 * Two marks: a property keyed by a registered symbol, which markup cannot forge or strip and on
 * which the module and classic bundles (each with its own copy of this file) agree; and an
 * attribute on inserted elements, which survives a theme script's `cloneNode` (a sticky header
 * copying the mini-cart). Markup cannot strip the attribute from a copy it never had: the door
 * removes every `data-talat-*` attribute on the way in, so the attribute is only ever the door's.
 */
const SERVER_MARKUP = Symbol.for('talat.server-markup');
export const SERVER_MARKUP_ATTRIBUTE = 'data-talat-server-markup';

type Marked = Node & { [SERVER_MARKUP]?: true };

export function markServerMarkup(node: Node): void {
  (node as Marked)[SERVER_MARKUP] = true;
  if (node.nodeType === 1) (node as Element).setAttribute(SERVER_MARKUP_ATTRIBUTE, '');
}

/** Whether `node` or one of its ancestors was inserted by the door (or copied from what it inserted). */
export function isServerMarkup(node: Node | null): boolean {
  for (let current = node; current; current = current.parentNode) {
    if ((current as Marked)[SERVER_MARKUP]) return true;
    if (current.nodeType === 1 && (current as Element).hasAttribute(SERVER_MARKUP_ATTRIBUTE)) return true;
  }
  return false;
}
