import { findOrder } from '../../account/orders';
import { sessionIdFromCookie } from '../../cart/session';
import { defineDocumentRoute } from '../../router/registry';
import { DEMO_REPLY_PARAM, wfDecode } from '../urls';
import { documentState } from '../state';
import { renderDocument, renderHostileDocument } from '../render-document';
import { isDocumentType } from '../types';

// GET {document print URL} (SPEC §7 Order documents; research §1, §4): the document's markup, or
// text/plain carrying an error message (the plugin's "no items" case), or a wp_die page.

const plain = (text: string, status = 200) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

/** The messages the demo's text/plain replies carry (the shop's Thai translation of the plugin's). */
export const DOCUMENT_TEXT_REPLIES = {
  noItems: 'ไม่สามารถพิมพ์ใบรายการสินค้าได้ กรุณาตรวจสอบสินค้าในคำสั่งซื้อ',
  noRefund: 'คำสั่งซื้อนี้ไม่มีการคืนเงิน จึงไม่มีใบลดหนี้',
} as const;

/** The post arg: wf_encode()d on customer links, a plain id on admin links. */
function orderOf(post: string) {
  return findOrder(post) ?? findOrder(wfDecode(post));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

export const printDocument = defineDocumentRoute('print_packinglist', async (request, shop) => {
  const { params } = request;
  const order = orderOf(params.post ?? '');
  const type = (params.type ?? '').replace(/^print_/, '');
  if (!order || !isDocumentType(type)) return html('<p>ไม่พบเอกสารที่ต้องการ</p>', 404);
  const state = documentState(shop);
  // sequential-number.php: the request that creates a number with wt_dont_show_again=1 stores the choice.
  if (params.wt_dont_show_again === '1') state.dontShowAgain.add(sessionIdFromCookie(request.headers.get('Cookie')));
  switch (params[DEMO_REPLY_PARAM]) {
    case 'text':
      return plain(DOCUMENT_TEXT_REPLIES.noItems);
    case '500':
      return html('<p>Internal Server Error</p>', 500);
    case 'junk':
      return html('');
    case 'slow':
      await sleep(3000, request.signal);
      break;
    case 'hostile':
      return html(renderHostileDocument(order));
  }
  if (type === 'packinglist' && order.total === 0) return plain(DOCUMENT_TEXT_REPLIES.noItems);
  if (type === 'creditnote' && !order.hasRefund) return plain(DOCUMENT_TEXT_REPLIES.noRefund);
  // An admin print URL (a manual-number link) creates the number it was asked for.
  const key = `${order.id}:${type}`;
  if (request.url.pathname.startsWith('/wp-admin/') && !state.numbers.has(key)) state.numbers.set(key, state.nextNumber++);
  return html(renderDocument(order, type, state.numbers.get(key)));
});

