/**
 * What the page's behaviour adds to the plugin's markup: a row busy while it is removed, and the
 * message under a field. Only talat classes and aria states are styled, so the theme's rules for
 * the plugin's own classes (woocommerce-invalid included) still apply.
 */
export const WISHLIST_PAGE_CSS = `
.talat-wishlist-busy{opacity:.5;cursor:progress;transition:opacity .2s}
.talat-wishlist-busy a,.talat-wishlist-busy button,.talat-wishlist-busy input{pointer-events:none}
.talat-wishlist-field-message{display:block;margin-top:4px;color:#b32d2e;font-size:.875em;line-height:1.4;text-align:start}
.wishlist_table .product-quantity input[aria-invalid=true],.hidden-title-form input[aria-invalid=true]{border-color:#b32d2e;outline-color:#b32d2e}
@media (prefers-reduced-motion:reduce){.talat-wishlist-busy{transition:none}}
.talat-wishlist-busy select,a.talat-wishlist-busy{pointer-events:none}
.copy-trigger[role=button]{cursor:pointer;text-decoration:underline}
`;
