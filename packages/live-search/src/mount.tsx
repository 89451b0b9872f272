import { createRoot } from 'react-dom/client';
import { createSearchCalls, createTransportContext } from '@talat/client';
import { assignLocation, createTranslator, loadMarkupDoor, readWidgetConfig, resolveLocale, type Unmount, type WidgetDefinition } from '@talat/core';
import { BASE_CSS, injectStyles } from '@talat/ui';
import { liveSearchConfigSpec } from './config';
import { liveSearchMessages } from './messages';
import { createSearchController } from './controller/search-controller';
import { snapshotAttributes } from './view/attribute-snapshot';
import { findSearchHost } from './view/host-elements';
import { LiveSearch } from './view/LiveSearch';
import { LIVE_SEARCH_CSS } from './view/styles';

let mountCount = 0;

export interface MountLiveSearchOptions {
  /** Where a picked row goes; the browser's location by default. */
  navigate?: (url: string) => void;
}

/**
 * Enhances one search box the server printed. Leaves it untouched (a plain form that submits to
 * the results page) when the markup or the config is incomplete.
 */
export function mountLiveSearch(box: HTMLElement, options: MountLiveSearchOptions = {}): Unmount | undefined {
  const host = findSearchHost(box);
  if (!host) {
    console.error('[Talat] live-search: no search form with an input named "s"', box);
    return undefined;
  }
  const result = readWidgetConfig(liveSearchConfigSpec, box, box.ownerDocument);
  if (!result.ok) return undefined;
  const config = result.config;
  const iconMode = config.iconMode ?? (host.toggle !== null && box.classList.contains('icon_style'));

  // Only the search family of the client: the other families stay out of this bundle.
  const search = createSearchCalls(
    createTransportContext({ ajaxUrl: config.ajaxUrl, wcAjaxUrl: '/?wc-ajax=%%endpoint%%', restRoot: '/wp-json/' }),
  );
  const params = (match: string) => ({ match, nonce: config.nonce });
  const controller = createSearchController({
    minChars: config.minChars,
    iconMode,
    initialQuery: host.input.value,
    requestKey: (query) => search.suggestionsUrl(params(query)),
    fetchSuggestions: async (query, signal) => (await search.getSuggestions(params(query), { signal })).suggestions,
    navigate: options.navigate ?? ((url) => void assignLocation(window, url)),
  });

  const restoreAttributes = snapshotAttributes([host.box, host.input, host.toggle]);
  injectStyles('base', BASE_CSS);
  injectStyles('live-search', LIVE_SEARCH_CSS);
  const anchor = host.inputBox;
  anchor.classList.add('talat-search-anchor');
  const container = box.ownerDocument.createElement('div');
  container.className = 'talat-live-search';
  host.input.after(container);

  // Suggestions carry price markup, which needs the lazily loaded sanitiser: fetched as soon as
  // the shopper shows interest, so it is in before the first reply.
  const prefetchSanitiser = () => void loadMarkupDoor(box.ownerDocument).catch(() => undefined);
  host.input.addEventListener('focus', prefetchSanitiser, { once: true });
  if (box.ownerDocument.activeElement === host.input) prefetchSanitiser();

  const root = createRoot(container);
  const t = createTranslator(liveSearchMessages, resolveLocale(config.locale, box.ownerDocument));
  root.render(<LiveSearch controller={controller} host={host} t={t} idPrefix={`talat-search-${++mountCount}`} />);

  return () => {
    host.input.removeEventListener('focus', prefetchSanitiser);
    root.unmount();
    controller.dispose();
    restoreAttributes();
    container.remove();
    anchor.classList.remove('talat-search-anchor');
  };
}

export const liveSearchWidget: WidgetDefinition = {
  name: 'live-search',
  selector: '[data-talat-widget="live-search"], .thaps-search-box:not([data-talat-widget])',
  mount: (element) => mountLiveSearch(element),
};
