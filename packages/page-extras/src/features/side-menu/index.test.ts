// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@talat/core';
import { pageExtrasMessages } from '../../messages';
import { startSideMenu } from '.';

const t = createTranslator(pageExtrasMessages, 'th');
let undo: (() => void) | undefined;

// The shop's config switches the side menu on for its theme's toggle (issue 29 point 4).
function start() {
  undo = startSideMenu({ doc: document, win: window, config: { sideMenu: '.menu-toggle[aria-controls]' }, t });
}

const toggle = () => document.querySelector<HTMLElement>('.menu-toggle')!;
const panel = () => document.getElementById('side-menu')!;

beforeEach(() => {
  document.body.innerHTML = `
    <header><a class="menu-toggle" href="#side-menu" aria-controls="side-menu" aria-expanded="false">เมนู</a></header>
    <div id="side-menu" class="side-menu" aria-labelledby="side-menu-title">
      <h2 id="side-menu-title">เมนู</h2>
      <nav aria-label="เมนูด้านข้าง"><a href="/">หน้าแรก</a><a href="/shop/">สินค้าทั้งหมด</a></nav>
    </div>
    <main><a href="/x">behind</a></main>`;
});
afterEach(() => {
  undo?.();
  undo = undefined;
});

describe('startSideMenu', () => {
  it('does nothing on a page without the toggle and its panel', () => {
    document.body.innerHTML = '<a class="menu-toggle" aria-controls="missing">เมนู</a>';
    expect(startSideMenu({ doc: document, win: window, config: { sideMenu: '.menu-toggle[aria-controls]' }, t })).toBeUndefined();
  });

  it("leaves a theme's own toggle to its script until the shop names it (issue 29 point 4)", () => {
    expect(startSideMenu({ doc: document, win: window, config: {}, t })).toBeUndefined();
    expect(startSideMenu({ doc: document, win: window, config: { sideMenu: '' }, t })).toBeUndefined();
    expect(toggle().hasAttribute('role')).toBe(false);
    expect(panel().hasAttribute('data-talat-side-menu')).toBe(false);
    toggle().setAttribute('data-talat-side-menu-toggle', '');
    undo = startSideMenu({ doc: document, win: window, config: {}, t });
    expect(toggle().getAttribute('role')).toBe('button');
  });

  it('makes the link toggle a button with aria-expanded, and adds a close button with a Thai name', () => {
    start();
    expect(toggle().getAttribute('role')).toBe('button');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    const close = panel().querySelector('button.menu-close')!;
    expect(close.textContent).toBe('ปิดเมนู');
  });

  it('opens as a modal drawer: expanded, focus inside, page behind inert; Escape closes and focus returns', () => {
    start();
    toggle().focus();
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().getAttribute('aria-modal')).toBe('true');
    expect(panel().contains(document.activeElement)).toBe(true);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('header')!.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    // jsdom's page has a scrollbar's room (innerWidth > clientWidth): it is kept, so nothing jumps sideways.
    expect(document.documentElement.style.scrollbarGutter).toBe('stable');

    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(panel().hasAttribute('role')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.style.scrollbarGutter).toBe('');
  });

  it('keeps Tab inside: from the last link Tab wraps to the first focusable', () => {
    start();
    toggle().click();
    const links = panel().querySelectorAll<HTMLElement>('a');
    links[links.length - 1]!.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(panel().querySelector('button.menu-close'));
  });

  it('closes from its close button and with Space on the link toggle opens again', () => {
    start();
    toggle().click();
    panel().querySelector<HTMLElement>('button.menu-close')!.click();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    toggle().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a press outside (press and release both outside), with focus back on the toggle', () => {
    start();
    toggle().click();
    const behind = document.querySelector('main a')!;
    behind.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    behind.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    expect(document.body.style.overflow).toBe('');
  });

  it("puts back the theme's own role and aria-expanded on undo", () => {
    toggle().setAttribute('role', 'button');
    toggle().removeAttribute('aria-expanded');
    start();
    toggle().click();
    undo!();
    undo = undefined;
    expect(toggle().getAttribute('role')).toBe('button');
    expect(toggle().hasAttribute('aria-expanded')).toBe(false);
  });

  it('undoes everything it added', () => {
    start();
    toggle().click();
    undo!();
    undo = undefined;
    expect(toggle().hasAttribute('role')).toBe(false);
    expect(panel().querySelector('button.menu-close')).toBeNull();
    expect(panel().hasAttribute('data-talat-side-menu')).toBe(false);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
