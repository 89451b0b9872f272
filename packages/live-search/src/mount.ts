import { loadChunk, onChunkLoad, prefetchOnIntent, readWidgetConfig, resolveLocale, type Unmount, type WidgetDefinition } from '@talat/core';
import { liveSearchConfigSpec } from './config';
import { watchEarlyInput } from './early-input';
import { watchMouseNear } from './mouse-near';
import { collapseBehindIcon } from './icon-mode';
import { snapshotAttributes } from './view/attribute-snapshot';
import { findSearchHost, isIconMode } from './view/host-elements';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

export interface MountLiveSearchOptions {
  /** Where a picked row goes; the browser's location by default. */
  navigate?: (url: string) => void;
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
}

/** One function for every search box on the page, so they share one load (core's loadChunk). */
const importInteractive = () => import('./interactive');

/**
 * The mouse this near the search box fetches its chunk (decision 508): the box is one small
 * control, and the last 160 px of a movement onto it take a quick hand 100–150 ms, which the fetch
 * of the chunk and the runtime gains before the first key.
 */
export const NEAR_BOX_PX = 160;

/**
 * Enhances one search box the server printed. Leaves it untouched (a plain form that submits to
 * the results page) when the markup or the config is incomplete.
 *
 * This first-load part leaves the printed form as it is (in icon mode it only collapses it behind
 * a working icon): it watches the input, so the first focus, press or keystroke starts loading the
 * interactive chunk (so does the pointer over the box, or the box scrolled to: core's
 * prefetchOnIntent; or the mouse near the box: mouse-near.ts), and hands the chunk what the input alone does not
 * keep. Until the chunk is in, and if it never comes, the printed form is what the shopper uses.
 */
export function mountLiveSearch(box: HTMLElement, options: MountLiveSearchOptions = {}): Unmount | undefined {
  const host = findSearchHost(box);
  if (!host) {
    console.error('[Talat] live-search: no search form with an input named "s"', box);
    return undefined;
  }
  const doc = box.ownerDocument;
  const result = readWidgetConfig(liveSearchConfigSpec, box, doc);
  if (!result.ok) return undefined;
  const { input, toggle } = host;
  const config = result.config;
  const load = options.loadInteractive ?? importInteractive;

  let alive = true;
  let unmountChunk: Unmount | undefined;
  let asking = false;
  const enhance = (chunk: Interactive) => {
    if (!alive || unmountChunk) return;
    watch.stop();
    icon?.stop();
    stopApproach();
    unmountChunk = chunk.enhanceLiveSearch(box, host, config, { navigate: options.navigate, early: watch.early, iconExpanded: icon?.expanded() });
  };
  /** Starts the load now (once at a time); a failed one leaves the form as printed, and the next interaction asks again. */
  const ask = () => {
    if (asking) return;
    asking = true;
    // `enhance` here too: a chunk another box loaded before this one was printed announces nothing.
    loadChunk(load).then(enhance, (error: unknown) => {
      asking = false;
      console.error('[Talat] live-search: the interactive part did not load; the form works without suggestions', error);
    });
  };
  const watch = watchEarlyInput(input, ask);
  // Beside core's signs: the mouse coming near the box (a prefetch: a failure waits for the next ask).
  const stopApproach = watchMouseNear(box, NEAR_BOX_PX, () => void loadChunk(load).then(enhance, () => undefined));
  const restoreAttributes = snapshotAttributes([box, host.form, toggle]);
  const icon = toggle && isIconMode(host, config.iconMode) ? collapseBehindIcon(host, toggle, resolveLocale(config.locale, doc), ask) : undefined;
  // Whichever load brings the chunk (this box's, another box's, a retry), it enhances this box.
  const stopWaiting = onChunkLoad(load, enhance);

  // The sanitiser for the suggestions' price markup, as soon as the shopper shows interest: at once
  // when the chunk is in (usually, from the pointer over the box), else as soon as it comes.
  const prefetchSanitiser = () => void loadChunk(load).then((chunk) => chunk.prefetchSanitiser(doc), () => undefined);
  input.addEventListener('focus', prefetchSanitiser, { once: true });
  if (doc.activeElement === input) {
    prefetchSanitiser();
    ask();
  }
  const stopIntent = prefetchOnIntent(doc, box, load, enhance);

  return () => {
    alive = false;
    watch.stop();
    icon?.stop();
    stopIntent();
    stopApproach();
    stopWaiting();
    input.removeEventListener('focus', prefetchSanitiser);
    unmountChunk?.();
    restoreAttributes();
  };
}

export const liveSearchWidget: WidgetDefinition = {
  name: 'live-search',
  selector: '[data-talat-widget="live-search"], .thaps-search-box:not([data-talat-widget])',
  mount: (element) => mountLiveSearch(element),
  replaces: REPLACED_SCRIPTS,
};
