import { describe, expect, it } from 'vitest';
import { BASE } from '../../test-fixtures';
import { createFakeWordPress } from '../../wordpress';
import { addWishlistItem } from '../add-item';
import { estimateRequests } from '../estimates';
import { callJson, LOT, visitor, wishlistShop } from '../test-fixtures';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', quantity: '50', now: 1 }).wishlist!;
  return { shop, list };
}

const TEMPLATE =
  "<div class='yith-wcwl-popup-content'><i class='fa fa-envelope-o heading-icon'></i><h3>ส่งคำขอของคุณแล้ว<br/>ขอบคุณค่ะ!</h3>" +
  '<p><p class="ask-an-estimate-confirmation">เราจะตอบกลับโดยเร็วที่สุด หากมีคำถามเพิ่มเติม ติดต่อฝ่ายบริการลูกค้าได้ที่ ' +
  '<a href="mailto:sales@talat-demo.test">sales@talat-demo.test</a></p></p></div>';

describe('§7 Wishlist: ask_an_estimate', () => {
  it('sends the request and answers { result: true, message, template }', async () => {
    const { shop, list } = setup();
    const reply = await callJson(shop, 'ask_an_estimate', { ask_an_estimate: list.token, reply_email: 'somchai@example.co.th', additional_notes: 'ขอราคาส่ง 500 ชิ้น' });
    expect(reply).toEqual({ result: true, message: 'ส่งคำขอใบเสนอราคาแล้ว', template: TEMPLATE });
    expect(estimateRequests(shop)).toEqual([
      { wishlistToken: list.token, replyEmail: 'somchai@example.co.th', additionalNotes: 'ขอราคาส่ง 500 ชิ้น', fields: {}, items: [{ productId: LOT.id, quantity: 50 }] },
    ]);
  });

  it('takes the form multipart too (a popup with attachments)', async () => {
    const { shop, list } = setup();
    const body = new FormData();
    for (const [name, value] of [['action', 'ask_an_estimate'], ['nonce', shop.settings.nonces.yith_wcwl_ask_an_estimate_nonce!], ['context', 'frontend'], ['ask_an_estimate', list.token], ['reply_email', 'a@b.th']]) {
      body.append(name!, value!);
    }
    body.append('attachment', new File(['pdf'], 'brief.pdf', { type: 'application/pdf' }));
    const request = new Request(`${BASE}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: { Cookie: visitor('me') } });
    expect(await (await createFakeWordPress(shop).handle(request))!.json()).toMatchObject({ result: true });
  });

  it('asks a guest for an email: { result: false, message, template: "" }', async () => {
    const { shop, list } = setup();
    expect(await callJson(shop, 'ask_an_estimate', { ask_an_estimate: list.token, reply_email: '' })).toEqual({
      result: false,
      message: 'กรุณากรอกอีเมลที่ถูกต้อง เพื่อให้เราติดต่อกลับได้',
      template: '',
    });
    expect(estimateRequests(shop)).toEqual([]);
  });

  it("answers { result: false, message } for an unknown list or someone else's, and { result: false } for a refused nonce", async () => {
    const { shop, list } = setup();
    const error = { result: false, message: 'เกิดข้อผิดพลาดระหว่างดำเนินการ กรุณาลองใหม่ภายหลัง' };
    expect(await callJson(shop, 'ask_an_estimate', { ask_an_estimate: 'false', reply_email: 'a@b.th' })).toEqual(error);
    expect(await callJson(shop, 'ask_an_estimate', { ask_an_estimate: list.token, reply_email: 'a@b.th' }, { session: 'you' })).toEqual(error);
    expect(await callJson(shop, 'ask_an_estimate', { ask_an_estimate: list.token, reply_email: 'a@b.th' }, { nonce: 'stale' })).toEqual({ result: false });
    expect(estimateRequests(shop)).toEqual([]);
  });
});
