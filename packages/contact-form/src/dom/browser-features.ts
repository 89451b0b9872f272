/** The browser features §8 names; without them the form is left as the server printed it. */
export function missingBrowserFeature(win: Window & typeof globalThis): string | undefined {
  if (typeof win.fetch !== 'function') return 'window.fetch()';
  if (typeof win.FormData !== 'function') return 'window.FormData()';
  if (typeof win.NodeList?.prototype.forEach !== 'function') return 'NodeList.forEach()';
  if (typeof String.prototype.replaceAll !== 'function') return 'String.replaceAll()';
  return undefined;
}
