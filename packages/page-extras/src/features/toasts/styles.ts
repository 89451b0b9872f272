/**
 * The toast stack: bottom right (on top on a phone), in the top layer while it holds a toast (a theme's overflow or
 * z-index cannot clip or cover it), fading in unless the shopper asks for reduced motion.
 */
export const TOASTS_CSS =
  '.talat-toasts{position:fixed;inset:auto 16px 16px auto;margin:0;padding:0;border:0;background:none;overflow:visible;' +
  'display:flex;flex-direction:column;gap:8px;max-width:min(360px,calc(100vw - 32px));z-index:2147483646}' +
  '.talat-toasts[popover]:not(:popover-open){display:none}' +
  '.talat-toast{display:flex;align-items:flex-start;gap:8px;padding:12px 12px 12px 16px;border-radius:6px;background:#1f2937;color:#fff;' +
  'box-shadow:0 6px 20px rgba(0,0,0,.25);font:15px/1.5 system-ui,sans-serif;animation:talat-toast-in .2s ease-out}' +
  '.talat-toast[data-kind=error]{background:#b91c1c}.talat-toast[data-kind=success]{background:#166534}' +
  '.talat-toast p{margin:0;flex:1}' +
  '.talat-toast button{flex:none;min-width:32px;min-height:32px;margin:-6px -4px -6px 0;border:0;border-radius:4px;background:transparent;color:inherit;font:inherit;font-size:20px;line-height:1;cursor:pointer}' +
  '.talat-toast button:focus-visible{outline:2px solid #fff;outline-offset:1px}' +
  '@keyframes talat-toast-in{from{opacity:0;transform:translateY(8px)}}' +
  // On a phone the bottom corners hold the floating language switcher and the widgets' launchers: toasts go on top.
  '@media (max-width:600px){.talat-toasts{inset:16px 16px auto;width:auto;max-width:none}}' +
  '@media (prefers-reduced-motion:reduce){.talat-toast{animation:none}}';
