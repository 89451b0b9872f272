/**
 * Widgets ship their CSS inside the script so a site builder pastes one tag and nothing else.
 * Each stylesheet is added once per page, keyed by id, into <head> ahead of the theme's own
 * styles so the theme can still override it.
 */
export function injectStyles(id: string, css: string, doc: Document = document): void {
  const elementId = `talat-style-${id}`;
  if (doc.getElementById(elementId)) return;
  const style = doc.createElement('style');
  style.id = elementId;
  style.textContent = css;
  doc.head.prepend(style);
}
