// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalatRequestError } from '@talat/client';
import { UNIT_TAG } from '../test-fixtures';
import { form, input, mountFixture, submitButton, type MountedForm } from './test-fixtures';

// Issue 11, part 6: on a page from a full-page cache, a captcha refill that fails is said at the
// captcha, in Thai, with a button that asks again; the stale picture is never left broken, and a
// submission is kept back instead of being refused as a wrong answer.

let mounted: MountedForm;
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => mounted.unmount());

const image = () => form().querySelector<HTMLImageElement>('img.wpcf7-captchac')!;
const notice = () => document.querySelector<HTMLElement>('.talat-cf-captcha-notice')!;
const noticeText = () => notice().querySelector('[role="status"]')!.textContent;
const retryButton = () => screen.queryByRole('button', { name: 'โหลดภาพใหม่' });
const NOTICE_ID = `${UNIT_TAG}-captcha-notice-1`;
const NEW_PICTURE = { captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/777.png' } };

const HTTP_500 = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับด้วยรหัส 500 กรุณากด "โหลดภาพใหม่"';
const OFFLINE = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ คุณอาจออฟไลน์อยู่ ตรวจสอบการเชื่อมต่อแล้วกด "โหลดภาพใหม่"';
const TIMEOUT = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบช้าเกินไป กรุณากด "โหลดภาพใหม่"';
const BAD_REPLY = 'โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับไม่ถูกต้อง กรุณากด "โหลดภาพใหม่"';
const LOADING = 'กำลังโหลดภาพตัวอักษรยืนยันใหม่…';
const NOT_SENT = 'ยังไม่ได้ส่งข้อความ ข้อมูลที่กรอกยังอยู่ครบ';

async function failFirstRefill(how: { error?: unknown; reply?: unknown }) {
  mounted = await mountFixture({ cached: true, captcha: true });
  expect(mounted.script.calls.refill).toHaveBeenCalledOnce();
  const first = mounted.script.refills[0]!;
  await act(async () => ('error' in how ? first.reject(how.error) : first.resolve(how.reply as undefined)));
}

describe('contact form: a cached page whose captcha refill fails', () => {
  it('while the first refill loads, the stale picture keeps its room but is not shown, and nothing is said', async () => {
    mounted = await mountFixture({ cached: true, captcha: true });
    expect(image().classList.contains('talat-cf-captcha-waiting')).toBe(true);
    expect(image().hidden).toBe(false);
    expect(noticeText()).toBe('');
    expect(retryButton()).toBeNull();
    await act(async () => mounted.script.refills[0]!.resolve(NEW_PICTURE));
    expect(image().getAttribute('src')).toBe('/wp-content/uploads/wpcf7_captcha/777.png');
    expect(input('_wpcf7_captcha_challenge_captcha-1').value).toBe('777');
    expect(image().classList.contains('talat-cf-captcha-waiting')).toBe(false);
    expect(noticeText()).toBe('');
    expect(input('captcha-1').hasAttribute('aria-describedby')).toBe(false);
  });

  it.each([
    ['HTTP 500', { error: new TalatRequestError({ kind: 'http', status: 500, message: 'x' }) }, HTTP_500],
    ['offline', { error: new TalatRequestError({ kind: 'network', message: 'x' }) }, OFFLINE],
    ['a time-out', { error: new TalatRequestError({ kind: 'timeout', message: 'x' }) }, TIMEOUT],
    ['junk JSON', { error: new TalatRequestError({ kind: 'invalid-json', message: 'x' }) }, BAD_REPLY],
    ['an empty answer', { reply: undefined }, BAD_REPLY],
  ])('%s: says so beside the captcha, in place of its picture, with a retry button', async (_, how, text) => {
    await failFirstRefill(how);
    expect(noticeText()).toBe(text);
    expect(notice().previousElementSibling).toBe(image());
    expect(image().hidden).toBe(true);
    expect(image().classList.contains('talat-cf-captcha-gone')).toBe(true);
    expect(retryButton()).not.toBeNull();
    expect(retryButton()!.getAttribute('type')).toBe('button');
    expect(input('captcha-1').getAttribute('aria-describedby')).toBe(NOTICE_ID);
    expect(input('captcha-1')).toHaveAccessibleDescription(text);
    expect(form().getAttribute('data-status')).toBe('init');
  });

  it('the retry button asks again: loading, then the new picture, and focus goes to the answer box', async () => {
    await failFirstRefill({ error: new TalatRequestError({ kind: 'http', status: 500, message: 'x' }) });
    input('quiz-1').value = '2';
    retryButton()!.focus();
    act(() => void fireEvent.click(retryButton()!));
    expect(mounted.script.calls.refill).toHaveBeenCalledTimes(2);
    expect(noticeText()).toBe(LOADING);
    // The button stays where it was, marked busy; a second press asks nothing more.
    expect(retryButton()!.getAttribute('aria-disabled')).toBe('true');
    act(() => void fireEvent.click(retryButton()!));
    expect(mounted.script.calls.refill).toHaveBeenCalledTimes(2);
    await act(async () => mounted.script.refills[1]!.resolve({ ...NEW_PICTURE, quiz: { 'quiz-1': ['9+9=?', 'h18'] } }));
    expect(image().hidden).toBe(false);
    expect(image().getAttribute('src')).toBe('/wp-content/uploads/wpcf7_captcha/777.png');
    expect(noticeText()).toBe('ได้ภาพใหม่แล้ว กรอกตัวอักษรที่เห็นในภาพ');
    expect(retryButton()).toBeNull();
    expect(document.activeElement).toBe(input('captcha-1'));
    // The quiz answer the shopper typed stays: only the picture was asked for.
    expect(input('quiz-1').value).toBe('2');
    expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('1+1=?');
  });

  it('a retry that fails again says the new reason', async () => {
    await failFirstRefill({ error: new TalatRequestError({ kind: 'http', status: 500, message: 'x' }) });
    act(() => void fireEvent.click(retryButton()!));
    await act(async () => mounted.script.refills[1]!.reject(new TalatRequestError({ kind: 'network', message: 'x' })));
    expect(noticeText()).toBe(OFFLINE);
    expect(image().hidden).toBe(true);
  });

  it('Send is kept back: not sent, the shopper is taken to the captcha, told why, and a new picture is asked for', async () => {
    await failFirstRefill({ error: new TalatRequestError({ kind: 'timeout', message: 'x' }) });
    input('your-name').value = 'สมใจ ใจดี';
    input('captcha-1').value = 'ABCD';
    act(() => void fireEvent.click(input('accept-terms')));
    act(() => void fireEvent.click(submitButton()));
    expect(mounted.script.calls.submitFeedback).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input('captcha-1'));
    expect(noticeText()).toBe(`${NOT_SENT} ${LOADING}`);
    expect(mounted.script.calls.refill).toHaveBeenCalledTimes(2);
    await act(async () => mounted.script.refills[1]!.reject(new TalatRequestError({ kind: 'http', status: 503, message: 'x' })));
    expect(noticeText()).toBe(`${NOT_SENT} โหลดภาพตัวอักษรยืนยันไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับด้วยรหัส 503 กรุณากด "โหลดภาพใหม่"`);
    expect(input('your-name').value).toBe('สมใจ ใจดี');
    act(() => void fireEvent.click(retryButton()!));
    await act(async () => mounted.script.refills[2]!.resolve(NEW_PICTURE));
    expect(noticeText()).toBe('ได้ภาพใหม่แล้ว กรอกตัวอักษรที่เห็นในภาพ แล้วส่งข้อความอีกครั้ง');
    // The letters typed for the broken picture are cleared with it; the new ones go.
    expect(input('captcha-1').value).toBe('');
    input('captcha-1').value = 'WXYZ';
    act(() => void fireEvent.click(submitButton()));
    expect(mounted.script.calls.submitFeedback).toHaveBeenCalledOnce();
    const sent = mounted.script.calls.submitFeedback.mock.calls[0]![1];
    expect([sent.get('captcha-1'), sent.get('_wpcf7_captcha_challenge_captcha-1'), sent.get('your-name')]).toEqual(['WXYZ', '777', 'สมใจ ใจดี']);
    expect(noticeText()).toBe('');
  });

  it('unmount gives the picture back as printed and removes the notice', async () => {
    await failFirstRefill({ error: new TalatRequestError({ kind: 'network', message: 'x' }) });
    mounted.unmount();
    mounted = { script: mounted.script, unmount: () => undefined };
    expect(document.querySelector('.talat-cf-captcha-notice')).toBeNull();
  });

  it('a page not from a cache says nothing about the captcha and never holds Send', async () => {
    mounted = await mountFixture({ captcha: true });
    expect(mounted.script.calls.refill).not.toHaveBeenCalled();
    expect(image().classList.contains('talat-cf-captcha-waiting')).toBe(false);
    act(() => void fireEvent.click(input('accept-terms')));
    act(() => void fireEvent.click(submitButton()));
    expect(mounted.script.calls.submitFeedback).toHaveBeenCalledOnce();
    expect(noticeText()).toBe('');
  });
});
