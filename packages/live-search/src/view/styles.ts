import { CONSTANTS } from '@talat/core';

/** The suggestion list's look: neutral enough to sit in any theme, overridable by the theme. */
export const LIVE_SEARCH_CSS = `.talat-search-anchor{position:relative}
.talat-search--collapsed .thaps-search-form{display:none}
.talat-search__spinner{position:absolute;right:.5em;top:50%;margin-top:-.5em;color:#8a6d5a;pointer-events:none}
.talat-search__list{position:absolute;left:0;right:0;top:100%;z-index:9999;background:#fff;border:1px solid #d9cfc7;border-radius:0 0 6px 6px;box-shadow:0 8px 24px rgba(0,0,0,.12);max-height:${CONSTANTS.search.listMaxHeightPx}px;overflow-y:auto;text-align:left;font-size:14px;line-height:1.4}
.talat-search__list[hidden]{display:none}
.talat-listbox-group-label{padding:6px 12px;font-size:12px;font-weight:600;color:#6b5b4f;background:#f7f2ee}
.talat-search__row{display:flex;gap:10px;padding:8px 12px;color:#2b2118;text-decoration:none;cursor:pointer;border-top:1px solid #f1ebe6}
.talat-search__row:hover{background:#fdf3ee}
.talat-search__row[aria-selected=true]{background:#fbe9e2;outline:2px solid #b5523b;outline-offset:-2px}
.talat-search__row[aria-disabled=true]{cursor:default;color:#6b5b4f}
.talat-search__image{flex:none;width:48px;height:48px;object-fit:cover;border-radius:4px}
.talat-search__body{display:flex;flex-direction:column;min-width:0}
.talat-search__title{font-weight:500;overflow-wrap:anywhere}
.talat-search__title mark{background:#ffe08a;color:inherit}
.talat-search__price,.talat-search__more{color:#b5523b;font-weight:600}
.talat-search__price del{color:#6b5b4f;font-weight:400}
.talat-search__price ins{text-decoration:none}
.talat-search__desc,.talat-search__sku{color:#5c4d42;font-size:13px}`;
