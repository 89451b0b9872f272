import { useEffect } from 'react';
import type { LiveSearchTranslate } from '../messages';
import type { SearchController } from '../controller/search-controller';
import type { SearchHost } from './host-elements';

/**
 * Icon mode (§2.3): the form starts collapsed behind the search icon; the icon opens or closes it
 * and opening focuses the input. Themes print the icon as a bare <span>, so it is given button
 * semantics and keyboard activation here (mount.tsx restores the markup on unmount).
 */
export function useIconToggle(host: SearchHost, controller: SearchController, expanded: boolean, t: LiveSearchTranslate): void {
  const { toggle } = host;
  useEffect(() => {
    if (!toggle) return;
    const isButton = toggle instanceof HTMLButtonElement;
    toggle.setAttribute('role', 'button');
    toggle.tabIndex = 0;
    if (host.form.id) toggle.setAttribute('aria-controls', host.form.id);
    const activate = (event: Event) => {
      const key = (event as KeyboardEvent).key;
      // A real <button> turns Enter and Space into a click by itself.
      if (event.type === 'keydown' && (isButton || (key !== 'Enter' && key !== ' '))) return;
      event.preventDefault();
      controller.toggleExpanded();
      const nowExpanded = controller.$state.get().expanded;
      // Shown and focused in the same task, not after the next render: a shopper who presses
      // Enter and types at once must not lose the first letter to the icon.
      showExpanded(host, nowExpanded, t);
      if (nowExpanded) host.input.focus();
    };
    toggle.addEventListener('click', activate);
    toggle.addEventListener('keydown', activate);
    return () => {
      toggle.removeEventListener('click', activate);
      toggle.removeEventListener('keydown', activate);
    };
  }, [host, toggle, controller, t]);

  // Keeps the markup in step when something else collapses it (Escape in the input).
  useEffect(() => {
    if (toggle) showExpanded(host, expanded, t);
  }, [host, toggle, expanded, t]);
}

function showExpanded(host: SearchHost, expanded: boolean, t: LiveSearchTranslate): void {
  host.toggle?.setAttribute('aria-expanded', String(expanded));
  host.toggle?.setAttribute('aria-label', t(expanded ? 'close' : 'open'));
  host.box.classList.toggle('talat-search--collapsed', !expanded);
  host.box.classList.toggle('thaps-box-open', expanded);
}
