// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS, createTranslator } from '@talat/core';
import { pageExtrasMessages } from '../../messages';
import { ANNOUNCE_DELAY_MS, TOAST_EVENT, readToastDetail, startToasts } from '.';

const t = createTranslator(pageExtrasMessages, 'th');
const HIDE_MS = CONSTANTS.other.toastAutoHideMs;
let undo: (() => void) | undefined;
const raise = (detail: unknown) => document.body.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }));
const toasts = () => [...document.querySelectorAll<HTMLElement>('.talat-toast')];

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main><button id="outside">x</button></main>';
  undo = startToasts({ doc: document, win: window, config: {}, t });
});
afterEach(() => {
  undo?.();
  vi.useRealTimers();
});

describe('readToastDetail', () => {
  it('takes a text message and a known kind (info by default), and refuses anything else', () => {
    expect(readToastDetail([{ message: 'สวัสดี' }])).toEqual({ message: 'สวัสดี', kind: 'info' });
    expect(readToastDetail([{ message: 'x', kind: 'error' }])).toEqual({ message: 'x', kind: 'error' });
    expect(readToastDetail([{ message: 'x', kind: 'weird' }])).toEqual({ message: 'x', kind: 'info' });
    expect(readToastDetail([{ message: '  ' }])).toBeUndefined();
    expect(readToastDetail(['text'])).toBeUndefined();
    expect(readToastDetail([])).toBeUndefined();
  });
});

describe('startToasts (§9 Other: toasts hide after 5000 ms)', () => {
  it('shows a toast as text with a Thai close button, announced politely, and hides it after exactly 5000 ms', () => {
    raise({ message: '<b>เพิ่มสินค้าแล้ว</b>' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.querySelector('p')!.textContent).toBe('<b>เพิ่มสินค้าแล้ว</b>');
    expect(toasts()[0]!.querySelector('b')).toBeNull();
    expect(toasts()[0]!.querySelector('button')!.getAttribute('aria-label')).toBe('ปิดการแจ้งเตือน');
    expect(document.querySelector('.talat-toasts')!.getAttribute('aria-label')).toBe('การแจ้งเตือน');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(document.querySelector('[role=status]')!.textContent).toBe('<b>เพิ่มสินค้าแล้ว</b>');
    expect(document.querySelector('[role=alert]')!.textContent).toBe('');
    vi.advanceTimersByTime(HIDE_MS - ANNOUNCE_DELAY_MS - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('announces errors assertively', () => {
    raise({ message: 'ผิดพลาด', kind: 'error' });
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(document.querySelector('[role=alert]')!.textContent).toBe('ผิดพลาด');
  });

  it('stacks several toasts, each with its own time', () => {
    raise({ message: 'หนึ่ง' });
    vi.advanceTimersByTime(2000);
    raise({ message: 'สอง' });
    expect(toasts().map((toast) => toast.textContent)).toEqual(['หนึ่ง×', 'สอง×']);
    vi.advanceTimersByTime(3000);
    expect(toasts().map((toast) => toast.querySelector('p')!.textContent)).toEqual(['สอง']);
    vi.advanceTimersByTime(2000);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while hovered and resumes with the time it had left', () => {
    raise({ message: 'ค้างไว้' });
    vi.advanceTimersByTime(4000);
    toasts()[0]!.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(30_000);
    expect(toasts()).toHaveLength(1);
    toasts()[0]!.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while focused, until focus leaves the toast', () => {
    raise({ message: 'โฟกัส' });
    const close = toasts()[0]!.querySelector('button')!;
    close.focus();
    vi.advanceTimersByTime(HIDE_MS * 3);
    expect(toasts()).toHaveLength(1);
    document.getElementById('outside')!.focus();
    vi.advanceTimersByTime(HIDE_MS);
    expect(toasts()).toHaveLength(0);
  });

  it('closes from its button, moving focus to the next toast', () => {
    raise({ message: 'หนึ่ง' });
    raise({ message: 'สอง' });
    const [first, second] = toasts();
    first!.querySelector('button')!.focus();
    first!.querySelector('button')!.click();
    expect(toasts()).toEqual([second]);
    expect(document.activeElement).toBe(second!.querySelector('button'));
  });

  it('announces toasts raised together each once, none lost to the next', () => {
    raise({ message: 'หนึ่ง' });
    raise({ message: 'สอง' });
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    const status = document.querySelector('[role=status]')!;
    expect([...status.children].map((line) => line.textContent)).toEqual(['หนึ่ง', 'สอง']);
    raise({ message: 'สาม' });
    expect(status.textContent).toBe('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(status.textContent).toBe('สาม');
  });

  it('gives focus back to where it came from when the last toast is closed from its button', () => {
    raise({ message: 'หนึ่ง' });
    const outside = document.getElementById('outside')!;
    outside.focus();
    toasts()[0]!.querySelector('button')!.focus();
    toasts()[0]!.querySelector('button')!.click();
    expect(toasts()).toHaveLength(0);
    expect(document.activeElement).toBe(outside);
  });

  it('hears jQuery-style arrays and ignores junk', () => {
    document.body.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: [{ message: 'จาก jQuery' }] }));
    raise('not an object');
    raise({ message: 42 });
    expect(toasts().map((toast) => toast.querySelector('p')!.textContent)).toEqual(['จาก jQuery']);
  });

  it('undoes everything: no region, no listener', () => {
    raise({ message: 'x' });
    undo!();
    undo = undefined;
    expect(document.querySelector('.talat-toasts')).toBeNull();
    expect(document.querySelector('[role=status]')).toBeNull();
    raise({ message: 'y' });
    expect(toasts()).toHaveLength(0);
  });
});
