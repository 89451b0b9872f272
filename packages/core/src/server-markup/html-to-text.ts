/**
 * The plain text of server text that may carry markup or entities (a product excerpt ending in
 * `&nbsp;...`). Parsed in an inert <template>, so nothing in it loads or runs, and only its text
 * is kept: the result is rendered as text, never as markup.
 */
export function htmlToText(html: string, doc: Document | undefined = globalThis.document): string {
  if (!doc) return html;
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}
