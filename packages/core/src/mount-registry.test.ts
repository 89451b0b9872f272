// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerWidget, talatRegistry, type WidgetDefinition } from './mount-registry';
import { loadMarkupDoor } from './server-markup';

const nextMutation = () => new Promise((resolve) => setTimeout(resolve, 0));

function demoWidget(name = 'demo') {
  const unmounts: HTMLElement[] = [];
  const mounts: HTMLElement[] = [];
  const definition: WidgetDefinition = {
    name,
    selector: `.${name}-host`,
    mount(element) {
      mounts.push(element);
      return () => unmounts.push(element);
    },
  };
  return { definition, mounts, unmounts };
}

beforeEach(() => {
  delete (window as { Talat?: unknown }).Talat;
  document.body.innerHTML = '';
});

// Each test's registry stops observing when it ends, so no test's widgets mount in the next one's markup.
afterEach(() => {
  window.Talat?.dispose();
});

describe('mount registry (DESIGN.md "mount")', () => {
  it('mounts every matching element once, however often it is asked', () => {
    document.body.innerHTML = '<div class="demo-host"></div><div class="demo-host"></div>';
    const { definition, mounts } = demoWidget();
    registerWidget(definition);
    talatRegistry().mount();
    window.Talat!.mount();
    expect(mounts).toHaveLength(2);
    expect(document.querySelectorAll('[data-talat-mounted="demo"]')).toHaveLength(2);
  });

  it('never mounts markup that came in through the markup door, inserted later or asked for', async () => {
    const { definition, mounts } = demoWidget();
    registerWidget(definition);
    const door = await loadMarkupDoor(document);
    const slot = document.createElement('div');
    document.body.append(slot);
    door.fill(slot, '<div class="demo-host"></div><section><div class="demo-host"></div></section>');
    await nextMutation();
    window.Talat!.mount();
    expect(mounts).toEqual([]);
    expect(document.querySelectorAll('[data-talat-mounted]')).toHaveLength(0);
  });

  it('mounts markup inserted later through one MutationObserver', async () => {
    const { definition, mounts } = demoWidget();
    registerWidget(definition);
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    registerWidget(demoWidget('other').definition);
    expect(observe).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<section><div class="demo-host"></div></section>');
    await nextMutation();
    expect(mounts).toHaveLength(1);
  });

  it('unmounts elements removed from the page, so nothing leaks', async () => {
    document.body.innerHTML = '<div class="demo-host" id="a"></div>';
    const { definition, unmounts } = demoWidget();
    registerWidget(definition);
    document.getElementById('a')!.remove();
    await nextMutation();
    expect(unmounts.map((el) => el.id)).toEqual(['a']);
  });

  it('exposes window.Talat.mount(el) / unmount(el)', () => {
    const { definition, mounts, unmounts } = demoWidget();
    registerWidget(definition);
    const host = document.createElement('div');
    host.className = 'demo-host';
    window.Talat!.mount(host);
    expect(mounts).toEqual([host]);
    document.body.append(host);
    window.Talat!.unmount(host);
    expect(unmounts).toEqual([host]);
    expect(host.hasAttribute('data-talat-mounted')).toBe(false);
  });

  it('keeps going when one widget throws while mounting', () => {
    document.body.innerHTML = '<div class="bad-host"></div><div class="demo-host"></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerWidget({ name: 'bad', selector: '.bad-host', mount: () => { throw new Error('boom'); } });
    const { definition, mounts } = demoWidget();
    registerWidget(definition);
    expect(mounts).toHaveLength(1);
    expect(error.mock.calls[0]?.[0]).toBe('[Talat] bad: failed to mount');
  });

  it('waits for DOMContentLoaded while the document is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '<div class="demo-host"></div>';
    const { definition, mounts } = demoWidget();
    registerWidget(definition);
    expect(mounts).toHaveLength(0);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(mounts).toHaveLength(1);
  });

  it('dispose() unmounts what it mounted and stops watching the page', async () => {
    document.body.innerHTML = '<div class="demo-host" id="a"></div><div class="demo-host" id="b"></div>';
    const { definition, mounts, unmounts } = demoWidget();
    registerWidget(definition);
    window.Talat!.dispose();
    expect(unmounts.map((el) => el.id)).toEqual(['a', 'b']);
    expect(document.querySelectorAll('[data-talat-mounted]')).toHaveLength(0);
    document.body.insertAdjacentHTML('beforeend', '<div class="demo-host" id="c"></div>');
    document.getElementById('a')!.remove();
    await nextMutation();
    expect(mounts.map((el) => el.id)).toEqual(['a', 'b']);
    expect(unmounts.map((el) => el.id)).toEqual(['a', 'b']);
  });

  it('dispose() also unmounts what was mounted outside the document', () => {
    const { definition, unmounts } = demoWidget();
    registerWidget(definition);
    const host = document.createElement('div');
    host.className = 'demo-host';
    window.Talat!.mount(host);
    window.Talat!.dispose();
    expect(unmounts).toEqual([host]);
  });

  it('after dispose() the registry starts again for a bundle that registers later', async () => {
    document.body.innerHTML = '<div class="demo-host"></div>';
    registerWidget(demoWidget().definition);
    window.Talat!.dispose();
    expect(window.Talat!.widgets).toEqual([]);
    const { definition, mounts } = demoWidget();
    registerWidget(definition);
    expect(window.Talat!.widgets).toEqual(['demo']);
    expect(mounts).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', '<div class="demo-host"></div>');
    await nextMutation();
    expect(mounts).toHaveLength(2);
  });

  it('dispose() before DOMContentLoaded leaves nothing to mount once it fires', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '<div class="demo-host"></div>';
    const { definition, mounts } = demoWidget();
    registerWidget(definition);
    window.Talat!.dispose();
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.body.insertAdjacentHTML('beforeend', '<div class="demo-host"></div>');
    await nextMutation();
    expect(mounts).toHaveLength(0);
  });

  it('lists the registered widgets and shares one registry between bundles', () => {
    registerWidget(demoWidget('a').definition);
    registerWidget(demoWidget('b').definition);
    expect(talatRegistry().widgets).toEqual(['a', 'b']);
  });
});

describe('mount registry: a widget whose plugin script is live (stand-down.ts)', () => {
  const replaces = [{ handle: 'demo-plugin', file: '/demo-plugin' }];
  afterEach(() => document.body.removeAttribute('data-talat-stood-down'));

  it('mounts nothing of it, now, when asked or for markup inserted later, and warns once; other widgets mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="demo-host"></div><div class="demo-host"></div><div class="other-host"></div><script src="/wp-content/plugins/demo/demo-plugin.min.js?ver=1" id="demo-plugin-js"></script>';
    const demo = demoWidget();
    const other = demoWidget('other');
    registerWidget({ ...demo.definition, replaces });
    registerWidget(other.definition);
    window.Talat!.mount();
    document.body.insertAdjacentHTML('beforeend', '<div class="demo-host"></div>');
    await nextMutation();
    expect(demo.mounts).toEqual([]);
    expect(document.querySelectorAll('[data-talat-mounted]')).toHaveLength(1);
    expect(other.mounts).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.body.getAttribute('data-talat-stood-down')).toBe('demo');
  });

  it('mounts it as before while only the params are on the page', () => {
    document.body.innerHTML = '<div class="demo-host"></div><script id="demo-plugin-js-extra">var demo_params = {};</script>';
    const demo = demoWidget();
    registerWidget({ ...demo.definition, replaces });
    expect(demo.mounts).toHaveLength(1);
    expect(document.body.hasAttribute('data-talat-stood-down')).toBe(false);
  });
});
