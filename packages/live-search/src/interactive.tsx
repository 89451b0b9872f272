// The live search's interactive chunk: the controller, the client's search calls and the views,
// fetched when the pointer or focus comes to the box or at the first interaction with the search
// input (mount.ts, decision 503), so the page's
// first load carries none of them.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createTransportContext } from '@talat/client';
import { createSearchCalls } from '@talat/client/search';
import { assignLocation, createTranslator, injectStyles, loadMarkupDoor, resolveLocale, withBaseStyles, type Unmount } from '@talat/core';
import type { LiveSearchConfig } from './config';
import { replayEarlyMoves } from './controller/early-moves';
import { createSearchController } from './controller/search-controller';
import type { EarlyInput } from './early-input';
import { liveSearchMessages } from './messages';
import { snapshotAttributes } from './view/attribute-snapshot';
import { isIconMode, type SearchHost } from './view/host-elements';
import { LiveSearch } from './view/LiveSearch';
import { LIVE_SEARCH_CSS } from './view/styles';

let mountCount = 0;

/**
 * Suggestions carry price markup, which needs the lazily loaded sanitiser: the first load asks for
 * it when the shopper focuses the input (from here, so its own file stays free of the door's
 * loader), and it is in before the first reply.
 */
export function prefetchSanitiser(doc: Document): void {
  void loadMarkupDoor(doc).catch(() => undefined);
}

export interface EnhanceLiveSearchOptions {
  /** Where a picked row goes; the browser's location by default. */
  navigate?: (url: string) => void;
  /** What the shopper did in the input before this chunk was in (the first load watched it). */
  early?: EarlyInput;
  /** Icon mode: the first load showed the form (the shopper opened it, or was in it). */
  iconExpanded?: boolean;
}

/**
 * Turns the server's search form into the live search. Everything is wired before this returns:
 * the input's listeners are on (the first render is flushed), so no event falls between the first
 * load's watch and this chunk's. Returns the unmount, which hands back the markup as printed.
 */
export function enhanceLiveSearch(box: HTMLElement, host: SearchHost, config: LiveSearchConfig, options: EnhanceLiveSearchOptions = {}): Unmount {
  const doc = box.ownerDocument;
  const { input } = host;
  const iconMode = isIconMode(host, config.iconMode);

  // Only the search family of the client: the other families stay out of this chunk.
  const search = createSearchCalls(createTransportContext({ ajaxUrl: config.ajaxUrl }));
  // What the plugin's own script sends: action and match, no thaps_nonce (decision 2, superseded by 474).
  const params = (match: string) => ({ match });
  const controller = createSearchController({
    minChars: config.minChars,
    iconMode,
    // What the page echoed, or what the shopper typed before this chunk: searched on focus.
    initialQuery: input.value,
    requestKey: (query) => search.suggestionsUrl(params(query)),
    fetchSuggestions: async (query, signal) => (await search.getSuggestions(params(query), { signal })).suggestions,
    navigate: options.navigate ?? ((url) => void assignLocation(window, url)),
  });
  const focused = doc.activeElement === input;
  // An open composition's text is not the query yet: its compositionend searches it.
  if (options.early?.composing) controller.compositionStart();
  // Icon mode starts collapsed, unless the first load has shown the form already.
  if (iconMode && options.iconExpanded) controller.toggleExpanded();
  const stopReplay = replayEarlyMoves(controller, focused ? (options.early?.moves ?? []) : []);

  const restoreAttributes = snapshotAttributes([host.box, host.form, input, host.toggle]);
  withBaseStyles(doc);
  injectStyles('live-search', LIVE_SEARCH_CSS, doc);
  const anchor = host.inputBox;
  anchor.classList.add('talat-search-anchor');
  const container = doc.createElement('div');
  container.className = 'talat-live-search';
  input.after(container);

  const root = createRoot(container);
  const t = createTranslator(liveSearchMessages, resolveLocale(config.locale, doc));
  flushSync(() => root.render(<LiveSearch controller={controller} host={host} t={t} idPrefix={`talat-search-${++mountCount}`} />));

  return () => {
    stopReplay();
    root.unmount();
    controller.dispose();
    restoreAttributes();
    container.remove();
    anchor.classList.remove('talat-search-anchor');
  };
}
