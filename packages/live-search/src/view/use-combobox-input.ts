import { useLayoutEffect } from 'react';
import { inputValueOf, type SearchController, type SearchState } from '../controller/search-controller';
import type { SearchHost } from './host-elements';

/**
 * Turns the server's plain text input into a WAI-ARIA 1.2 combobox (role, aria-expanded,
 * aria-controls, aria-activedescendant) and routes its events to the controller. The keyboard
 * contract is §4/§5 Live search. interactive.tsx restores the input's own attributes on unmount.
 * A layout effect, so the listeners are on when the (flushed) first render returns, under Preact
 * too: an event between the first load's watch and these would be lost.
 */
export function useComboboxInput(host: SearchHost, controller: SearchController, listboxId: string): void {
  useLayoutEffect(() => {
    const { input } = host;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('autocomplete', 'off');
    // The plugin labels its input with a title only; a combobox needs a real accessible name.
    const hasLabel = input.labels?.length || input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby');
    const fallbackName = input.title || input.placeholder;
    if (!hasLabel && fallbackName) input.setAttribute('aria-label', fallbackName);

    const listeners: Record<string, (event: Event) => void> = {
      input(event) {
        if (!(event as InputEvent).isComposing) controller.input(input.value);
      },
      keydown(event) {
        const key = event as KeyboardEvent;
        if (key.isComposing) return;
        if (key.key === 'ArrowDown' || key.key === 'ArrowUp') {
          event.preventDefault();
          controller.move(key.key === 'ArrowDown' ? 1 : -1);
        } else if (key.key === 'Enter' || key.key === 'Tab') {
          // Nothing highlighted: the list hides and Enter submits the form to the results page.
          if (controller.pick()) event.preventDefault();
        } else if (key.key === 'Escape') {
          if (controller.escape()) event.preventDefault();
          else if (host.toggle && controller.$state.get().expanded) {
            controller.toggleExpanded();
            host.toggle.focus();
          }
        }
      },
      compositionstart: () => controller.compositionStart(),
      compositionend: () => controller.compositionEnd(input.value),
      focus: () => controller.focus(),
      blur: () => controller.blur(),
    };
    for (const [type, listener] of Object.entries(listeners)) input.addEventListener(type, listener);
    // Letters typed before the script arrived: search them as if typed now.
    if (input.ownerDocument.activeElement === input) controller.focus();
    return () => {
      for (const [type, listener] of Object.entries(listeners)) input.removeEventListener(type, listener);
    };
  }, [host, controller, listboxId]);
}

/**
 * Mirrors the controller's state onto the input. Layout effects, so the attributes change in the
 * same frame as the list under Preact too. The value is written only when the highlight moves
 * (preview, or back to the typed query) and never during an IME composition: anything else
 * would overwrite what the shopper is typing.
 */
export function useComboboxState(host: SearchHost, controller: SearchController, state: SearchState, activeId: string | undefined): void {
  const { input } = host;
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(state.open));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, state.open, activeId]);

  useLayoutEffect(() => {
    const shown = inputValueOf(state);
    if (!controller.isComposing() && input.value !== shown) input.value = shown;
    // Only a change of highlight may rewrite the value; query changes come from the input itself.
  }, [input, controller, state.highlighted]);
}
