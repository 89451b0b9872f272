/**
 * Whether a plugin script a widget replaces is live on this page (DESIGN.md "A drop-in on a real
 * shop"; the facts per plugin in docs/research/plugin-scripts-live.md). Plugins enqueue their
 * scripts late, from a form printer or a shortcode, so WordPress can print one beside the widget.
 *
 * The widget's mount runs after the page has been parsed (a module or `defer` script), before
 * DOMContentLoaded. By then every classic script the parser met has run its top level, but not
 * what it waits for: YITH's wishlist, WooCommerce's add-to-cart.js and cart-fragments.js bind
 * nothing until jQuery's ready, Contact Form 7 until DOMContentLoaded, and an `async` or later
 * `defer` script (TH Product Compare 1.4.1) may not have run at all. So the plugin's own tag is
 * evidence too: parsing is over, so it is in the document whether or not it has run yet.
 *
 * Never its params: a `*-js-extra` block (or a site builder who points the plugin's handle at
 * Talat's file and keeps them) is no script, and the widgets' config readers use those params.
 */
export interface PluginScript {
  /** The WordPress handle, named in the warning; WordPress prints its tag as `<script src="…" id="{handle}-js">`. */
  handle: string;
  /**
   * The plugin's file name, from a `/`, without `.js` / `.min.js` (`/thaps-search`, `/includes/js/index`):
   * the tag counts only with the plugin's own file in its src, not Talat's printed under the plugin's handle.
   */
  file?: string;
  /**
   * A function the script itself defines when it runs, as a path from `window` (`sbjs.init`,
   * `jQuery.fn.thapsAutocomplete` for a jQuery plugin).
   */
  global?: string;
  /** A delegated handler it binds with jQuery on the document or body, as `'<type> <selector>'`. */
  on?: string;
}

type Lookup = Record<string, unknown> | undefined;

interface JQueryInternals {
  _data?: (element: unknown, key: 'events') => Record<string, { selector?: string }[] | undefined> | undefined;
}

function hasRun(doc: Document, { handle, file, global, on = ' ' }: PluginScript): boolean {
  const win = doc.defaultView as unknown as Lookup;
  const $ = win?.jQuery as JQueryInternals | undefined;
  const [type = '', ...selector] = on.split(' ');
  return (
    // A function, not any value: an element whose id is the name would be one (named access on window).
    (!!global && typeof global.split('.').reduce<unknown>((at, key) => (at as Lookup)?.[key], win) === 'function') ||
    [doc, doc.body].some((target) => $?._data?.(target, 'events')?.[type]?.some((handler) => handler.selector === selector.join(' '))) ||
    // The tag by its id and file (`/thaps-search.js?ver=1`, `/add-to-cart.min.js`): not the params
    // block (`{handle}-js-extra`), nor another element with that id.
    (!!file && !!doc.querySelector(`script[id="${handle}-js"][src*="${file}."]`))
  );
}

/** The handles of `scripts` that are live on the page, in the order given. */
export function livePluginScripts(scripts: readonly PluginScript[], doc: Document): string[] {
  return scripts.filter((script) => hasRun(doc, script)).map((script) => script.handle);
}
