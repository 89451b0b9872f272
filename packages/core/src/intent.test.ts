// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './intent';
import { loadChunk } from './lazy-chunk';

/** A loader that counts its calls and resolves with a named chunk. */
const chunkLoader = () => vi.fn(() => Promise.resolve({ name: 'interactive' }));

/** An IntersectionObserver the test drives: `report(element, inView)` delivers one entry. */
function scriptedObserver() {
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback | undefined;
  let options: IntersectionObserverInit | undefined;
  class FakeObserver {
    constructor(run: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      callback = run;
      options = init;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    options: () => options,
    report: (target: Element, isIntersecting: boolean) =>
      callback!([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
  };
}

let stop: (() => void) | undefined;
beforeEach(() => {
  document.body.innerHTML = `
    <header><form class="search"><input name="s"></form></header>
    <ul><li class="product"><a class="add_to_cart_button" href="?add-to-cart=1">เพิ่ม</a></li></ul>
    <footer><form class="lead"><input name="email"></form></footer>
    <p class="elsewhere"><a href="/about/">เกี่ยวกับเรา</a></p>`;
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const pointer = (type: string, target: Element) => target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));

describe('prefetchOnIntent', () => {
  it('does not load at page start, nor for a sign outside its zones', async () => {
    const load = chunkLoader();
    stop = prefetchOnIntent(document, 'li.product', load);
    pointer('pointerover', document.querySelector('.elsewhere a')!);
    document.querySelector<HTMLInputElement>('input[name="s"]')!.focus();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerover', 'pointerdown', 'touchstart'])('loads once when a %s comes into a zone, and runs `then` with the chunk', async (type) => {
    const load = chunkLoader();
    const then = vi.fn();
    stop = prefetchOnIntent(document, 'li.product', load, then);
    pointer(type, document.querySelector('.add_to_cart_button')!);
    pointer(type, document.querySelector('li.product')!);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(then).toHaveBeenCalledWith({ name: 'interactive' }));
  });

  it('loads when focus comes into a zone (the keyboard alone)', () => {
    const load = chunkLoader();
    stop = prefetchOnIntent(document, 'form.search', load);
    document.querySelector<HTMLInputElement>('input[name="s"]')!.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when focus is already in a zone when it starts (an autofocus field)', () => {
    document.querySelector<HTMLInputElement>('input[name="email"]')!.focus();
    const load = chunkLoader();
    stop = prefetchOnIntent(document, 'form.lead', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes one element as its zone: signs inside it load, signs beside it do not', () => {
    const load = chunkLoader();
    const form = document.querySelector('form.search')!;
    stop = prefetchOnIntent(document, form, load);
    pointer('pointerover', document.querySelector('li.product')!);
    expect(load).not.toHaveBeenCalled();
    pointer('pointerover', form.querySelector('input')!);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('watches one element zone in the viewport after the first scroll', () => {
    const observer = scriptedObserver();
    const form = document.querySelector('form.lead')!;
    stop = prefetchOnIntent(document, form, chunkLoader());
    window.dispatchEvent(new Event('scroll'));
    expect(observer.observed).toEqual([form]);
  });

  it('loads at once when the pointer already rests on a zone when it starts (no pointerover until it moves)', () => {
    const card = document.querySelector('li.product')!;
    const querySelectorAll = document.querySelectorAll.bind(document);
    vi.spyOn(document, 'querySelectorAll').mockImplementation(((selector: string) =>
      selector === ':hover' ? [document.documentElement, document.body, card] : querySelectorAll(selector)) as typeof document.querySelectorAll);
    const load = chunkLoader();
    stop = prefetchOnIntent(document, 'li.product', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('finds the zone through a shadow root: the path starts at the element under the pointer', () => {
    const host = document.querySelector('.elsewhere')!;
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<form class="search"><button>ค้นหา</button></form>';
    const form = shadow.querySelector('form')!;
    const load = chunkLoader();
    stop = prefetchOnIntent(document, form, load);
    pointer('pointerover', shadow.querySelector('button')!);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs `then` at once when the chunk is already on the page (a widget mounted again)', async () => {
    const load = chunkLoader();
    await loadChunk(load);
    const then = vi.fn();
    stop = prefetchOnIntent(document, 'form.lead', load, then);
    await vi.waitFor(() => expect(then).toHaveBeenCalledWith({ name: 'interactive' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not take focus on <body> (nothing focused yet) as a sign, even for a zone that is the whole page', async () => {
    const load = chunkLoader();
    stop = prefetchOnIntent(document, ':root', load);
    expect(document.activeElement).toBe(document.body);
    expect(load).not.toHaveBeenCalled();
    pointer('pointerover', document.querySelector('.elsewhere a')!);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('watches the viewport only after the first scroll, then loads when a zone is in or near it', () => {
    const observer = scriptedObserver();
    const load = chunkLoader();
    stop = prefetchOnIntent(document, 'form.lead', load);
    expect(observer.observed).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    const form = document.querySelector('form.lead')!;
    expect(observer.observed).toEqual([form]);
    expect(observer.options()).toEqual({ rootMargin: '50% 0px' });
    observer.report(form, false);
    expect(load).not.toHaveBeenCalled();
    observer.report(form, true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer.observed).toEqual([]);
  });

  it('loads on the first scroll where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = chunkLoader();
    stop = prefetchOnIntent(document, 'form.lead', load);
    window.dispatchEvent(new Event('scroll'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops watching once it has loaded, and when undone', () => {
    const load = chunkLoader();
    const undo = prefetchOnIntent(document, 'li.product', load);
    undo();
    pointer('pointerover', document.querySelector('li.product')!);
    window.dispatchEvent(new Event('scroll'));
    expect(load).not.toHaveBeenCalled();
  });

  it('answers a failed load with nothing: the first claimed interaction asks again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const then = vi.fn();
    stop = prefetchOnIntent(document, 'li.product', load, then);
    pointer('pointerover', document.querySelector('li.product')!);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(then).not.toHaveBeenCalled();
  });
});
