// nanostores is the one state primitive (DESIGN.md "State"); re-exported so widgets name one package.
export { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
export { CONSTANTS } from './constants';
export {
  CONFIG_ELEMENT_ID,
  datasetBoolean,
  datasetNumber,
  isRecord,
  readConfigBlock,
  readSiteConfig,
  readWidgetConfig,
  REST_API_LINK_REL,
  type ConfigResult,
  type ConfigValues,
  type WidgetConfigSpec,
} from './config';
export { chunkRequested, claimChunk, loadChunk, onChunkLoad, prefetchChunk, type ChunkLoader } from './lazy-chunk';
export { prefetchOnIntent } from './intent';
export { emitHostEvent, onHostEvent, type JQueryLike } from './host-events';
export { createLatestReply, type LatestReply } from './latest-reply';
export { registerWidget, talatRegistry, type TalatGlobal, type Unmount, type WidgetDefinition } from './mount-registry';
export { livePluginScripts, type PluginScript } from './plugin-scripts';
export { STOOD_DOWN_ATTRIBUTE } from './stand-down';
export { createTranslator, defineMessages, resolveLocale, type Locale, type Messages, type Translate } from './i18n/translate';
export { restMessages, type RestMessageKey } from './i18n/rest-messages';
export { formatMinorUnits, formatMoney } from './format';
export { formatDatePattern, parseServerDate, shopCalendarDate } from './shop-date';
export {
  cookiesEnabled,
  deleteCookie,
  readCookie,
  safeStorage,
  writeCookie,
  type CookieOptions,
  type SafeStorage,
} from './storage';
export { assignLocation, htmlToText, loadMarkupDoor, markupDoorNow, navigableUrl, type MarkupDoor, type MarkupOptions } from './server-markup';
export { injectStyles } from './inject-styles';
export { BASE_CSS, hideVisually, withBaseStyles } from './base-css';
