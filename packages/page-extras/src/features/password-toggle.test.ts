// @vitest-environment jsdom
import { createTranslator } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageExtrasMessages } from '../messages';
import { startPasswordToggle } from './password-toggle';

// §2.2 Password fields, on WooCommerce's login form (myaccount/form-login.php) and the
// checkout's account field (a `.woocommerce-input-wrapper` span around the input).

const t = createTranslator(pageExtrasMessages, 'th');
let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
});

const LOGIN = `<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
  <label for="password">รหัสผ่าน</label>
  <input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password">
  <button type="submit" class="woocommerce-button button" name="login" value="Log in">เข้าสู่ระบบ</button>
</form></div>`;

const start = () => {
  undo = startPasswordToggle({ doc: document, win: window, config: {}, t });
};
const field = () => document.querySelector<HTMLInputElement>('#password')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.show-password-input')!;

describe('password toggle', () => {
  it('does nothing on a page without a WooCommerce form', () => {
    document.body.innerHTML = '<form><input type="password"></form>';
    expect(startPasswordToggle({ doc: document, win: window, config: {}, t })).toBeUndefined();
  });

  it('wraps the field in span.password-input and adds a real button with a Thai name, not pressed', () => {
    document.body.innerHTML = LOGIN;
    start();
    expect(field().parentElement!.className).toBe('password-input');
    expect(toggle().type).toBe('button');
    expect(toggle().getAttribute('aria-label')).toBe('แสดงรหัสผ่าน');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe('password');
    expect(toggle().previousElementSibling).toBe(field());
  });

  it('pressing shows the password (aria-pressed=true), pressing again hides it; the name stays', () => {
    document.body.innerHTML = LOGIN;
    start();
    toggle().click();
    expect(field().type).toBe('text');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().classList.contains('display-password')).toBe(true);
    toggle().click();
    expect(field().type).toBe('password');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('แสดงรหัสผ่าน');
  });

  it('keeps the caret where it was and focus in the field', () => {
    document.body.innerHTML = LOGIN;
    start();
    field().value = 'รหัสลับ123';
    field().focus();
    field().setSelectionRange(3, 3);
    toggle().focus();
    toggle().click();
    expect(document.activeElement).toBe(field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([3, 3]);
    field().setSelectionRange(2, 5);
    toggle().click();
    expect([field().selectionStart, field().selectionEnd]).toEqual([2, 5]);
  });

  it('never submits the form', () => {
    document.body.innerHTML = LOGIN;
    start();
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submit);
    toggle().click();
    toggle().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('a form sent with the password shown sends it from a password field (no clear text in form history)', () => {
    document.body.innerHTML = LOGIN;
    start();
    toggle().click();
    expect(field().type).toBe('text');
    const seen: string[] = [];
    document.querySelector('form')!.addEventListener('submit', (event) => {
      seen.push(field().type);
      event.preventDefault();
    });
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(seen).toEqual(['password']);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(toggle().classList.contains('display-password')).toBe(false);
  });

  it("uses the checkout's span around the field as the wrapper", () => {
    document.body.innerHTML = `<div class="woocommerce"><form class="checkout"><p class="form-row"><span class="woocommerce-input-wrapper"><input type="password" class="input-text" id="account_password"></span></p></form></div>`;
    start();
    const input = document.querySelector<HTMLInputElement>('#account_password')!;
    expect(input.parentElement!.className).toBe('woocommerce-input-wrapper password-input');
    undo?.();
    undo = undefined;
    expect(input.parentElement!.className).toBe('woocommerce-input-wrapper');
    expect(document.querySelector('.show-password-input')).toBeNull();
  });

  it('a password field inserted later gets its toggle too, once', async () => {
    document.body.innerHTML = '<div class="woocommerce"><form class="register"></form></div>';
    start();
    document.querySelector('form')!.insertAdjacentHTML('beforeend', '<input type="password" id="reg_password" class="woocommerce-Input">');
    await vi.waitFor(() => expect(document.querySelectorAll('.show-password-input')).toHaveLength(1));
    document.querySelector('form')!.append(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll('.show-password-input')).toHaveLength(1);
  });

  it('a shopper already typing in the field when the chunk comes keeps focus and caret through the wrapping', () => {
    document.body.innerHTML = LOGIN;
    field().value = 'รหัสลับ';
    field().focus();
    field().setSelectionRange(2, 4);
    start();
    expect(field().parentElement!.className).toBe('password-input');
    expect(document.activeElement).toBe(field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([2, 4]);
  });

  it('a field inserted later and focused at once keeps focus through the wrapping', async () => {
    document.body.innerHTML = '<div class="woocommerce"><form class="register"></form></div>';
    start();
    document.querySelector('form')!.insertAdjacentHTML('beforeend', '<input type="password" id="reg_password" class="woocommerce-Input">');
    const input = document.querySelector<HTMLInputElement>('#reg_password')!;
    input.focus();
    await vi.waitFor(() => expect(document.querySelectorAll('.show-password-input')).toHaveLength(1));
    expect(document.activeElement).toBe(input);
  });

  it('the undo keeps focus in the field it unwraps', () => {
    document.body.innerHTML = LOGIN;
    start();
    field().value = 'abc';
    field().focus();
    field().setSelectionRange(1, 1);
    undo?.();
    undo = undefined;
    expect(document.activeElement).toBe(field());
    expect(field().selectionStart).toBe(1);
  });

  it('the undo removes the button and the wrapper and shows the field as a password again', () => {
    document.body.innerHTML = LOGIN;
    start();
    toggle().click();
    undo?.();
    undo = undefined;
    expect(document.querySelector('.show-password-input, .password-input')).toBeNull();
    expect(field().type).toBe('password');
    expect(field().parentElement!.tagName).toBe('FORM');
  });
});
