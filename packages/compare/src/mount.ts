// The compare widget's first load (DESIGN.md "Three layers on every page"): no framework and no
// network code. It makes the plugin's compare buttons reachable by keyboard, claims every press
// on a button, checkbox or the floating icon so none is lost while the chunk comes, and starts the
// session at once where the list cookie says there is a list to show, else when the shopper is
// about to use a compare control (core's prefetchOnIntent, decision 503).
import { loadChunk, prefetchOnIntent, readWidgetConfig, type Unmount, type WidgetDefinition } from '@talat/core';
import { compareConfigSpec } from './config';
import { COMPARE_BUTTON, COMPARE_CHECKBOX, COMPARE_ICON, markBusy, upgradeButtons } from './dom/controls';
import { hasListToLoad } from './dom/list-cookie';
import type { CompareSession, CompareSessionOptions } from './session';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

/** One function for the page, so every load shares one (core's loadChunk). */
const importInteractive = () => import('./interactive');

export interface MountCompareOptions {
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
  /** Handed to the session (tests pass the client's calls and the door). */
  session?: CompareSessionOptions;
}

const mounted = new WeakSet<Document>();

/**
 * Enhances a page's compare buttons, checkboxes and floating icon (§2.4, §2.11, §4 Compare).
 * Returns nothing, leaving the page as the plugin printed it, when the page lacks the config.
 */
export function mountCompare(body: HTMLElement, options: MountCompareOptions = {}): Unmount | undefined {
  const doc = body.ownerDocument;
  if (mounted.has(doc)) return undefined;
  const result = readWidgetConfig(compareConfigSpec, body, doc);
  if (!result.ok) return undefined;
  const config = result.config;
  mounted.add(doc);
  let alive = true;
  let started: CompareSession | undefined;
  const load = options.loadInteractive ?? importInteractive;
  const session = () =>
    loadChunk(load).then((chunk) => {
      if (!alive) throw new Error('[Talat] compare: unmounted');
      return (started ??= chunk.startCompareSession(doc, config, options.session));
    });
  /** Runs `use` once the session is up; a chunk that cannot load undoes the busy mark. */
  const withSession = (control: Element | null, use: (up: CompareSession) => void) => {
    if (control) markBusy(control, true);
    void session().then(
      (up) => alive && use(up),
      (error: unknown) => {
        if (control) markBusy(control, false);
        if (alive) console.error('[Talat] compare: the widget could not load', error);
      },
    );
  };

  upgradeButtons(doc);
  // The floating icon opens the popup (or the search): a screen reader says so before the press.
  for (const icon of doc.querySelectorAll(COMPARE_ICON)) icon.setAttribute('aria-haspopup', 'dialog');

  const onPress = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(COMPARE_BUTTON);
    const icon = button ? null : target?.closest<HTMLElement>(COMPARE_ICON);
    if (!button && !icon) return;
    if (event instanceof KeyboardEvent) {
      // The button and the icon are spans and links with role=button: Enter and Space press them.
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const control = button ?? icon;
      if (event.target !== control) return;
      // A link with an href (the renamed release's `href="#"`) already turns Enter into a click.
      if (event.key === 'Enter' && control?.matches('a[href], button')) return;
    }
    event.preventDefault();
    if (button) {
      // Busy at once, so nobody presses again thinking nothing happened.
      withSession(button, (up) => up.press(button));
    } else {
      withSession(null, (up) => up.openFromIcon());
    }
  };
  const onChange = (event: Event) => {
    const box = event.target instanceof HTMLInputElement && event.target.matches(COMPARE_CHECKBOX) ? event.target : null;
    if (box) withSession(box, (up) => up.change(box));
  };
  doc.addEventListener('click', onPress);
  doc.addEventListener('keydown', onPress);
  doc.addEventListener('change', onChange);

  // §7 Compare: the list is loaded on page start where the visitor's list cookie says there is one
  // (its footer bar, the buttons marked). Without the cookie the list is empty, as the page was
  // printed: the refresh waits for the shopper's intent on a control (decision 503).
  const controls = `${COMPARE_BUTTON}, ${COMPARE_CHECKBOX}, ${COMPARE_ICON}`;
  const stopIntent = hasListToLoad(doc)
    ? (void session().catch(() => undefined), () => undefined)
    : prefetchOnIntent(doc, controls, load, () => void session().catch(() => undefined));

  return () => {
    alive = false;
    stopIntent();
    doc.removeEventListener('click', onPress);
    doc.removeEventListener('keydown', onPress);
    doc.removeEventListener('change', onChange);
    started?.dispose();
    mounted.delete(doc);
  };
}

export const compareWidget: WidgetDefinition = {
  name: 'compare',
  selector: 'body',
  mount: (body) => mountCompare(body),
  replaces: REPLACED_SCRIPTS,
};
