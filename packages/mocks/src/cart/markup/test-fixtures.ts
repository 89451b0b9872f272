// Parses markup the way a browser would, for this folder's jsdom tests (not exported).
export function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

export function only(html: string): Element {
  const fragment = parse(html);
  const elements = [...fragment.children];
  if (elements.length !== 1 || !elements[0]) throw new Error(`expected one root element, got ${elements.length}`);
  return elements[0];
}

export function $(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

/** Text of markup, entities decoded: `formatAmountHtml(57)` → '฿57.00'. */
export function text(html: string): string {
  return parse(html).textContent ?? '';
}
