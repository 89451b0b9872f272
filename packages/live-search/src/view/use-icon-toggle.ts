import { useEffect, useRef } from 'react';
import type { LiveSearchTranslate } from '../messages';
import type { SearchController } from '../controller/search-controller';
import type { SearchHost } from './host-elements';

/**
 * Icon mode (§2.3): the form starts collapsed behind the search icon; the icon opens or closes it
 * and opening focuses the input. Themes print the icon as a bare <span>, so it is given button
 * semantics and keyboard activation here.
 */
export function useIconToggle(host: SearchHost, controller: SearchController, expanded: boolean, t: LiveSearchTranslate): void {
  const wasExpanded = useRef(expanded);

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
    const onClick = (event: Event) => {
      event.preventDefault();
      controller.toggleExpanded();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isButton && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        controller.toggleExpanded();
      }
    };
    toggle.addEventListener('click', onClick);
    toggle.addEventListener('keydown', onKeyDown);
    return () => {
      toggle.removeEventListener('click', onClick);
      toggle.removeEventListener('keydown', onKeyDown);
      host.box.classList.remove('talat-search--collapsed', 'thaps-box-open');
    };
  }, [host, controller]);

  useEffect(() => {
    const { toggle, box, input } = host;
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(expanded));
    toggle.setAttribute('aria-label', t(expanded ? 'close' : 'open'));
    box.classList.toggle('talat-search--collapsed', !expanded);
    box.classList.toggle('thaps-box-open', expanded);
    if (expanded && !wasExpanded.current) input.focus();
    wasExpanded.current = expanded;
  }, [host, expanded, t]);
}
