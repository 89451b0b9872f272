/**
 * The floating switcher's look (GTranslate's float.js injected its own CSS, which goes with its
 * script), kept on GTranslate's class names so a theme's overrides still apply; and GTranslate's
 * rules that hide Google's own bar and keep the body in place.
 */
export const LANGUAGE_SWITCHER_CSS =
  '[data-talat-float][popover]{inset:auto;margin:0;padding:0;border:0;background:none;overflow:visible;color:inherit}' +
  '.gt_float_switcher{display:inline-block;font:15px/1.4 system-ui,sans-serif;color:#333;background:#fff;border-radius:4px;box-shadow:rgba(0,0,0,.15) 0 5px 15px}' +
  '.gt_float_switcher .gt_options{display:flex;flex-direction:column;padding:4px 0}' +
  '.gt_float_switcher .gt_options[hidden]{display:none}' +
  '.gt_float_switcher .gt_options a{display:flex;align-items:center;gap:8px;padding:8px 14px;color:#333;text-decoration:none}' +
  '.gt_float_switcher .gt_options a:hover,.gt_float_switcher .gt_options a:focus-visible{background:#4a5a8c;color:#fff;outline:none}' +
  '.gt_float_switcher .gt_options a[aria-checked=true]{font-weight:700}' +
  '.gt_float_switcher img{width:24px;height:auto;border-radius:2px}' +
  '.gt_float_switcher .gt-selected{display:flex;align-items:center;gap:6px;min-height:40px;padding:8px 14px;border:0;border-radius:4px;background:#fff;color:#333;font:inherit;font-weight:700;text-transform:uppercase;cursor:pointer}' +
  '.gt_float_switcher .gt-selected:focus-visible{outline:2px solid #4a5a8c;outline-offset:2px}' +
  '.gt_float_switcher[aria-busy=true] .gt-selected{cursor:progress;opacity:.7}' +
  '.gt_float_switcher .gt_options:not([hidden]){animation:talat-gt-open .2s ease-out}' +
  '@keyframes talat-gt-open{from{opacity:0;transform:translateY(8px)}}' +
  '@media (prefers-reduced-motion:reduce){.gt_float_switcher .gt_options:not([hidden]){animation:none}}' +
  'div.skiptranslate,#google_translate_element2{display:none!important}body{top:0!important}';
