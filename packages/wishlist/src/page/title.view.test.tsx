// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $, click, FORM_KEY, formOptions, formReply, key, settle, startPage, stopPages, token } from './test-fixtures';

// §2.10 / §5 / §7 save_title on the fake's title block (research §4.6): open, Enter saves,
// Escape cancels, an empty title or a falsy result marks the field invalid, the title as text.

afterEach(stopPages);

const TITLE = 'รายการโปรดของฉัน';
const EMPTY = 'ชื่อรายการโปรดต้องไม่ว่าง';
const REFUSED = 'บันทึกชื่อนี้ไม่ได้ กรุณาตรวจสอบชื่อแล้วลองอีกครั้ง';
const FAILED = 'บันทึกชื่อรายการโปรดไม่สำเร็จ ชื่อที่พิมพ์ยังอยู่ กรุณาลองอีกครั้ง';

const pencil = () => $('.wishlist-title .show-title-form');
const heading = () => $('.wishlist-title h2');
const form = () => $('.hidden-title-form');
const field = () => $<HTMLInputElement>('.hidden-title-form input[name="wishlist_name"]');
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

function type(value: string): void {
  field().value = value;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

describe('wishlist page: the title (§7 save_title)', () => {
  it('makes the pencil a button a keyboard reaches, names the icon-only save and cancel, and opens the form on it or on the title', () => {
    startPage();
    expect(pencil()).toHaveAttribute('role', 'button');
    expect(pencil()).toHaveAttribute('tabindex', '0');
    expect($('.save-title-form')).toHaveAccessibleName('บันทึกชื่อ');
    expect($('.hide-title-form')).toHaveAccessibleName('ยกเลิกการแก้ไขชื่อ');

    pencil().focus();
    expect(key(pencil(), 'Enter').defaultPrevented).toBe(true);
    expect(form().style.display).toBe('inline-block');
    expect($('.wishlist-title').style.display).toBe('none');
    expect(document.activeElement).toBe(field());

    key(field(), 'Escape');
    click(heading());
    expect(form().style.display).toBe('inline-block');
    expect(document.activeElement).toBe(field());
  });

  it('Escape cancels: nothing sent, the title as it was, focus back on the pencil', () => {
    const { calls } = startPage();
    click(pencil());
    type('ชื่อใหม่');
    expect(key(field(), 'Escape').defaultPrevented).toBe(true);
    expect(calls.saveTitle).not.toHaveBeenCalled();
    expect(form().style.display).toBe('none');
    expect($('.wishlist-title').style.display).toBe('');
    expect(heading()).toHaveTextContent(TITLE);
    expect(field().value).toBe(TITLE);
    expect(document.activeElement).toBe(pencil());
  });

  it('an empty title marks the field invalid in Thai and sends nothing; typing a title takes it away', () => {
    const { calls } = startPage();
    click(pencil());
    type('   ');
    expect(key(field(), 'Enter').defaultPrevented).toBe(true);
    click($('.save-title-form'));
    expect(calls.saveTitle).not.toHaveBeenCalled();
    expect(form()).toHaveClass('woocommerce-invalid');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field())).toBe(EMPTY);
    expect(document.activeElement).toBe(field());
    type('ของใช้');
    expect(form()).not.toHaveClass('woocommerce-invalid');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('.talat-wishlist-field-message')).toBeNull();
  });

  it("Enter saves: the list's #wishlist_id, the title and every fragment; the title shown, the form closed, the reply's form in, focus on its pencil", async () => {
    const { calls, notices } = startPage();
    const renamed = 'ของใช้ในห้องน้ำ';
    calls.saveTitle.mockResolvedValueOnce({
      result: true,
      fragments: formReply((replied) => {
        replied.querySelector('.wishlist-title h2')!.textContent = renamed;
        replied.querySelector<HTMLInputElement>('input[name="wishlist_name"]')!.setAttribute('value', renamed);
      }),
    });
    const before = pencil();
    click(pencil());
    type(renamed);
    key(field(), 'Enter');
    expect(calls.saveTitle).toHaveBeenCalledWith({ nonce: 'n-title', wishlist_id: token(), title: renamed, fragments: { [FORM_KEY]: formOptions() } });
    expect($<HTMLInputElement>('#wishlist_id').value).toBe(token());
    await waitFor(() => expect(notices.$notice.get()).toMatchObject({ kind: 'success', text: 'บันทึกชื่อรายการโปรดแล้ว' }));
    expect(pencil()).not.toBe(before);
    expect(document.activeElement).toBe(pencil());
    expect(heading()).toHaveTextContent(renamed);
    // The reply's block, as the server prints it: the title shown, the form left to the stylesheet that hides it.
    expect(form().style.display).toBe('');
    expect($('.wishlist-title').style.display).toBe('');
    // The new block is upgraded too.
    expect(pencil()).toHaveAttribute('role', 'button');
  });

  it('writes the title as text, never as markup', async () => {
    const { calls } = startPage();
    calls.saveTitle.mockResolvedValueOnce({ result: true });
    click(pencil());
    type('<img src=x onerror=alert(1)>');
    click($('.save-title-form'));
    await settle();
    expect(heading().textContent).toBe('<img src=x onerror=alert(1)>');
    expect(heading().querySelector('img')).toBeNull();
  });

  it('a falsy result marks the field invalid with a Thai message and keeps the form open with what was typed', async () => {
    const { calls } = startPage();
    calls.saveTitle.mockResolvedValueOnce({ result: false });
    click(pencil());
    type('x'.repeat(70000));
    key(field(), 'Enter');
    await settle();
    expect(form()).toHaveClass('woocommerce-invalid');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field())).toBe(REFUSED);
    expect(field().value).toHaveLength(70000);
    expect(form().style.display).toBe('inline-block');
    expect(heading()).toHaveTextContent(TITLE);
  });

  it('a failed call says so in Thai at the field, and a second Enter sends again', async () => {
    const { calls } = startPage();
    calls.saveTitle.mockRejectedValueOnce(new Error('offline'));
    click(pencil());
    type('ของขวัญ');
    key(field(), 'Enter');
    // A second Enter while the first is on its way sends nothing.
    key(field(), 'Enter');
    expect(calls.saveTitle).toHaveBeenCalledTimes(1);
    await settle();
    expect(messageOf(field())).toBe(FAILED);
    expect(field().value).toBe('ของขวัญ');
    key(field(), 'Enter');
    expect(calls.saveTitle).toHaveBeenCalledTimes(2);
    await settle();
    expect(heading()).toHaveTextContent('ของขวัญ');
  });
});
