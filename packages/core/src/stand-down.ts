import { livePluginScripts, type PluginScript } from './plugin-scripts';

/** On <body>: the widgets that stood down on this page, space-separated (the WordPress test reads it). */
export const STOOD_DOWN_ATTRIBUTE = 'data-talat-stood-down';

/**
 * True when a script `widget` replaces is live on the page: the widget then mounts nothing, so the
 * plugin's script is left to work alone and no press is handled twice. The first time on a page it
 * says so once in the console, naming the handles, and marks <body>; the mark is that memory, so a
 * widget with many elements (search boxes, forms) warns once.
 */
export function standsDown(widget: string, scripts: readonly PluginScript[], doc: Document): boolean {
  const live = livePluginScripts(scripts, doc);
  if (live.length === 0) return false;
  const marked = doc.body.getAttribute(STOOD_DOWN_ATTRIBUTE) ?? '';
  if (!marked.split(' ').includes(widget)) {
    doc.body.setAttribute(STOOD_DOWN_ATTRIBUTE, `${marked} ${widget}`.trim());
    console.warn(`[Talat] ${widget} stands down for the plugin's own script on the page: ${live.join(', ')}.`);
  }
  return true;
}
