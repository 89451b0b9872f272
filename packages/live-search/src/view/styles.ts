/**
 * The suggestion list's look: neutral enough to sit in any theme (text colour and font are the
 * theme's), overridable by it. The list's 300 px cap (§9) is set inline by the Listbox. One rule
 * per line here; the lines are joined without newlines when the bundle is built.
 */
export const LIVE_SEARCH_CSS =
  '.talat-search-anchor{position:relative}' +
  '.talat-search__list[hidden]{display:none}' +
  '.talat-search__spinner{position:absolute;right:.5em;top:50%;margin-top:-.5em}' +
  // Placed by @talat/ui's anchored popup (fixed, in the top layer); these undo the popover's UA
  // defaults (centred, inset 0, Canvas colours) and keep the theme's text colour and font.
  '.talat-search__list{inset:auto;margin:0;padding:0;box-sizing:border-box;overflow-y:auto;color:inherit;font:inherit;background:#fff;border:1px solid #ccc;box-shadow:0 8px 24px #0002;text-align:left}' +
  '.talat-listbox-group-label{padding:4px 12px;font-size:.8em;font-weight:600;background:#f4f4f4}' +
  '.talat-search__row{display:flex;gap:10px;padding:8px 12px;color:inherit;text-decoration:none}' +
  '.talat-search__row:hover,.talat-search__row[aria-selected=true]{background:#fbe9e2;outline:2px solid #b5523b;outline-offset:-2px}' +
  '.talat-search__image{width:48px;height:48px;object-fit:cover}' +
  '.talat-search__body{display:flex;flex-direction:column}' +
  '.talat-search__title mark{background:#ffe08a;color:inherit}' +
  '.talat-search__price,.talat-search__more{color:#a4462f;font-weight:600}' +
  '.talat-search__price del,.talat-search__desc,.talat-search__sku{color:#5c4d42;font-weight:400;font-size:.9em}' +
  '.talat-search__price ins{text-decoration:none}';
