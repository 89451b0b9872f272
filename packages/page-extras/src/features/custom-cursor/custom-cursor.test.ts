// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@talat/core';
import type { PageExtrasContext } from '../../context';
import { pageExtrasMessages } from '../../messages';
import { fakeScrolling, frames } from '../../motion/test-window';
import { overTextEntry } from './cursor-rules';
import { startCustomCursor } from './index';

const context = (): PageExtrasContext => ({ doc: document, win: window, config: {}, t: createTranslator(pageExtrasMessages, 'th') });
let undo: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div class="custom-cursor"></div><p id="text">ข้อความ</p><input id="name"><textarea id="note"></textarea><select id="pick"></select><div id="editor" contenteditable="true"></div><input type="checkbox" id="tick">';
});
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  document.documentElement.className = '';
  vi.useRealTimers();
});
const cursor = () => document.querySelector<HTMLElement>('.custom-cursor')!;
const move = (target: Element, x: number, y: number, pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x, clientY: y, pointerType }));
const on = () => document.documentElement.classList.contains('talat-cursor-on');

describe('startCustomCursor', () => {
  it('does nothing without the theme’s cursor element', () => {
    document.body.innerHTML = '';
    fakeScrolling(window, { 'pointer: fine': true });
    expect(startCustomCursor(context())).toBeUndefined();
  });

  it('follows a fine pointer with a transform once per frame, hidden from assistive technology', () => {
    fakeScrolling(window, { 'pointer: fine': true });
    undo = startCustomCursor(context());
    expect(on()).toBe(true);
    expect(cursor().getAttribute('aria-hidden')).toBe('true');
    const text = document.querySelector('#text')!;
    move(text, 10, 20);
    move(text, 30, 40);
    expect(cursor().style.transform).toBe('');
    frames();
    expect(cursor().style.transform).toBe('translate3d(30px,40px,0)');
    expect(cursor().classList.contains('is-shown')).toBe(true);
  });

  it('is off for a coarse pointer and with reduced motion, and follows a change of either', () => {
    const media = fakeScrolling(window, { 'pointer: fine': false });
    undo = startCustomCursor(context());
    expect(on()).toBe(false);
    media.setMedia('pointer: fine', true);
    expect(on()).toBe(true);
    media.setMedia('prefers-reduced-motion: reduce', true);
    expect(on()).toBe(false);
    move(document.querySelector('#text')!, 5, 5);
    frames();
    expect(cursor().style.transform).toBe('');
  });

  it('hides over text inputs, textareas, selects and contenteditable (the system cursor stays there), not over a checkbox', () => {
    fakeScrolling(window, { 'pointer: fine': true });
    undo = startCustomCursor(context());
    for (const id of ['name', 'note', 'pick', 'editor']) {
      expect(overTextEntry(document.getElementById(id))).toBe(true);
      move(document.getElementById(id)!, 1, 1);
      expect(cursor().classList.contains('is-shown')).toBe(false);
    }
    expect(overTextEntry(document.getElementById('tick'))).toBe(false);
    move(document.getElementById('tick')!, 1, 1);
    expect(cursor().classList.contains('is-shown')).toBe(true);
  });

  it('keeps the system cursor over text entry and the text inside an editable region, hides it elsewhere (the stylesheet)', () => {
    fakeScrolling(window, { 'pointer: fine': true });
    document.querySelector('#editor')!.innerHTML = '<p id="inside">ย่อหน้าที่แก้ไขได้</p>';
    undo = startCustomCursor(context());
    const cursorOver = (id: string) => getComputedStyle(document.getElementById(id)!).cursor;
    expect(cursorOver('text')).toBe('none');
    expect(cursorOver('tick')).toBe('none');
    for (const id of ['name', 'note', 'pick', 'editor', 'inside']) expect(cursorOver(id), id).toBe('auto');
    expect(overTextEntry(document.getElementById('inside'))).toBe(true);
  });

  it('hides when the pointer enters an iframe (its own document shows its own cursor), and shows again back on the page', () => {
    document.body.insertAdjacentHTML('beforeend', '<iframe id="map" title="แผนที่ร้าน"></iframe>');
    fakeScrolling(window, { 'pointer: fine': true });
    undo = startCustomCursor(context());
    move(document.querySelector('#text')!, 1, 1);
    expect(cursor().classList.contains('is-shown')).toBe(true);
    document.querySelector('#map')!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(cursor().classList.contains('is-shown')).toBe(false);
    move(document.querySelector('#text')!, 2, 2);
    expect(cursor().classList.contains('is-shown')).toBe(true);
  });

  it('hides when the pointer leaves the window, ignores touch, and undo restores everything', () => {
    fakeScrolling(window, { 'pointer: fine': true });
    const stop = startCustomCursor(context())!;
    move(document.querySelector('#text')!, 1, 1);
    document.documentElement.dispatchEvent(new PointerEvent('pointerleave'));
    expect(cursor().classList.contains('is-shown')).toBe(false);
    move(document.querySelector('#text')!, 9, 9, 'touch');
    expect(cursor().classList.contains('is-shown')).toBe(false);
    stop();
    expect(on()).toBe(false);
    expect(cursor().outerHTML).toBe('<div class="custom-cursor"></div>');
  });
});
