import type { SearchHost } from './host-elements';

/**
 * Icon mode (§2.3) on the printed markup, framework-free: the first load collapses the form and
 * makes the icon work before the interactive chunk is in; the chunk's view (use-icon-toggle.ts)
 * takes over with the same two functions.
 */

/**
 * Shows the form open or collapsed, and the icon saying what pressing it does. The form is hidden
 * by an inline style, not a stylesheet rule: the first load puts no stylesheet on the page (core's
 * injectStyles is in the boot-page chunk, which the live search's first load does not otherwise
 * need), and a theme's display rule for the form cannot show a collapsed one. The classes stay
 * for themes to style by.
 */
export function showExpanded(host: SearchHost, expanded: boolean, label: string): void {
  host.toggle?.setAttribute('aria-expanded', String(expanded));
  host.toggle?.setAttribute('aria-label', label);
  host.form.style.display = expanded ? '' : 'none';
  host.box.classList.toggle('talat-search--collapsed', !expanded);
  host.box.classList.toggle('thaps-box-open', expanded);
}

/**
 * Themes print the icon as a bare <span>: it is given button semantics and keyboard activation
 * (the caller's attribute snapshot restores the markup). Returns the undo of the listeners.
 */
export function bindToggle(host: SearchHost, toggle: HTMLElement, activate: () => void): () => void {
  const isButton = toggle instanceof HTMLButtonElement;
  toggle.setAttribute('role', 'button');
  toggle.tabIndex = 0;
  if (host.form.id) toggle.setAttribute('aria-controls', host.form.id);
  const listener = (event: Event) => {
    const key = (event as KeyboardEvent).key;
    // A real <button> turns Enter and Space into a click by itself.
    if (event.type === 'keydown' && (isButton || (key !== 'Enter' && key !== ' '))) return;
    event.preventDefault();
    activate();
  };
  toggle.addEventListener('click', listener);
  toggle.addEventListener('keydown', listener);
  return () => {
    toggle.removeEventListener('click', listener);
    toggle.removeEventListener('keydown', listener);
  };
}
