// Public surface of @talat/mocks. The msw adapters for Node and the browser are sub-path imports
// (`@talat/mocks/node`, `@talat/mocks/browser`) so neither environment bundles the other's msw.

export { createFakeShop, type FakeShop, type FakeShopOptions } from './shop';
export { defineShopState, type ShopStateAccessor } from './shop-state';
export {
  createSettings,
  type SearchSettings,
  type ShopSettings,
  type ShopSettingsOverrides,
} from './settings';
export { createFaults, type FaultRule, type FaultTarget, type Faults } from './faults';
export { createFakeWordPress, type FakeWordPress, type FakeWordPressOptions } from './wordpress';
export { createMswHandlers } from './msw';

export {
  defineAjaxAction,
  defineMediaRoute,
  defineRestRoute,
  defineWcAjax,
  type EndpointDefinition,
  type EndpointHandler,
} from './router/registry';
export type { EndpointKind, WpRequest } from './router/wp-request';
export { wpDie, wpErrorResponse, wpJson, wpJsonError, wpJsonSuccess } from './router/responses';
export { endpoints } from './endpoints/index';

export {
  createCatalogue,
  DEFAULT_CATALOGUE_SEED,
  findCategory,
  findProduct,
  listByCategory,
  listByTag,
  listProducts,
} from './catalogue/catalogue';
export { CATEGORY } from './catalogue/categories';
export { HOSTILE_PRODUCT } from './catalogue/hostile';
export {
  formatAmount,
  formatAmountHtml,
  formatPriceHtml,
  THB_PRICE_FORMAT,
  type PriceFormat,
} from './catalogue/price-html';
export type { Catalogue, PostCategory, Product, ProductCategory, StockStatus } from './catalogue/types';

export { matchPostCategories, matchProductCategories, searchProducts } from './search/match';
export { normalizeText } from './search/normalize';
export { buildSuggestions } from './search/suggestions';
export type {
  HeadingRow,
  MoreItemRow,
  NoResultRow,
  PostCategoryRow,
  ProductCategoryRow,
  ProductRow,
  SuggestionRow,
  SuggestionsResponse,
} from './search/suggestion-rows';
export { escapeXml, renderPlaceholderSvg, type Placeholder, type PlaceholderShape } from './media/svg';
export { searchBoxMarkup, searchPluginOptions, type SearchBoxOptions } from './markup/search-box';
