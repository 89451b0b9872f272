import { esc } from '../html';
import type { PageContext } from '../layout';

// The theme's side navigation menu and GTranslate's language switcher (issue 16).

/** The side menu's toggle, printed in the header: a link to the panel, so it works without JavaScript. */
export function sideMenuToggleMarkup(_context: PageContext): string {
  return '<a class="menu-toggle" href="#side-menu" aria-controls="side-menu" aria-expanded="false"><span aria-hidden="true">☰</span> เมนู</a>';
}

const SIDE_MENU_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/', 'หน้าแรก'],
  ['/shop/', 'สินค้าทั้งหมด'],
  ['/product-tag/inhalantbottle/', 'ขวดยาดม InhalantBottle'],
  ['/cart/', 'ตะกร้าสินค้า'],
  ['/checkout/', 'ชำระเงิน'],
  ['/my-account/', 'บัญชีของฉัน'],
  ['/contact/', 'ติดต่อเรา'],
];

/**
 * The side menu itself (the theme's off-canvas navigation), printed after the header. Without
 * JavaScript the toggle's `#side-menu` shows it through `:target` (theme.css), and its close link
 * goes back to `#`.
 */
export function sideMenuMarkup(_context: PageContext): string {
  const links = SIDE_MENU_LINKS.map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('\n      ');
  return `<div id="side-menu" class="side-menu" aria-labelledby="side-menu-title">
  <a class="menu-close" href="#" role="button">ปิดเมนู</a>
  <h2 id="side-menu-title" class="side-menu__title">เมนู</h2>
  <nav aria-label="เมนูด้านข้าง">
    <ul>
      ${links}
    </ul>
  </nav>
</div>`;
}

/** Small inline flags (the demo loads nothing from GTranslate's CDN). */
const FLAGS: Record<string, string> = {
  th: svg('<rect width="30" height="20" fill="#a51931"/><rect y="3.33" width="30" height="13.33" fill="#f4f5f8"/><rect y="6.67" width="30" height="6.67" fill="#2d2a4a"/>'),
  en: svg('<rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3"/>'),
};

function svg(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${body}</svg>`)}`;
}

const LANGUAGES: ReadonlyArray<readonly [string, string]> = [
  ['th', 'ไทย'],
  ['en', 'English'],
];

/**
 * GTranslate's floating language switcher, printed at the end of <body> as its float.js would
 * build it (the recipe prints it server-side once float.js is dequeued; README "Page extras"):
 * `gtranslateSettings`, the `.gtranslate_wrapper`, the `#gt_float_wrapper` fixed bottom-left, the
 * `.gt_options` flags above the `.gt-selected` trigger, and the hidden `#google_translate_element2`.
 */
export function languageSwitcherMarkup(_context: PageContext): string {
  const current = 'th';
  const flags = LANGUAGES.map(
    ([lang, name]) => `<a href="#" class="nturl${lang === current ? ' gt-current' : ''}" data-gt-lang="${lang}"><img src="${FLAGS[lang]}" alt="" width="24" height="16"> ${esc(name)}</a>`,
  ).join('\n        ');
  return `<script>window.gtranslateSettings = {"default_language":"th","languages":["th","en"],"wrapper_selector":".gtranslate_wrapper","switcher_horizontal_position":"left","switcher_vertical_position":"bottom","float_switcher_open_direction":"top"};</script>
<div class="gtranslate_wrapper">
  <div id="gt_float_wrapper" style="position:fixed;bottom:20px;left:20px;z-index:999999;">
    <div class="gt_float_switcher notranslate">
      <div class="gt_options" style="display:none">
        ${flags}
      </div>
      <button type="button" class="gt-selected"><span class="gt-current-lang"><img src="${FLAGS[current]}" alt="" width="24" height="16"> <span class="gt-lang-code">${current}</span> <span class="gt_float_switcher-arrow" aria-hidden="true">▾</span></span></button>
    </div>
  </div>
  <div id="google_translate_element2"></div>
</div>`;
}

/**
 * The demo's toast buttons (footer): any script raises a toast with the documented host event
 * `talat:toast` (README "Page extras"), as these do.
 */
export function toastDemoMarkup(_context: PageContext): string {
  const raise = (message: string, kind: string) =>
    esc(`document.body.dispatchEvent(new CustomEvent('talat:toast',{detail:{message:${JSON.stringify(message)},kind:${JSON.stringify(kind)}}}))`);
  return `<p class="demo-switches">ทดลองการแจ้งเตือน (talat:toast): <button type="button" class="demo-toast" data-kind="info" onclick="${raise('บันทึกการตั้งค่าแล้ว', 'info')}">แจ้งเตือนทั่วไป</button> · <button type="button" class="demo-toast" data-kind="error" onclick="${raise('เกิดข้อผิดพลาด โปรดลองอีกครั้ง', 'error')}">แจ้งข้อผิดพลาด</button></p>`;
}
