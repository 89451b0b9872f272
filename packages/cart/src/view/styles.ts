/**
 * The closed drawer's rules, needed from the first paint: off-screen and hidden from focus and
 * screen readers. The open state comes with the interactive chunk (interactive-styles.ts), which
 * is what opens it. It turns visible at once when opened (a visibility
 * transition would keep it hidden, and unfocusable, for the first frame) and hidden only after
 * sliding out. Looks (colours, spacing, fonts) stay the theme's and the plugin's stylesheet's.
 * No transition here: applied to a drawer already painted in the page's flow, it would slide
 * across the page at load (issue 11); the slide comes with the interactive chunk.
 * The top-layer rules (`[popover]`, set by SideCart) come with the interactive chunk too.
 */
export const CART_CSS = `
.taiowc-cart-model{position:fixed;top:0;right:0;z-index:100000;box-sizing:border-box;width:min(420px,100vw);height:100%;overflow:auto;background:#fff;box-shadow:-4px 0 24px rgba(0,0,0,.2);transform:translateX(100%);visibility:hidden}
.taiowc-notice-container{display:none}
`;
