import { DEMO_CUSTOMER, DEMO_ORDERS, type DemoOrder } from '@talat/mocks/account/orders';
import { documentState, formatDemoBaht, printButtonsMarkup, promptLinkMarkup, type FakeShop } from '@talat/mocks';
import { describedFieldMarkup } from './extras/theme';
import { esc } from './html';
import { layout, type PageContext } from './layout';
import type { Page } from './shop-pages';
import type { PageOptions } from './widgets';

// WooCommerce's "My account > Orders" for the logged-in demo customer (issue 15, §2.8), with
// WebToffee's print links on every order (research §1) and, for QA, the plugin's manual-number
// links for each prompt code (research §2) and switches for each §8 failure.

export const ACCOUNT_PATH = '/my-account/';
export const CONFIRM_PAYMENT_PATH = '/confirm-payment/';

/** `?doc_demo=`: every print link on the page gets this reply from the fake (text, 500, junk, slow, network). */
export const DOC_DEMO_SWITCHES = ['text', '500', 'junk', 'slow', 'network', 'hostile'] as const;
export type DocDemo = (typeof DOC_DEMO_SWITCHES)[number];

/** A port nothing listens on: the print links' fetch fails as a network error (§8 'Request error.'). */
const UNREACHABLE_SITE = 'http://127.0.0.1:9/';

/** `?logged_in=0`, `?document_preview=1`, `?dont_show_again=1`: the plugin's settings for one page. */
export function documentSwitches(url: URL): Pick<PageOptions, 'loggedIn' | 'documentPreview' | 'dontShowAgain'> {
  return {
    loggedIn: url.searchParams.get('logged_in') !== '0',
    documentPreview: url.searchParams.get('document_preview') === '1',
    ...(url.searchParams.get('dont_show_again') === '1' ? { dontShowAgain: true } : {}),
  };
}

/**
 * The config block's `documents` section as the recipe prints it (wordpress/talat/talat.php): the
 * plugin's options and is_user_logged_in(), and the user meta behind 'don't show again' (the
 * account page sets it from the fake's per-session state, see accountPage).
 */
export function documentsConfig(_shop: FakeShop, options: PageOptions) {
  return {
    showDocumentPreview: options.documentPreview === true,
    accessType: 'logged_in',
    loggedIn: options.loggedIn !== false,
    dontShowAgain: options.dontShowAgain === true,
  };
}

const STATUS_LABELS: Record<DemoOrder['status'], string> = {
  pending: 'รอชำระเงิน',
  'on-hold': 'พักไว้',
  processing: 'กำลังดำเนินการ',
  completed: 'สำเร็จแล้ว',
  refunded: 'คืนเงินแล้ว',
};

function ordersTable(siteUrl: string, demo?: DocDemo): string {
  const rows = DEMO_ORDERS.map((order) => {
    const site = demo === 'network' ? UNREACHABLE_SITE : siteUrl;
    const reply = demo === 'network' ? undefined : demo;
    return `<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${esc(order.status)} order">
  <th class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" scope="row"><a href="${ACCOUNT_PATH}view-order/${order.id}/">#${esc(order.number)}</a></th>
  <td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date"><time datetime="${esc(order.dateIso)}">${esc(order.dateIso)}</time></td>
  <td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status">${esc(STATUS_LABELS[order.status])}</td>
  <td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total"><span class="woocommerce-Price-amount amount">${esc(formatDemoBaht(order.total))}</span></td>
  <td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions">${printButtonsMarkup(site, order, reply)}</td>
</tr>`;
  }).join('\n');
  return `<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">
<thead><tr><th scope="col">คำสั่งซื้อ</th><th scope="col">วันที่</th><th scope="col">สถานะ</th><th scope="col">ยอดรวม</th><th scope="col">เอกสาร</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

/** The plugin's manual-number links (research §2), one per code of §4, listed for QA. */
function promptLinks(siteUrl: string): string {
  const links = [
    { code: 1, orderId: 1040, type: 'invoice' as const, label: 'รหัส 1: ใบแจ้งหนี้ #1040 (ยังไม่มีเลขที่)' },
    { code: 2, orderId: 930, type: 'invoice' as const, label: 'รหัส 2: ใบแจ้งหนี้ #930 (คำสั่งซื้อฟรี)' },
    { code: 3, orderId: 1031, type: 'invoice' as const, label: 'รหัส 3: ใบแจ้งหนี้ #1031 (ไม่มีที่อยู่ผู้ส่ง)' },
    { code: 11, orderId: 955, type: 'creditnote' as const, label: 'รหัส 11: ใบลดหนี้ #955' },
    { code: 'Proforma invoice', orderId: 1024, type: 'proformainvoice' as const, label: 'รหัส อื่น: ใบแจ้งหนี้เบื้องต้น #1024' },
  ];
  return `<ul class="talat-demo-prompt-links">
${links.map((link) => `<li>${promptLinkMarkup({ siteUrl, ...link })}</li>`).join('\n')}
</ul>`;
}

function qaSwitches(): string {
  const items = DOC_DEMO_SWITCHES.map((demo) => `<li><a href="${ACCOUNT_PATH}?doc_demo=${demo}">doc_demo=${demo}</a></li>`).join('');
  return `<details class="talat-demo-switches"><summary>สวิตช์สำหรับทดสอบ (QA)</summary>
<p>ทุกลิงก์พิมพ์บนหน้านี้จะได้คำตอบตามสวิตช์: text = ข้อความ text/plain, 500 = สถานะ 500, junk = คำตอบว่าง, slow = ช้า 3 วินาที, network = เครือข่ายล้มเหลว, hostile = เอกสารที่มีโค้ดอันตราย</p>
<ul>${items}
<li><a href="${ACCOUNT_PATH}?logged_in=0">ยังไม่ได้เข้าสู่ระบบ (ลิงก์ธรรมดา)</a></li>
<li><a href="${ACCOUNT_PATH}?document_preview=1">เปิดการแสดงตัวอย่างเอกสาร (ลิงก์ธรรมดา)</a></li>
<li><a href="${ACCOUNT_PATH}?dont_show_again=1">ตั้งค่า 'ไม่ต้องถามอีก' ไว้แล้ว</a></li>
</ul></details>`;
}

/**
 * WooCommerce's "Account details" password change (myaccount/form-edit-account.php), in Thai: the
 * password fields the page extras give a show/hide toggle (issue 16, §2.2).
 */
function passwordChangeForm(): string {
  // The current password is one a password manager fills; the new ones it offers to generate (WCAG 1.3.5).
  const field = (id: string, label: string, autocomplete: string) => `<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
  <label for="${id}">${label}</label>
  <input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="${id}" id="${id}" autocomplete="${autocomplete}">
</p>`;
  return `<h2>รายละเอียดบัญชี</h2>
<form class="woocommerce-EditAccountForm edit-account" action="${ACCOUNT_PATH}edit-account/" method="post">
${describedFieldMarkup()}
<fieldset><legend>เปลี่ยนรหัสผ่าน</legend>
${field('password_current', 'รหัสผ่านปัจจุบัน (เว้นว่างไว้หากไม่ต้องการเปลี่ยน)', 'current-password')}
${field('password_1', 'รหัสผ่านใหม่ (เว้นว่างไว้หากไม่ต้องการเปลี่ยน)', 'new-password')}
${field('password_2', 'ยืนยันรหัสผ่านใหม่', 'new-password')}
</fieldset>
<p><button type="submit" class="woocommerce-Button button" name="save_account_details" value="บันทึกการเปลี่ยนแปลง">บันทึกการเปลี่ยนแปลง</button></p>
</form>`;
}

/** WooCommerce's login form (myaccount/form-login.php) for a visitor who is not logged in. */
function loginForm(): string {
  return `<h2>เข้าสู่ระบบ</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="${ACCOUNT_PATH}">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">ชื่อผู้ใช้หรืออีเมล</label>
<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">รหัสผ่าน</label>
<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password"></p>
<p class="form-row"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="เข้าสู่ระบบ">เข้าสู่ระบบ</button></p>
</form>`;
}

export function accountPage(pageContext: PageContext, url: URL): Page {
  // The user meta a wt_dont_show_again=1 request stored for this visitor (research §4).
  const stored = documentState(pageContext.shop).dontShowAgain.has(pageContext.sessionId);
  const context = stored ? { ...pageContext, options: { ...pageContext.options, dontShowAgain: true } } : pageContext;
  const siteUrl = new URL('/', url).href;
  const demoParam = url.searchParams.get('doc_demo');
  const demo = (DOC_DEMO_SWITCHES as readonly string[]).includes(demoParam ?? '') ? (demoParam as DocDemo) : undefined;
  const loggedIn = context.options.loggedIn !== false;
  const content = loggedIn
    ? `<p>สวัสดี <strong>${esc(DEMO_CUSTOMER.displayName)}</strong></p>
<h2>คำสั่งซื้อ</h2>
${ordersTable(siteUrl, demo)}
<p><a class="button" href="${CONFIRM_PAYMENT_PATH}">แจ้งชำระเงิน</a></p>
<h2>เครื่องมือผู้จัดการร้าน: สร้างเลขที่เอกสารด้วยตนเอง</h2>
${promptLinks(siteUrl)}
${passwordChangeForm()}`
    : `<p>ลิงก์เอกสารของคำสั่งซื้อ (ผู้เยี่ยมชมที่ยังไม่ได้เข้าสู่ระบบ เปิดเอกสารในแท็บใหม่)</p>
${ordersTable(siteUrl, demo)}
${loginForm()}`;
  const main = `<h1 class="entry-title page-title">บัญชีของฉัน</h1>
<div class="woocommerce"><div class="woocommerce-MyAccount-content">
${content}
</div></div>
${qaSwitches()}`;
  const bodyClass = 'page-template-default page woocommerce-account woocommerce-page' + (loggedIn ? ' logged-in' : '');
  return { status: 200, html: layout({ title: 'บัญชีของฉัน', bodyClass, main, context }) };
}
