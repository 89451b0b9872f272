import { describe, expect, it } from 'vitest';
import { addWishlistItem } from './add-item';
import { askForEstimate, estimateRequests } from './estimates';
import { LOT, wishlistShop } from './test-fixtures';

function setup() {
  const shop = wishlistShop();
  const list = addWishlistItem(shop, { sessionId: 'me', productId: String(LOT.id), wishlistId: '', quantity: '30', now: 1 }).wishlist!;
  return { shop, list };
}

describe('ask_an_estimate', () => {
  it('keeps the request with the list items and the extra fields of the form', () => {
    const { shop, list } = setup();
    const outcome = askForEstimate(shop, 'me', {
      action: 'ask_an_estimate',
      nonce: 'n',
      context: 'frontend',
      ask_an_estimate: list.token,
      reply_email: ' somchai@example.co.th ',
      additional_notes: 'ขอราคาส่ง',
      company: 'ร้านสมชาย',
    });
    const request = { wishlistToken: list.token, replyEmail: 'somchai@example.co.th', additionalNotes: 'ขอราคาส่ง', fields: { company: 'ร้านสมชาย' }, items: [{ productId: LOT.id, quantity: 30 }] };
    expect(outcome).toEqual({ sent: true, request });
    expect(estimateRequests(shop)).toEqual([request]);
  });

  it('asks a guest for a usable email', () => {
    const { shop, list } = setup();
    for (const reply_email of [undefined, '', 'not-an-email']) {
      const fields: Record<string, string> = { ask_an_estimate: list.token };
      if (reply_email !== undefined) fields.reply_email = reply_email;
      expect(askForEstimate(shop, 'me', fields)).toEqual({ sent: false, reason: 'email', message: 'กรุณากรอกอีเมลที่ถูกต้อง เพื่อให้เราติดต่อกลับได้' });
    }
    expect(estimateRequests(shop)).toEqual([]);
  });

  it("refuses an unknown list and someone else's", () => {
    const { shop, list } = setup();
    for (const [session, token] of [['me', 'false'], ['me', ''], ['me', 'NOPE'], ['you', list.token]] as const) {
      expect(askForEstimate(shop, session, { ask_an_estimate: token, reply_email: 'a@b.th' })).toMatchObject({ sent: false, reason: 'list' });
    }
  });
});
