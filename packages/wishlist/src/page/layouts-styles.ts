/**
 * What reorder and the images grid add to the plugin's markup: the move buttons, the row being
 * carried, and the grid's closed details (the plugin's stylesheet shows an
 * item's details only with `show`; this keeps that true where its stylesheet is gone). Only talat
 * classes, aria states and the plugin's `show` state are styled.
 */
export const REORDER_CSS = `
.talat-wishlist-arrange{display:inline-flex;gap:4px;vertical-align:middle;margin-inline-start:6px}
.talat-wishlist-move{min-width:32px;min-height:32px;padding:0 6px;line-height:1;cursor:pointer}
.talat-wishlist-move[aria-disabled=true]{opacity:.45;cursor:default}
.wishlist_table.sortable [data-row-id]{cursor:grab}
.wishlist_table .product-arrange{touch-action:none;white-space:nowrap}
.talat-wishlist-dragging{opacity:.75;outline:2px dashed currentColor;outline-offset:-2px}
.talat-wishlist-sorting,.talat-wishlist-sorting *{cursor:grabbing!important;user-select:none}
`;

export const IMAGES_GRID_CSS = `
.wishlist_table.images_grid [data-row-id]:not(.show) .item-details{display:none}
`;
