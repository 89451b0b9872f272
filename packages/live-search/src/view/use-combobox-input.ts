import { useEffect, useLayoutEffect } from 'react';
import type { SearchController, SearchState } from '../controller/search-controller';
import type { SearchHost } from './host-elements';

/**
 * Turns the server's plain text input into a WAI-ARIA 1.2 combobox (role, aria-expanded,
 * aria-controls, aria-activedescendant) and routes its events to the controller.
 * The keyboard contract is §4/§5 Live search.
 */
export function useComboboxInput(host: SearchHost, controller: SearchController, listboxId: string): void {
  useEffect(() => {
    const { input } = host;
    const previous = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'autocomplete', 'aria-label'].map(
      (name) => [name, input.getAttribute(name)] as const,
    );
    // The plugin labels its input with a title only; a combobox needs a real accessible name.
    const hasLabel = input.labels?.length || input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby');
    const fallbackName = input.title || input.placeholder;
    if (!hasLabel && fallbackName) input.setAttribute('aria-label', fallbackName);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('autocomplete', 'off');

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
    // A value the server printed (the results page echoes the query) is the starting query.
    if (input.value !== '') controller.input(input.value);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) input.removeEventListener(type, listener);
      input.removeAttribute('aria-activedescendant');
      for (const [name, value] of previous) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
    };
  }, [host, controller, listboxId]);
}

/** Mirrors the controller's state onto the input: expanded flag, active option, shown value. */
export function useComboboxState(host: SearchHost, state: SearchState, inputValue: string, activeId: string | undefined): void {
  // Layout effect: the attributes must change in the same frame as the list, under Preact too.
  useLayoutEffect(() => {
    const { input } = host;
    input.setAttribute('aria-expanded', String(state.open));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
    if (input.value !== inputValue) input.value = inputValue;
  }, [host, state.open, activeId, inputValue]);
}
