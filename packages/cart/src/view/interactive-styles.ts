/**
 * The states the interactive chunk adds (§2.5): the open drawer over a backdrop, the notice for
 * 3000 ms, loading, errors, removing. The backdrop fades in and out. Closing, the drawer stays in
 * the top layer while it slides out (`overlay … allow-discrete`, where the browser knows `overlay`:
 * Chromium 117+), so no theme clips the slide; the first `transition` is for browsers that do not
 * know `allow-discrete` and would drop the whole declaration.
 * Open, the drawer is also in the top layer (`popover`, SideCart): `[popover]` keeps it displayed
 * while closed so it can slide out, and undoes the popover's centring; inside `:where()`, so a
 * theme's own `.taiowc-cart-model` rules still win over it as they did before.
 */
export const CART_INTERACTIVE_CSS = `
.taiowc-cart-model:where([popover]){display:block;inset:0 0 0 auto;margin:0;border:0;padding:0;max-width:none;max-height:none;color:inherit}
.taiowc-cart-model{transition:transform .3s,visibility 0s .3s;transition:transform .3s,visibility 0s .3s,overlay 0s .3s allow-discrete}
.model-cart-active .taiowc-cart-model{transform:none;visibility:visible;transition:transform .3s}
@media (prefers-reduced-motion:reduce){.taiowc-cart-model,.model-cart-active .taiowc-cart-model{transition:none}}
.taiowc-cart-model::backdrop{background:rgba(0,0,0,.45);transition:opacity .3s}
.taiowc-cart-model:not(:popover-open)::backdrop{opacity:0}
@starting-style{.taiowc-cart-model:popover-open::backdrop{opacity:0}}
@supports not selector(:popover-open){.model-cart-active::before{content:"";position:fixed;inset:0;z-index:99999;background:rgba(0,0,0,.45)}}
.talat-notice-shown .taiowc-notice-container{display:block}
.talat-busy .taiowc-cart-model-body{opacity:.6}
.talat-cart-loading{position:absolute;top:1em;right:3.5em}
.talat-cart-error{margin:.75em 1em;padding:.6em .8em;border-radius:6px;background:#fdecea;color:#8a1c1c}
.talat-cart-error:empty{display:none}
.talat-removing{opacity:.5}
`;
