import { useEffect, useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { injectStyles, navigableUrl } from '@talat/core';
import { Listbox, ListboxOption, Popup, Spinner, useStore, withBaseStyles } from '@talat/ui';
import type { CompareSearchItem } from '@talat/client';
import type { CompareSearch, CompareSearchState } from '../controller/search-controller';
import type { SearchTranslate } from '../messages-search';
import { COMPARE_SEARCH_CSS, SEARCH_LIST_MAX_HEIGHT_PX } from './search-popup-styles';

export interface SearchPopupProps {
  open: boolean;
  onDismiss(): void;
  search: CompareSearch;
  /** The products in the comparison now: their results show a check. */
  comparedIds: readonly string[];
  /** The compare's translator (CompareTranslate) or just the search's words. */
  t: SearchTranslate;
  /** Where focus goes on close when the opener was replaced by a reply (ui's Popup). */
  returnFocusFallback?: (lost: HTMLElement) => HTMLElement | null;
}

const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** What the status line says: §2.11 has none; the plugin showed a spinner and nothing on no match. */
function statusOf(state: CompareSearchState, t: SearchTranslate): string {
  if (state.loading) return t('searchLoading');
  if (!state.searched) return '';
  return state.results.length > 0 ? t('searchCount', { count: state.results.length }) : t('searchEmpty');
}

function CheckIcon() {
  return (
    <svg className="talat-compare-search__check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** One result, image then label (§2.11); both are server fields, so attribute and text only. */
function ResultRow({ item, compared, t }: { item: CompareSearchItem; compared: boolean; t: SearchTranslate }) {
  // No image when the plugin said none (image_url 0, research §1), nor for a non-http(s) address.
  const image = navigableUrl(item.image_url);
  return (
    <>
      {image ? <img className="talat-compare-search__image" src={image} alt="" loading="lazy" width={40} height={40} /> : null}
      <span className="talat-compare-search__label">{item.label}</span>
      {/* The space keeps the label and the note apart in the option's accessible name. */}
      {compared ? (
        <>
          {' '}
          <CheckIcon />
          <span ref={withBaseStyles} className="talat-visually-hidden">{t('searchCompared')}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The 'add product' search popup (§2.11, issue 14): a combobox input whose results are a listbox
 * inside the popup; focus stays in the input and the highlighted result is its
 * aria-activedescendant, with the live search's keyboard (arrows, Enter, Escape). Escape first
 * clears a highlight; only then does the popup's own Escape close it.
 */
export function SearchPopup({ open, onDismiss, search, comparedIds, t, returnFocusFallback }: SearchPopupProps) {
  const state = useStore(search.$state);
  // State, not a ref: the popup reads initialFocus when it opens, after this is set.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-results`;
  const hasResults = state.results.length > 0;
  const activeId = state.highlighted >= 0 && hasResults ? optionId(listboxId, state.highlighted) : undefined;

  useLayoutEffect(() => {
    if (input) injectStyles('compare-search', COMPARE_SEARCH_CSS, input.ownerDocument);
  }, [input]);
  // Opening searches the current text at once ('' lists the server's default products, as the
  // plugin's popup does); closing drops whatever is pending.
  useEffect(() => {
    if (open) search.start();
    else search.stop();
  }, [open, search]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const native = event.nativeEvent as globalThis.KeyboardEvent | undefined;
    // An IME composition (Thai input methods too) uses these keys itself.
    if (native?.isComposing || native?.keyCode === 229) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (search.pick()) event.preventDefault();
    } else if (event.key === 'Escape' && search.escape()) {
      // The popup closes on an Escape nobody used (modal.ts checks defaultPrevented); this one was.
      event.preventDefault();
      event.stopPropagation();
    }
  }

  return (
    <Popup open={open} onDismiss={() => onDismiss()} label={t('searchPopupLabel')} initialFocus={input} returnFocusFallback={returnFocusFallback} className="talat-compare-search">
      <div className="talat-compare-search__field">
        <label htmlFor={inputId} ref={withBaseStyles} className="talat-visually-hidden">
          {t('searchInputLabel')}
        </label>
        {/* type=text, not search: Escape in a search field clears it natively, and here Escape closes. */}
        <input
          ref={setInput}
          id={inputId}
          type="text"
          className="talat-compare-search__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hasResults}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('searchPlaceholder')}
          value={state.query}
          onChange={(event) => search.input(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {state.loading ? <Spinner /> : null}
      </div>
      <p className="talat-compare-search__status" role="status" aria-live="polite" aria-atomic="true">
        {statusOf(state, t)}
      </p>
      <Listbox
        id={listboxId}
        label={t('searchResultsLabel')}
        open={hasResults}
        activeId={activeId}
        maxHeightPx={SEARCH_LIST_MAX_HEIGHT_PX}
        className="talat-compare-search__list"
      >
        {state.results.map((item, index) => (
          <ListboxOption
            key={`${index}:${item.id}`}
            id={optionId(listboxId, index)}
            selected={index === state.highlighted}
            className="talat-compare-search__row"
            onActivate={() => search.pickIndex(index)}
          >
            <ResultRow item={item} compared={comparedIds.includes(item.id)} t={t} />
          </ListboxOption>
        ))}
      </Listbox>
    </Popup>
  );
}
