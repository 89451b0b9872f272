
import type { LiveSearchTranslate } from '../messages';
import { LiveRegion, Spinner, useStore } from '@talat/ui';
import type { SearchController, SearchState } from '../controller/search-controller';
import { isSelectable } from '../controller/suggestion';
import type { SearchHost } from './host-elements';
import { optionId, SuggestionList } from './SuggestionList';
import { useComboboxInput, useComboboxState } from './use-combobox-input';
import { useIconToggle } from './use-icon-toggle';

export interface LiveSearchProps {
  controller: SearchController;
  host: SearchHost;
  t: LiveSearchTranslate;
  /** Unique per mounted form, so two search forms on a page never share ids. */
  idPrefix: string;
}

/** The live search view: thin, it only reads the controller's stores and forwards events. */
export function LiveSearch({ controller, host, t, idPrefix }: LiveSearchProps) {
  const state = useStore(controller.$state);
  const listboxId = `${idPrefix}-listbox`;
  const activeId = state.open && state.highlighted >= 0 ? optionId(listboxId, state.highlighted) : undefined;

  useComboboxInput(host, controller, listboxId);
  useComboboxState(host, controller, state, activeId);
  useIconToggle(host, controller, state.expanded, t);

  return (
    <>
      {state.loading ? <Spinner className="talat-search__spinner" /> : null}
      <SuggestionList state={state} controller={controller} listboxId={listboxId} anchor={host.inputBox} t={t} />
      <LiveRegion message={announcement(state, t)} />
    </>
  );
}

/** The count of results for screen readers: VoiceOver mishandles aria-activedescendant alone. */
function announcement(state: SearchState, t: LiveSearchTranslate): string {
  if (!state.open || state.loading) return '';
  const count = state.suggestions.filter(isSelectable).length;
  return count > 0 ? t('resultsCount', { count }) : t('noResults');
}
