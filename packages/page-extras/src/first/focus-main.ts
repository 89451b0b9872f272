/**
 * Moves focus to the page's main landmark when what had it disappears (a dismissed notice or
 * banner): left alone, focus falls to <body> and a keyboard or screen-reader user starts over from
 * the top. The landmark is made focusable by script only (tabindex -1, not in the Tab order).
 * Returns the undo of the tabindex it added.
 */
export function focusMain(doc: Document): () => void {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  const added = main !== null && !main.hasAttribute('tabindex');
  if (added) main.setAttribute('tabindex', '-1');
  main?.focus({ preventScroll: true });
  return () => {
    if (added) main.removeAttribute('tabindex');
  };
}
