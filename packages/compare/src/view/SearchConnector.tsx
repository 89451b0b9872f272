import { useStore } from '@talat/ui';
import type { CompareController } from '../controller/compare-controller';
import type { CompareSearch } from '../controller/search-controller';
import type { CompareTranslate } from '../messages';
import { SearchPopup } from './SearchPopup';

/** The search popup, open while the compare state says so, knowing which products are compared. */
export interface SearchConnectorProps {
  controller: CompareController;
  search: CompareSearch;
  t: CompareTranslate;
  returnFocusFallback?: (lost: HTMLElement) => HTMLElement | null;
}

export function SearchConnector({ controller, search, t, returnFocusFallback }: SearchConnectorProps) {
  const { searchOpen, ids } = useStore(controller.$state);
  return <SearchPopup open={searchOpen} onDismiss={controller.closeSearch} search={search} comparedIds={ids} t={t} returnFocusFallback={returnFocusFallback} />;
}
