// The compare widget's popups (§2.11): the 'COMPARE PRODUCTS' popup and the 'add product' search,
// a lazy part of their own (DESIGN.md "Three layers on every page"). The footer bar is what a page
// shows once the session is up; these, with @talat/ui's Popup, load only when the shopper first opens one.
import { useEffect, useState } from 'react';
import type { CompareController } from './controller/compare-controller';
import { createCompareSearch, type CompareSearchOptions } from './controller/search-controller';
import type { CompareTranslate } from './messages';
import { ComparePopup } from './view/ComparePopup';
import { SearchConnector } from './view/SearchConnector';

export interface ComparePopupsProps {
  controller: CompareController;
  tableHost: HTMLElement;
  t: CompareTranslate;
  /** How the search asks the server and adds a pick (the session's calls). */
  searchOptions: CompareSearchOptions;
  /** Where focus goes on close when the opener was replaced by a reply (ui's Popup). */
  returnFocusFallback?: (lost: HTMLElement) => HTMLElement | null;
}

export function ComparePopups({ controller, tableHost, t, searchOptions, returnFocusFallback }: ComparePopupsProps) {
  const [search] = useState(() => createCompareSearch(searchOptions));
  useEffect(() => () => search.dispose(), [search]);
  return (
    <>
      <ComparePopup controller={controller} tableHost={tableHost} t={t} returnFocusFallback={returnFocusFallback} />
      <SearchConnector controller={controller} search={search} t={t} returnFocusFallback={returnFocusFallback} />
    </>
  );
}
