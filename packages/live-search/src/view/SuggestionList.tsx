import { CONSTANTS } from '@talat/core';
import type { LiveSearchTranslate } from '../messages';
import { Listbox, ListboxGroup, ListboxOption } from '@talat/ui';
import type { SearchController, SearchState } from '../controller/search-controller';
import { isSelectable, rowHref, rowKind, type Suggestion } from '../controller/suggestion';
import { sectionRows } from './rows';
import { SuggestionRow } from './SuggestionRow';

export const optionId = (prefix: string, index: number) => `${prefix}-option-${index}`;

const NO_RESULT: Suggestion = { type: 'no-result', value: '' };

interface SuggestionListProps {
  state: SearchState;
  controller: SearchController;
  listboxId: string;
  /** What the list floats below (the input's box): never covered by it. */
  anchor: HTMLElement;
  t: LiveSearchTranslate;
}

export function SuggestionList({ state, controller, listboxId, anchor, t }: SuggestionListProps) {
  const activeId = state.highlighted >= 0 ? optionId(listboxId, state.highlighted) : undefined;
  // An empty answer or a remembered miss reads like the server's no-result row (§8 Search).
  const rows = state.suggestions.some((s) => rowKind(s) !== 'heading') ? state.suggestions : [NO_RESULT];
  return (
    <Listbox
      id={listboxId}
      label={t('listLabel')}
      open={state.open}
      activeId={activeId}
      maxHeightPx={CONSTANTS.search.listMaxHeightPx}
      anchor={anchor}
      className="talat-search__list"
    >
      {sectionRows(rows).map((section, sectionIndex) => {
          const options = section.rows.map(({ suggestion, index }) => {
            const selectable = isSelectable(suggestion);
            return (
              <ListboxOption
                key={index}
                id={optionId(listboxId, index)}
                selected={index === state.highlighted}
                disabled={!selectable}
                href={selectable ? rowHref(suggestion) : undefined}
                className={`talat-search__row talat-search__row--${rowKind(suggestion)}`}
                onActivate={(event) => {
                  // Ctrl/Cmd/Shift/middle click: the browser opens the link as the shopper asked.
                  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  controller.pickIndex(index);
                }}
              >
                <SuggestionRow suggestion={suggestion} query={state.query} t={t} />
              </ListboxOption>
            );
          });
          if (!section.heading) return options;
          return (
            <ListboxGroup
              key={`group-${sectionIndex}`}
              labelId={`${listboxId}-heading-${section.heading.index}`}
              label={section.heading.suggestion.value}
              className="talat-search__group"
            >
              {options}
            </ListboxGroup>
          );
        })}
    </Listbox>
  );
}
