import { miniCartWidgetMarkup, sideCart205Markup, sideCartMarkup, type FakeShop } from '@talat/mocks';
import { compareFloatingIcon, type CompareVisit } from './compare';
import { esc } from './html';
import { categoryDropdownMarkup, comingSoonBannerMarkup, storeNoticeMarkup } from './extras/woocommerce';
import { languageSwitcherMarkup, sideMenuMarkup, sideMenuToggleMarkup, toastDemoMarkup } from './extras/menus';
import { customCursorMarkup, preloaderMarkup, scrollToTopMarkup } from './extras/theme';
import { pixelSnippet } from './extras/pixel';
import { consentApiScripts } from './attribution-consent';
import { footerLeadForm } from './lead-forms';
import { searchBox, vendorScripts, widgetScripts, widgetsForPage, wordpressHead, type PageOptions } from './widgets';

/** What every page of the demo shop knows about the request it answers. */
export interface PageContext {
  shop: FakeShop;
  options: PageOptions;
  /** The visitor's WooCommerce session: whose cart the page shows. */
  sessionId: string;
  /** The visitor's compare list from TH Product Compare's cookie (pages/compare.ts); none when absent. */
  compare?: CompareVisit;
}

/** Which WooCommerce page this is: sets `is_cart` / `wc_checkout_params` and the page's scripts. */
export type PageKind = 'cart' | 'checkout' | 'other';

export interface LayoutInput {
  title: string;
  /** Body classes, as WordPress's body_class() prints them. */
  bodyClass: string;
  main: string;
  context: PageContext;
  kind?: PageKind;
  /** The shop sidebar (mini-cart widget, tags) of listing and product pages. */
  sidebar?: boolean;
}

/** Every widget on the demo shop; later issues add theirs here. */
const WIDGETS = ['live-search', 'cart', 'contact-form', 'lead-form', 'wishlist', 'compare', 'documents', 'payment-form', 'page-extras', 'attribution'] as const;

/** `?widgets=a,b`: only those of WIDGETS load (names it does not know are left out). */
export function widgetsSwitch(url: URL): Pick<PageOptions, 'widgets'> {
  const value = url.searchParams.get('widgets');
  if (value === null) return {};
  const wanted = new Set(value.split(','));
  return { widgets: WIDGETS.filter((name) => wanted.has(name)) };
}

/** Popular product tags for the sidebar's tag cloud (WooCommerce "Product Tag Cloud" widget). */
const SIDEBAR_TAGS = ['InhalantBottle', 'RollOn', 'Pump', 'Jar', 'Serum', 'Spray', 'LipstickTube', 'Dropper'];

/** The theme's page shell: header with the live search and the side cart, navigation, footer. */
export function layout({ title, bodyClass, main, context, kind = 'other', sidebar = false }: LayoutInput): string {
  const { shop, options, sessionId } = context;
  const page = `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – ตลาดบิวตี้แพ็ค</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/theme.css">
<link rel="stylesheet" href="/assets/forms.css">
${options.hostile ? '<link rel="stylesheet" href="/assets/hostile-theme.css">\n' : ''}${wordpressHead(shop, options, kind)}
${pixelSnippet(options)}
</head>
<body class="${esc(bodyClass)} woocommerce-no-js">
<script>document.body.className = document.body.className.replace('woocommerce-no-js', 'woocommerce-js');</script>
${preloaderMarkup(context)}
<a class="skip-link" href="#main">ข้ามไปยังเนื้อหา</a>
<header class="site-header">
  <div class="site-header__inner">
    ${sideMenuToggleMarkup(context)}
    <a class="site-title" href="/">ตลาดบิวตี้แพ็ค <small>Beauty &amp; Packaging</small></a>
    <div class="site-header__search">${searchBox(options)}</div>
    <div class="site-header__cart">${(options.sideCartRelease === '2.0.5' ? sideCart205Markup : sideCartMarkup)(shop, sessionId)}</div>
  </div>
  <nav class="main-nav" aria-label="เมนูหลัก">
    <a href="/">หน้าแรก</a>
    <a href="/shop/">สินค้าทั้งหมด</a>
    <a href="/product-tag/inhalantbottle/">ขวดยาดม InhalantBottle</a>
    <a href="/?s=%E0%B8%82%E0%B8%A7%E0%B8%94&amp;post_type=product&amp;thaps_srch=1">ขวดทั้งหมด</a>
    <a href="/?s=%E0%B9%80%E0%B8%8B%E0%B8%A3%E0%B8%B1%E0%B9%88%E0%B8%A1&amp;post_type=product&amp;thaps_srch=1">เซรั่ม</a>
    <a href="/cart/">ตะกร้าสินค้า</a>
    <a href="/checkout/">ชำระเงิน</a>
    <a href="/contact/">ติดต่อเรา</a>
  </nav>
</header>
${sideMenuMarkup(context)}
<div class="site-content${sidebar ? ' has-sidebar' : ''}">
<main id="main" class="site-main">
${main}
</main>
${sidebar ? sidebarMarkup(context) : ''}
</div>
<footer class="site-footer">
  ${footerLeadForm()}
  ${comingSoonBannerMarkup(context)}
  <p>ตลาดบิวตี้แพ็ค — ร้านตัวอย่างของ Talat บน WordPress จำลอง · ราคาเป็นบาท (THB)</p>
  ${demoSwitches(options)}
  ${toastDemoMarkup(context)}
</footer>
${compareFloatingIcon(context)}
${storeNoticeMarkup(context)}
${scrollToTopMarkup(context)}
${customCursorMarkup(context)}
${languageSwitcherMarkup(context)}
${vendorScripts(options)}
${consentApiScripts(options)}`;
  return `${page}
${widgetScripts(options, widgetsForPage(page, options.widgets ?? WIDGETS))}
<script src="/assets/theme.js" defer></script>
${kind === 'checkout' ? '<script src="/assets/checkout.js" defer></script>' : ''}
</body>
</html>`;
}

/** The shop sidebar: WooCommerce's "Cart" widget (hidden while the cart is empty) and a tag cloud. */
function sidebarMarkup(context: PageContext): string {
  const { shop, sessionId } = context;
  const tags = SIDEBAR_TAGS.map((tag) => `<a href="/product-tag/${esc(tag.toLowerCase())}/" class="tag-cloud-link">${esc(tag)}</a>`).join('\n    ');
  return `<aside class="widget-area shop-sidebar" aria-label="แถบด้านข้างร้านค้า">
  ${miniCartWidgetMarkup(shop, sessionId)}
  ${categoryDropdownMarkup(context)}
  <div class="widget widget_product_tag_cloud"><h2 class="widgettitle">แท็กยอดนิยม</h2><div class="tagcloud">
    ${tags}
  </div></div>
</aside>`;
}

/**
 * The demo's switches. `?classic=1`, `?icon=1`, `?jquery=1` and `?cached=1` hold for the one page they are on
 * (links do not carry them); redirect-after-add is a shop setting and the side cart's markup comes
 * back in every cart reply, so their switches are remembered in cookies until switched back.
 */
function demoSwitches(options: PageOptions): string {
  const current = (on: boolean) => (on ? ' class="is-current" aria-current="true"' : '');
  const choice = (value: 'yes' | 'no', label: string) => `<a href="?redirect_after_add=${value}"${current(options.redirectAfterAdd === value)}>${label}</a>`;
  const release = (value: 'demo' | '2.0.5', label: string) => `<a href="?side_cart=${value}"${current((options.sideCartRelease ?? 'demo') === value)}>${label}</a>`;
  return `<p class="demo-switches">โหมดทดลอง (เฉพาะหน้านี้): <a href="?classic=1">สคริปต์แบบ classic</a> · <a href="?icon=1">ช่องค้นหาแบบไอคอน</a> · <a href="?jquery=1">โหลด jQuery ของธีม</a> · <a href="?cached=1">หน้าจากแคชเต็มหน้า (wpcf7.cached)</a> · <a href="?hostile=1">ธีมที่ตัดและบังองค์ประกอบลอย (hostile theme)</a> · <a href="?compare_actions=tpcp">ปลั๊กอินเปรียบเทียบรุ่นเปลี่ยนชื่อ (tpcp_*)</a> · <a href="?">ค่าปกติ</a></p>
  <p class="demo-switches">หลังเพิ่มสินค้าลงตะกร้า: ${choice('yes', 'ไปที่หน้าตะกร้า (ค่าของร้าน)')} · ${choice('no', 'อยู่หน้าเดิมและเปิดตะกร้าด้านข้าง')} <small>(จำไว้ในคุกกี้ของเบราว์เซอร์นี้)</small></p>
  <p class="demo-switches">ตะกร้าด้านข้าง: ${release('demo', 'มาร์กอัปของเดโม')} · ${release('2.0.5', 'มาร์กอัปจริงของ TH All In One Woo Cart 2.0.5')} <small>(จำไว้ในคุกกี้ของเบราว์เซอร์นี้)</small></p>`;
}
