export { createSearchController, inputValueOf, type SearchController, type SearchControllerOptions, type SearchState } from './controller/search-controller';
export { highlightSegments, type Segment } from './controller/highlight';
export { isSelectable, rowKind, type RowKind, type Suggestion } from './controller/suggestion';
export { LiveSearch, type LiveSearchProps } from './view/LiveSearch';
export { findSearchHost, type SearchHost } from './view/host-elements';
export { liveSearchConfigSpec, type LiveSearchConfig } from './config';
export { mountLiveSearch, liveSearchWidget, type MountLiveSearchOptions } from './mount';
export { liveSearchMessages, type LiveSearchMessageKey, type LiveSearchTranslate } from './messages';
