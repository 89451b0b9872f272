import { useLayoutEffect } from 'react';
import type { LiveSearchTranslate } from '../messages';
import type { SearchController } from '../controller/search-controller';
import type { SearchHost } from './host-elements';
import { bindToggle, showExpanded } from './icon-toggle-dom';

/**
 * Icon mode (§2.3): the form starts collapsed behind the search icon; the icon opens or closes it
 * and opening focuses the input (interactive.tsx restores the markup on unmount). Layout effects,
 * so the icon never goes dead between the first load's listeners and these (use-combobox-input.ts).
 */
export function useIconToggle(host: SearchHost, controller: SearchController, expanded: boolean, t: LiveSearchTranslate): void {
  const { toggle } = host;
  useLayoutEffect(() => {
    if (!toggle) return;
    return bindToggle(host, toggle, () => {
      controller.toggleExpanded();
      const nowExpanded = controller.$state.get().expanded;
      // Shown and focused in the same task, not after the next render: a shopper who presses
      // Enter and types at once must not lose the first letter to the icon.
      showExpanded(host, nowExpanded, t(nowExpanded ? 'close' : 'open'));
      if (nowExpanded) host.input.focus();
    });
  }, [host, toggle, controller, t]);

  // Keeps the markup in step when something else collapses it (Escape in the input).
  useLayoutEffect(() => {
    if (toggle) showExpanded(host, expanded, t(expanded ? 'close' : 'open'));
  }, [host, toggle, expanded, t]);
}
