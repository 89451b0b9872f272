import { formatAmount } from '../catalogue/price-html';
import { escapeXml as esc } from '../markup/escape';
import { META_KEY_PREFIX, type AttributionMeta } from './order-meta';
import type { PlacedOrder } from './placed-orders';

// The order-received page (checkout/thankyou.php) of a fake order, plus what a shop manager sees
// in the order's "Order attribution" box (OrderAttributionController's meta box), so the demo and
// the e2e can see what was recorded. Every value is text (escaped); the recorded meta is also one
// table row per stored key, `[data-talat-recorded-attribution]`, which the e2e reads.

/** get_origin_label(): "Source: X" / "Organic: X" / "Referral: X" / "Direct", "Unknown" without a type and source. */
export function originLabel(meta: AttributionMeta): string {
  const type = meta.source_type;
  const source = meta.utm_source;
  if (type === undefined || source === undefined) return 'Unknown';
  const formatted = source.replace(/^[()]+|[()]+$/g, '');
  const shown = formatted.charAt(0).toUpperCase() + formatted.slice(1);
  switch (type) {
    case 'utm':
      return `Source: ${shown}`;
    case 'organic':
      return `Organic: ${shown}`;
    case 'referral':
      return `Referral: ${shown}`;
    case 'typein':
      return 'Direct';
    default:
      return shown;
  }
}

/** The meta box's rows (its labels, in the shop's admin language, English). */
const BOX_ROWS: ReadonlyArray<readonly [label: string, read: (meta: AttributionMeta) => string | undefined]> = [
  ['Origin', originLabel],
  ['Source type', (meta) => meta.source_type],
  ['UTM campaign', (meta) => meta.utm_campaign],
  ['UTM source', (meta) => meta.utm_source],
  ['UTM medium', (meta) => meta.utm_medium],
  ['UTM content', (meta) => meta.utm_content],
  ['UTM term', (meta) => meta.utm_term],
  ['Device type', (meta) => meta.device_type],
  ['Session page views', (meta) => meta.session_pages],
];

function attributionBox(meta: AttributionMeta): string {
  const rows = BOX_ROWS.map(([label, read]) => [label, read(meta)] as const).filter(([, value]) => value !== undefined && value !== '');
  return `<section class="talat-demo-attribution-box" aria-labelledby="talat-demo-attribution-title">
  <h2 id="talat-demo-attribution-title">ที่มาของคำสั่งซื้อ (Order attribution)</h2>
  <dl data-talat-attribution-origin>
    ${rows.map(([label, value]) => `<dt>${esc(label)}</dt><dd>${esc(value ?? '')}</dd>`).join('\n    ')}
  </dl>
</section>`;
}

function recordedTable(meta: AttributionMeta): string {
  const keys = Object.keys(meta);
  const rows = keys.length
    ? keys.map((key) => `<tr data-meta-key="${esc(META_KEY_PREFIX + key)}"><th scope="row"><code>${esc(META_KEY_PREFIX + key)}</code></th><td>${esc(meta[key] ?? '')}</td></tr>`).join('\n    ')
    : '<tr data-talat-no-attribution><td colspan="2">ไม่มีการบันทึกที่มาของคำสั่งซื้อ (ไม่ได้รับความยินยอมหรือค่าว่างทั้งหมด)</td></tr>';
  return `<table class="shop_table talat-demo-recorded" data-talat-recorded-attribution>
  <caption>ข้อมูลที่ร้านบันทึกไว้กับคำสั่งซื้อ (order meta)</caption>
  <thead><tr><th scope="col">meta key</th><th scope="col">ค่า</th></tr></thead>
  <tbody>
    ${rows}
  </tbody>
</table>`;
}

export function orderReceivedContent(order: PlacedOrder): string {
  return `<div class="woocommerce"><div class="woocommerce-order">
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="status">ขอบคุณ เราได้รับคำสั่งซื้อของคุณแล้ว</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
  <li class="woocommerce-order-overview__order order">หมายเลขคำสั่งซื้อ: <strong data-talat-order-number>${order.id}</strong></li>
  <li class="woocommerce-order-overview__total total">ยอดรวม: <strong>${esc(formatAmount(order.total))}</strong></li>
  <li class="woocommerce-order-overview__payment-method method">ชำระเงินโดย: <strong>โอนเงินผ่านธนาคาร</strong></li>
  <li>ชำระผ่าน: <strong data-talat-checkout-kind>${order.checkout === 'block' ? 'บล็อกชำระเงิน (block checkout)' : 'ฟอร์มชำระเงิน (classic checkout)'}</strong></li>
</ul>
${attributionBox(order.attribution)}
${recordedTable(order.attribution)}
</div></div>`;
}
