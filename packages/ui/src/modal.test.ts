// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openModal, type ModalOptions } from './modal';

const $ = (id: string) => document.getElementById(id) as HTMLElement;

// A page like the shop's: the side cart sits deep in the header, beside its own icon link.
const PAGE = `
  <header id="header">
    <nav id="menu"><a id="home" href="/">home</a></nav>
    <div id="wrap">
      <a id="icon" href="/cart/">cart</a>
      <div id="drawer">
        <input type="hidden" name="nonce">
        <button disabled>disabled</button>
        <a>no href</a>
        <span tabindex="-1">programmatic only</span>
        <div hidden><button>hidden</button></div>
        <div inert><button>inert</button></div>
        <button id="first">first</button>
        <input id="middle">
        <button id="last">last</button>
        <div inert><button>inert</button></div>
        <div hidden><button>hidden</button></div>
        <fieldset disabled><input></fieldset>
        <span tabindex="-1">programmatic only</span>
      </div>
    </div>
  </header>
  <main id="main"><button id="opener">open</button><p id="text">text</p></main>
  <aside id="ad" inert>already inert</aside>
  <footer id="footer"><button id="outside">outside</button></footer>`;

let closers: Array<() => void> = [];
let onDismiss: ReturnType<typeof vi.fn<ModalOptions['onDismiss']>>;

function open(dialog: HTMLElement = $('drawer'), options: Partial<ModalOptions> = {}) {
  const close = openModal(dialog, { onDismiss, ...options });
  closers.push(close);
  return close;
}

const keydown = (key: string, init: KeyboardEventInit = {}, target: Element = document.activeElement ?? document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
const pointer = (type: string, target: Element) => target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true }));
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const inertIds = () => [...document.querySelectorAll('[inert]')].map((el) => el.id || el.textContent);

beforeEach(() => {
  document.body.innerHTML = PAGE;
  document.body.removeAttribute('style');
  onDismiss = vi.fn<ModalOptions['onDismiss']>();
  $('opener').focus();
});

afterEach(() => {
  for (const close of closers.reverse()) close();
  closers = [];
});

describe('openModal: the dialog element', () => {
  it('gets role, aria-modal and tabindex while open, and loses them on close', () => {
    const drawer = $('drawer');
    const close = open();
    expect(drawer.getAttribute('role')).toBe('dialog');
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(drawer.getAttribute('tabindex')).toBe('-1');
    close();
    for (const name of ['role', 'aria-modal', 'tabindex']) expect(drawer.hasAttribute(name)).toBe(false);
  });

  it('keeps the role, aria-modal and tabindex it already had', () => {
    const drawer = $('drawer');
    drawer.setAttribute('role', 'alertdialog');
    drawer.setAttribute('aria-modal', 'false');
    drawer.setAttribute('tabindex', '0');
    open()();
    expect(drawer.getAttribute('role')).toBe('alertdialog');
    expect(drawer.getAttribute('aria-modal')).toBe('false');
    expect(drawer.getAttribute('tabindex')).toBe('0');
  });
});

describe('openModal: focus on open', () => {
  it('goes to initialFocus when given', () => {
    open($('drawer'), { initialFocus: $('last') });
    expect(document.activeElement).toBe($('last'));
  });

  it('goes to the first element Tab can reach, skipping hidden, disabled, tabindex=-1 and href-less ones', () => {
    open();
    expect(document.activeElement).toBe($('first'));
  });

  it('goes to the dialog itself when nothing inside is focusable', () => {
    const drawer = $('drawer');
    drawer.innerHTML = '<p>ไม่มีสินค้าในตะกร้า</p>';
    open();
    expect(document.activeElement).toBe(drawer);
  });

  it('skips elements CSS hides, where the browser can tell (checkVisibility)', () => {
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      configurable: true,
      value(this: HTMLElement) {
        return this.id !== 'first' && !this.closest('[hidden]');
      },
    });
    try {
      open();
      expect(document.activeElement).toBe($('middle'));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
    }
  });
});

describe('openModal: Tab stays inside', () => {
  it('wraps from the last element to the first', () => {
    open($('drawer'), { initialFocus: $('last') });
    expect(keydown('Tab')).toBe(false);
    expect(document.activeElement).toBe($('first'));
  });

  it('wraps from the first element to the last with Shift+Tab', () => {
    open();
    expect(keydown('Tab', { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe($('last'));
  });

  it('leaves Tab between inner elements to the browser', () => {
    open();
    expect(keydown('Tab')).toBe(true);
    $('middle').focus();
    expect(keydown('Tab', { shiftKey: true })).toBe(true);
    expect(document.activeElement).toBe($('middle'));
  });

  it('goes to the last element on Shift+Tab from the dialog itself', () => {
    open($('drawer'), { initialFocus: $('drawer') });
    expect(keydown('Tab', { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe($('last'));
  });

  it('keeps focus on the dialog when nothing inside is focusable', () => {
    const drawer = $('drawer');
    drawer.innerHTML = '<p>ว่าง</p>';
    open();
    expect(keydown('Tab')).toBe(false);
    expect(keydown('Tab', { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(drawer);
  });

  it('pulls focus that lands outside back in', () => {
    open($('drawer'), { initialFocus: $('last') });
    $('outside').focus();
    expect(document.activeElement).toBe($('first'));
  });
});

describe('openModal: Escape', () => {
  it('asks to dismiss', () => {
    open();
    expect(keydown('Escape')).toBe(false);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');
  });

  it('does nothing while an IME is composing (including Safari’s keyCode 229)', () => {
    open();
    keydown('Escape', { isComposing: true });
    keydown('Escape', { keyCode: 229 });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('does nothing when a control inside already used it', () => {
    open();
    $('middle').addEventListener('keydown', (event) => event.preventDefault());
    keydown('Escape', {}, $('middle'));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('openModal: clicks outside', () => {
  it('a press and click outside asks to dismiss', () => {
    open();
    pointer('pointerdown', $('text'));
    click($('text'));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('outside');
  });

  it('a press on the inert page lands on <body>, which is outside too', () => {
    open();
    pointer('pointerdown', document.body);
    click(document.body);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('outside');
  });

  it('a tap outside dismisses on touchend and cancels the emulated click', () => {
    open();
    pointer('pointerdown', $('text'));
    const touchend = new TouchEvent('touchend', { bubbles: true, cancelable: true });
    $('text').dispatchEvent(touchend);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('outside');
    expect(touchend.defaultPrevented).toBe(true);
    click($('text'));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('clicks inside never dismiss', async () => {
    open();
    await userEvent.click($('middle'));
    await userEvent.click($('drawer'));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('a drag that starts inside and ends outside does not dismiss', () => {
    open();
    pointer('pointerdown', $('middle'));
    click(document.body);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('a touch that turns into a scroll (pointercancel) does not dismiss', () => {
    open();
    pointer('pointerdown', $('text'));
    pointer('pointercancel', $('text'));
    click($('text'));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('the click that opened it does not dismiss it', async () => {
    $('icon').addEventListener('click', (event) => {
      event.preventDefault();
      open();
    });
    await userEvent.click($('icon'));
    expect($('drawer').getAttribute('role')).toBe('dialog');
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('a press that opened it does not dismiss it either', async () => {
    $('icon').addEventListener('pointerdown', () => open());
    $('icon').addEventListener('click', (event) => event.preventDefault());
    await userEvent.click($('icon'));
    expect($('drawer').getAttribute('role')).toBe('dialog');
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('openModal: the page behind', () => {
  it('makes the siblings of the dialog and of each ancestor inert, and only those', () => {
    open();
    // 'ad' and the two divs named by their text were inert before.
    expect(inertIds().sort()).toEqual(['ad', 'footer', 'icon', 'inert', 'inert', 'main', 'menu']);
    expect($('header').hasAttribute('inert')).toBe(false);
    expect($('wrap').hasAttribute('inert')).toBe(false);
  });

  it('removes only the inert it set, leaving what the page made inert', () => {
    const close = open();
    close();
    expect(inertIds().sort()).toEqual(['ad', 'inert', 'inert']);
  });

  it('leaves a page-level live region (data-talat-live) audible', () => {
    const region = document.createElement('div');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-talat-live', '');
    document.body.append(region);
    const close = open();
    expect(region.hasAttribute('inert')).toBe(false);
    close();
    region.remove();
  });

  it('locks the page scroll and gives back the page’s own overflow', () => {
    document.body.style.overflow = 'clip';
    const close = open();
    expect(document.body.style.overflow).toBe('hidden');
    close();
    expect(document.body.style.overflow).toBe('clip');
  });
});

describe('openModal: close', () => {
  it('returns focus to the element focused at open', () => {
    open()();
    expect(document.activeElement).toBe($('opener'));
  });

  it('returns focus to returnFocus when given', () => {
    open($('drawer'), { returnFocus: $('icon') })();
    expect(document.activeElement).toBe($('icon'));
  });

  it('skips returning focus when that element has left the page', () => {
    const close = open();
    $('opener').remove();
    $('middle').focus();
    close();
    expect(document.activeElement).toBe($('middle'));
  });

  it('asks returnFocusFallback for a stand-in when that element has left the page (a reply replaced it)', () => {
    const fallback = vi.fn((lost: HTMLElement) => (lost.id === 'opener' ? $('outside') : null));
    const close = open($('drawer'), { returnFocusFallback: fallback });
    const opener = $('opener');
    opener.remove();
    close();
    expect(fallback).toHaveBeenCalledWith(opener);
    expect(document.activeElement).toBe($('outside'));
  });

  it('does not ask returnFocusFallback while the element is still in the page', () => {
    const fallback = vi.fn(() => $('outside'));
    open($('drawer'), { returnFocusFallback: fallback })();
    expect(fallback).not.toHaveBeenCalled();
    expect(document.activeElement).toBe($('opener'));
  });

  it('stops listening and can be called twice', () => {
    const close = open();
    close();
    close();
    keydown('Escape');
    pointer('pointerdown', $('text'));
    click($('text'));
    $('outside').focus();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(document.activeElement).toBe($('outside'));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('openModal: nested', () => {
  beforeEach(() => {
    document.body.insertAdjacentHTML('beforeend', '<div id="popup"><button id="popup-ok">ok</button></div>');
  });

  it('the inner one traps and dismisses alone while the outer is inert', () => {
    open();
    $('last').focus();
    const inner = vi.fn();
    open($('popup'), { onDismiss: inner });
    expect(document.activeElement).toBe($('popup-ok'));
    expect($('header').hasAttribute('inert')).toBe(true);
    keydown('Escape');
    pointer('pointerdown', $('first'));
    click($('first'));
    expect(inner.mock.calls).toEqual([['escape'], ['outside']]);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('closing the inner one gives the outer back its trap, page state and focus', () => {
    open();
    $('last').focus();
    const closeInner = open($('popup'), { onDismiss: vi.fn() });
    closeInner();
    expect(document.activeElement).toBe($('last'));
    expect($('header').hasAttribute('inert')).toBe(false);
    expect($('popup').hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(keydown('Tab')).toBe(false);
    expect(document.activeElement).toBe($('first'));
    keydown('Escape');
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');
  });

  it('closing the outer one first leaves no stale state, and focus goes back to the outer’s opener', () => {
    const closeOuter = open();
    $('last').focus();
    const closeInner = open($('popup'), { onDismiss: vi.fn() });
    const openerFocused = vi.fn();
    $('opener').addEventListener('focus', openerFocused);
    closeOuter();
    expect(openerFocused).not.toHaveBeenCalled();
    expect(document.activeElement).toBe($('popup-ok'));
    closeInner();
    expect(inertIds().sort()).toEqual(['ad', 'inert', 'inert']);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe($('opener'));
  });
});
