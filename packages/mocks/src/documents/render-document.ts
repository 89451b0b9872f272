import { formatDemoBaht } from './money';
import { DEMO_CUSTOMER, type DemoOrder } from '../account/orders';
import { escapeXml } from '../markup/escape';
import { DOCUMENT_TITLES, type DocumentType } from './types';

// A printable document as the plugin's templates print one: a whole HTML page with its own
// <style> (print layout) in the head. Values are escaped as the plugin's templates do.

export function renderDocument(order: DemoOrder, type: DocumentType, number?: number): string {
  const title = `${DOCUMENT_TITLES[type].th} #${order.number}`;
  const numberRow = number ? `<tr><th>เลขที่เอกสาร</th><td class="doc-number">${number}</td></tr>` : '';
  return `<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"><title>${escapeXml(title)}</title>
<style>
body{font-family:sans-serif;color:#222;margin:24px}
.wfte_main{max-width:720px;margin:0 auto}
.wfte_header{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:8px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #ddd}
@media print{@page{size:A4;margin:12mm}body{margin:0}}
</style></head>
<body><div class="wfte_main wfte_${type}">
<div class="wfte_header"><h1 class="wfte_doc_title">${escapeXml(DOCUMENT_TITLES[type].th)}</h1><p class="wfte_company">ร้านตลาดทดลอง</p></div>
<table class="wfte_meta"><tbody>
<tr><th>คำสั่งซื้อ</th><td class="order-number">#${escapeXml(order.number)}</td></tr>${numberRow}
<tr><th>วันที่</th><td>${escapeXml(order.dateIso)}</td></tr>
<tr><th>ลูกค้า</th><td>${escapeXml(DEMO_CUSTOMER.displayName)}</td></tr>
<tr><th>ยอดรวม</th><td class="order-total">${escapeXml(formatDemoBaht(order.total))}</td></tr>
</tbody></table>
</div></body></html>`;
}

/** A document carrying the attack corpus's classics, for the 'print-document' door (e2e). */
export function renderHostileDocument(order: DemoOrder): string {
  return `<!DOCTYPE html><html><head><title>ใบแจ้งหนี้ #${escapeXml(order.number)}</title>
<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">
<script>window.__talatPwned = 'head-script'</script><style>.hostile-ok{color:#060}</style></head>
<body onload="window.__talatPwned='body-onload'"><h1 class="hostile-ok">ใบแจ้งหนี้ #${escapeXml(order.number)}</h1>
<img src="x" onerror="window.__talatPwned='img-onerror'"><svg><script>window.__talatPwned='svg-script'</script></svg>
<iframe srcdoc="<script>parent.__talatPwned='srcdoc'</script>"></iframe>
<a href="javascript:window.__talatPwned='js-link'">link</a>
<form action="https://evil.example/"><button formaction="javascript:alert(1)">x</button></form>
</body></html>`;
}
