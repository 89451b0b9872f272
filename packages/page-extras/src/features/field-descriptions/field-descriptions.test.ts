// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS, createTranslator } from '@talat/core';
import type { PageExtrasContext } from '../../context';
import { pageExtrasMessages } from '../../messages';
import { fakeScrolling } from '../../motion/test-window';
import { startFieldDescriptions } from './index';

const context = (): PageExtrasContext => ({ doc: document, win: window, config: {}, t: createTranslator(pageExtrasMessages, 'th') });
const ROW = (id: string) =>
  `<p class="form-row"><label for="${id}">ช่อง</label><span class="woocommerce-input-wrapper"><input id="${id}" aria-describedby="${id}-description"><span class="description" id="${id}-description" aria-hidden="true">คำอธิบาย ${id}</span></span></p>`;

let undo: (() => void) | undefined;
let animations: Array<{ element: Element; keyframes: Keyframe[]; options: KeyframeAnimationOptions; animation: { onfinish: (() => void) | null; cancel: () => void } }>;
beforeEach(() => {
  animations = [];
  document.body.innerHTML = `<form>${ROW('a')}${ROW('b')}</form><button id="out">ออก</button>`;
  HTMLElement.prototype.animate = function (this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const animation = { onfinish: null as (() => void) | null, cancel: vi.fn() };
    animations.push({ element: this, keyframes, options, animation });
    return animation as unknown as Animation;
  } as unknown as HTMLElement['animate'];
});
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});
const description = (id: string) => document.getElementById(`${id}-description`)!;
const finish = () => animations.at(-1)!.animation.onfinish?.();

describe('startFieldDescriptions (§2.2, §9 Page: field descriptions slide over 250 ms)', () => {
  it('does nothing on a page without a described WooCommerce field', () => {
    document.body.innerHTML = '<input>';
    expect(startFieldDescriptions(context())).toBeUndefined();
  });

  it('slides the description open over 250 ms when its field gets focus, and closed when focus leaves', () => {
    expect(CONSTANTS.page.fieldDescriptionSlideMs).toBe(250);
    fakeScrolling();
    undo = startFieldDescriptions(context());
    document.getElementById('a')!.focus();
    expect(description('a').style.display).toBe('block');
    expect(description('a').getAttribute('aria-hidden')).toBe('false');
    expect(animations).toHaveLength(1);
    expect(animations[0]!.options.duration).toBe(250);
    expect(animations[0]!.keyframes[0]).toMatchObject({ height: '0px' });
    finish();
    document.getElementById('out')!.focus();
    expect(description('a').getAttribute('aria-hidden')).toBe('true');
    expect(animations).toHaveLength(2);
    expect(animations[1]!.options.duration).toBe(250);
    expect(animations[1]!.keyframes[1]).toMatchObject({ height: '0px' });
    expect(description('a').style.display).toBe('block'); // still sliding
    finish();
    expect(description('a').style.display).toBe(''); // the theme's display: none again
  });

  it('closes the other field’s description when focus moves to the next field', () => {
    fakeScrolling();
    undo = startFieldDescriptions(context());
    document.getElementById('a')!.focus();
    document.getElementById('b')!.focus();
    expect(description('a').getAttribute('aria-hidden')).toBe('true');
    expect(description('b').getAttribute('aria-hidden')).toBe('false');
  });

  it('Escape closes it while the field keeps focus', () => {
    fakeScrolling();
    undo = startFieldDescriptions(context());
    const input = document.getElementById('a')!;
    input.focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    input.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(description('a').getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(input);
  });

  it('is instant with reduced motion: no animation at all', () => {
    fakeScrolling(window, { 'prefers-reduced-motion: reduce': true });
    undo = startFieldDescriptions(context());
    document.getElementById('a')!.focus();
    expect(description('a').style.display).toBe('block');
    document.getElementById('out')!.focus();
    expect(description('a').style.display).toBe('');
    expect(animations).toHaveLength(0);
  });
});
