/** The results list's height before it scrolls inside the popup (about six rows). */
export const SEARCH_LIST_MAX_HEIGHT_PX = 320;

/**
 * The 'add product' search popup's look (§2.11: an input, then clickable rows of image and label).
 * Only talat classes are styled, so the plugin's own stylesheet, if a theme keeps it, changes
 * nothing here. The highlighted row (aria-selected) and the pointer's row look alike.
 */
export const COMPARE_SEARCH_CSS = `
.talat-compare-search__field{display:flex;align-items:center;gap:8px}
.talat-compare-search__input{flex:1;min-width:0;box-sizing:border-box;padding:10px 12px;border:1px solid #bbb;border-radius:4px;font:inherit}
.talat-compare-search__input:focus-visible{outline:2px solid currentColor;outline-offset:1px}
.talat-compare-search__status{margin:8px 0 0;min-height:1.5em;color:#555;font-size:.9em}
.talat-compare-search__list{margin-top:8px}
.talat-compare-search__list[hidden]{display:none}
.talat-compare-search__row{display:flex;align-items:center;gap:10px;padding:6px 8px;border-radius:4px;cursor:pointer}
.talat-compare-search__row:hover,.talat-compare-search__row[aria-selected=true]{background:#f0f0f0}
.talat-compare-search__image{flex:none;width:40px;height:40px;object-fit:contain}
.talat-compare-search__label{flex:1;overflow-wrap:anywhere}
.talat-compare-search__check{flex:none;width:18px;height:18px;color:#1a7f37}
`;
