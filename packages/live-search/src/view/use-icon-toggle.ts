import { useEffect } from 'react';
import type { LiveSearchTranslate } from '../messages';
import type { SearchController } from '../controller/search-controller';
import type { SearchHost } from './host-elements';

/**
 * Icon mode (§2.3): the form starts collapsed behind the search icon; the icon opens or closes it
 * and opening focuses the input. Themes print the icon as a bare <span>, so it is given button
 * semantics and keyboard activation here.
 */
export function useIconToggle(host: SearchHost, controller: SearchController, expanded: boolean, t: LiveSearchTranslate): void {
  useEffect(() => {
    const { toggle, form } = host;
    if (!toggle) return;
    if (!form.id) form.id = `${host.input.id || 'talat-search'}-form`;
    const isButton = toggle instanceof HTMLButtonElement;
    if (!isButton) {
      toggle.setAttribute('role', 'button');
      toggle.tabIndex = 0;
    }
    toggle.setAttribute('aria-controls', form.id);
    const activate = (event: Event) => {
      event.preventDefault();
      controller.toggleExpanded();
      const nowExpanded = controller.$state.get().expanded;
      // Shown and focused in the same task, not after the next render: a shopper who presses
      // Enter and types at once must not lose the first letter to the icon.
      showExpanded(host, nowExpanded, t);
      if (nowExpanded) host.input.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isButton && (event.key === 'Enter' || event.key === ' ')) activate(event);
    };
    toggle.addEventListener('click', activate);
    toggle.addEventListener('keydown', onKeyDown);
    return () => {
      toggle.removeEventListener('click', activate);
      toggle.removeEventListener('keydown', onKeyDown);
      host.box.classList.remove('talat-search--collapsed', 'thaps-box-open');
    };
  }, [host, controller, t]);

  // Keeps the markup in step when something else collapses it (Escape in the input).
  useEffect(() => {
    if (host.toggle) showExpanded(host, expanded, t);
  }, [host, expanded, t]);
}

function showExpanded(host: SearchHost, expanded: boolean, t: LiveSearchTranslate): void {
  host.toggle?.setAttribute('aria-expanded', String(expanded));
  host.toggle?.setAttribute('aria-label', t(expanded ? 'close' : 'open'));
  host.box.classList.toggle('talat-search--collapsed', !expanded);
  host.box.classList.toggle('thaps-box-open', expanded);
}
