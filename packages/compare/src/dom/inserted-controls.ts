import { COMPARE_BUTTON, COMPARE_CHECKBOX } from './controls';

/**
 * Compare controls in markup inserted later (a theme's infinite scroll, a quick view, a cart
 * fragment) get their role and their mark too: `paint` runs on each inserted element holding one.
 */
export function watchInsertedControls(doc: Document, paint: (root: ParentNode) => void): () => void {
  const selector = `${COMPARE_BUTTON}, ${COMPARE_CHECKBOX}`;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) paint(node.parentElement ?? node);
        else if (node.querySelector(selector)) paint(node);
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
