// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_GRACE_MS } from '../dom/pointer-hold';
import { UNIT_TAG } from '../test-fixtures';
import { form, input, mountFixture, submitButton, typeAndLeave, wrapOf, type MountedForm } from './test-fixtures';

// Issue 11, part 3: the tip is CF7's own span, straight in the wrap; and a re-validation while a
// pointer is down waits for the click, so Send never moves out from under the pointer.

let mounted: MountedForm;
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.useRealTimers();
  mounted.unmount();
});

const tipsIn = (name: string) => [...wrapOf(name).querySelectorAll('.wpcf7-not-valid-tip')];

describe('contact form: the tip is the one CF7 prints', () => {
  it('is a span.wpcf7-not-valid-tip, aria-hidden, directly inside the control wrap, with no wrapper of ours', async () => {
    mounted = await mountFixture();
    // Nothing is added to a valid field's wrap: no empty slot that could take room.
    expect(wrapOf('your-email').children).toHaveLength(1);
    act(() => typeAndLeave('your-email', 'bad'));
    const [tip] = tipsIn('your-email');
    expect(tip!.parentElement).toBe(wrapOf('your-email'));
    expect(tip!.tagName).toBe('SPAN');
    expect(tip!.getAttribute('aria-hidden')).toBe('true');
    expect(tip!.id).toBe(`${UNIT_TAG}-tip-your-email`);
    expect(tip!.textContent).toBe('รูปแบบอีเมลไม่ถูกต้อง');
    expect(wrapOf('your-email').children).toHaveLength(2);
    // A new error for the same field rewrites the one tip.
    act(() => typeAndLeave('your-email', ''));
    expect(tipsIn('your-email').map((t) => t.textContent)).toEqual(['กรุณากรอกอีเมล']);
    expect(tipsIn('your-email')[0]).toBe(tip);
  });
});

describe('contact form: no layout shift under the pointer', () => {
  async function invalidNameThenPress() {
    mounted = await mountFixture();
    act(() => fireEvent.click(input('accept-terms')));
    act(() => typeAndLeave('your-name', 'ส'));
    expect(tipsIn('your-name').map((t) => t.textContent)).toEqual(['ชื่อสั้นเกินไป']);
    vi.useFakeTimers();
    // The shopper fixes the name, then presses Send: the press blurs the name, whose change re-validates.
    fireEvent.input(input('your-name'), { target: { value: 'สมใจ' } });
    act(() => void fireEvent.pointerDown(submitButton()));
    act(() => void fireEvent.change(input('your-name'), { target: { value: 'สมใจ' } }));
  }

  it('a tip that would go while Send is pressed stays until the click is done; the click sends the form', async () => {
    await invalidNameThenPress();
    expect(tipsIn('your-name')).toHaveLength(1);
    expect(input('your-name').getAttribute('aria-invalid')).toBe('true');
    act(() => void fireEvent.pointerUp(submitButton()));
    act(() => void fireEvent.click(submitButton()));
    expect(mounted.script.calls.submitFeedback).toHaveBeenCalledOnce();
    expect(mounted.script.calls.submitFeedback.mock.calls[0]![1].get('your-name')).toBe('สมใจ');
    act(() => vi.advanceTimersByTime(0));
    expect(tipsIn('your-name')).toHaveLength(0);
    expect(input('your-name').getAttribute('aria-invalid')).toBe('false');
    expect(form().getAttribute('data-status')).toBe('submitting');
  });

  it('a tip that would come while Send is pressed waits as well', async () => {
    mounted = await mountFixture();
    vi.useFakeTimers();
    act(() => void fireEvent.pointerDown(submitButton()));
    act(() => typeAndLeave('your-email', 'bad'));
    expect(tipsIn('your-email')).toHaveLength(0);
    expect(document.querySelectorAll('.screen-reader-response li')).toHaveLength(0);
    act(() => void fireEvent.pointerUp(submitButton()));
    // The press ended off the button (no click): the tip comes after the grace time.
    act(() => vi.advanceTimersByTime(RELEASE_GRACE_MS - 1));
    expect(tipsIn('your-email')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(tipsIn('your-email').map((t) => t.textContent)).toEqual(['รูปแบบอีเมลไม่ถูกต้อง']);
    expect([...document.querySelectorAll('.screen-reader-response li')].map((li) => li.textContent)).toEqual(['กรุณากรอกชื่อ', 'รูปแบบอีเมลไม่ถูกต้อง']);
  });

  it('without a pointer (keyboard), a change shows its tip at once', async () => {
    mounted = await mountFixture();
    act(() => typeAndLeave('your-email', 'bad'));
    expect(tipsIn('your-email')).toHaveLength(1);
  });
});
