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

    const onInput = (event: Event) => {
      if ((event as InputEvent).isComposing) return;
      controller.input(input.value);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          controller.move(event.key === 'ArrowDown' ? 1 : -1);
          break;
        case 'Enter':
          // Nothing highlighted: the list hides and the form submits to the full results page.
          if (controller.pick()) event.preventDefault();
          break;
        case 'Tab':
          if (controller.pick()) event.preventDefault();
          break;
        case 'Escape':
          if (controller.escape()) event.preventDefault();
          else if (host.toggle && controller.$state.get().expanded) {
            controller.toggleExpanded();
            host.toggle.focus();
          }
          break;
      }
    };
    const onCompositionStart = () => controller.compositionStart();
    const onCompositionEnd = () => controller.compositionEnd(input.value);
    const onFocus = () => controller.focus();
    const onBlur = () => controller.blur();

    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('compositionstart', onCompositionStart);
    input.addEventListener('compositionend', onCompositionEnd);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    // A value the server printed (the results page echoes the query) is the starting query.
    if (input.value !== '') controller.input(input.value);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('compositionstart', onCompositionStart);
      input.removeEventListener('compositionend', onCompositionEnd);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
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
