// @vitest-environment jsdom
import { createFakeShop, seedDemoWishlists, visitorWishlists, wishlistManageMarkup } from '@talat/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { choose, deferred, startActions } from './actions-fixtures';
import { $, settle, stopPages } from './test-fixtures';

// §2.10 manage-wishlists table / §7 save_privacy (page/privacy.ts).

afterEach(stopPages);

const FAILED = 'บันทึกการแสดงผลไม่สำเร็จ กลับไปใช้ค่าเดิมแล้ว กรุณาลองอีกครั้ง';
const REFUSED = 'เปลี่ยนการแสดงผลของรายการนี้ไม่ได้ กลับไปใช้ค่าเดิมแล้ว';

function printManagePage() {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  document.body.innerHTML = `<main>${wishlistManageMarkup(shop, 'me')}</main>`;
  const gift = visitorWishlists(shop, 'me').find((w) => !w.isDefault)!;
  return { giftId: String(gift.id) };
}

const select = (id: string) => $<HTMLSelectElement>(`[data-wishlist-id="${id}"] select.wishlist-visibility`);
const messageOf = (field: Element) => document.getElementById(field.getAttribute('aria-describedby') ?? '');
type Reply = { result: boolean; fragments?: Record<string, string> };

describe('wishlist manage table: visibility (§7 save_privacy)', () => {
  it('saves on change with the list id, the value and the fragments, and confirms politely', async () => {
    const { giftId } = printManagePage();
    const { calls, notices } = startActions({ print: false });
    expect(select(giftId).value).toBe('1');
    choose(select(giftId), '2');
    expect(calls.savePrivacy).toHaveBeenCalledWith(
      { nonce: 'n-privacy', wishlist_id: giftId, privacy: '2', fragments: undefined },
      { signal: expect.any(AbortSignal) },
    );
    expect($(`[data-wishlist-id="${giftId}"]`)).toHaveAttribute('aria-busy', 'true');
    await settle();
    expect(select(giftId).value).toBe('2');
    expect($(`[data-wishlist-id="${giftId}"]`)).not.toHaveAttribute('aria-busy');
    expect(notices.$notice.get()).toMatchObject({ kind: 'success', text: 'บันทึกการแสดงผลของ “ของขวัญปีใหม่” เป็น “ส่วนตัว” แล้ว' });
  });

  it.each([
    ['result false', () => Promise.resolve({ result: false }), REFUSED],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')), FAILED],
    ['a 500, junk JSON or a time-out', () => Promise.reject(Object.assign(new Error('timeout'), { kind: 'timeout' })), FAILED],
  ])('on %s puts back the value the server has, with a Thai message next to the select', async (_name, outcome, text) => {
    const { giftId } = printManagePage();
    const { calls } = startActions({ print: false });
    calls.savePrivacy.mockImplementationOnce(outcome);
    choose(select(giftId), '0');
    await settle();
    expect(select(giftId).value).toBe('1');
    expect(select(giftId)).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(select(giftId))).toHaveTextContent(text);
    // A later save that works clears it and becomes the value to go back to.
    choose(select(giftId), '2');
    expect(select(giftId)).not.toHaveAttribute('aria-invalid');
    await settle();
    calls.savePrivacy.mockResolvedValueOnce({ result: false });
    choose(select(giftId), '0');
    await settle();
    expect(select(giftId).value).toBe('2');
  });

  it('a late reply for an earlier change never overrides a newer one', async () => {
    const { giftId } = printManagePage();
    const { calls, notices } = startActions({ print: false });
    const first = deferred<Reply>();
    const second = deferred<Reply>();
    calls.savePrivacy.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    choose(select(giftId), '0');
    choose(select(giftId), '2');
    const [, firstOptions] = calls.savePrivacy.mock.calls[0]!;
    expect(firstOptions?.signal?.aborted).toBe(true);
    second.resolve({ result: true });
    await settle();
    first.resolve({ result: false });
    await settle();
    expect(select(giftId).value).toBe('2');
    expect(select(giftId)).not.toHaveAttribute('aria-invalid');
    expect(notices.$notice.get()).toMatchObject({ kind: 'success' });
  });
});
