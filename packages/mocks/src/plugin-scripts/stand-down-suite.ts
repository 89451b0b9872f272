// The tests every widget's stand-down shares (DESIGN.md "A drop-in on a real shop"), run by each
// widget's stand-down.test.ts in jsdom with its real definition: the plugin's own script on the
// page (its tag, or what it defines as it runs) and the widget mounts nothing; only its params, and
// the widget mounts as without them. jsdom runs no script tag, so a tag here is only seen.
import { registerWidget, STOOD_DOWN_ATTRIBUTE, type WidgetDefinition } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { PLUGIN_SCRIPT_SRC, pluginParamsTag, pluginScriptTag, type PluginScriptHandle } from './tags';
import { showIntent } from '../intent';

type JQueryStatic = typeof import('jquery');
type PageGlobals = Window & Record<string, unknown>;

export interface StandDownCase {
  definition: WidgetDefinition;
  /** The plugin's markup as Talat meets it, and anything else the widget needs to mount. */
  page(doc: Document): void;
  /** The plugin's params as it prints them: the global the widget's config reader also reads. */
  params: { handle: string; name: string; value: unknown };
  /** The shopper's first act on the plugin's markup (the one Talat's first load claims), dispatched. */
  press(doc: Document): Event;
  /**
   * Called when the widget's lazy chunk is imported: the test file's `vi.mock('./interactive')`
   * factory calls it. The mounted case runs last, so a stand-down test sees the file's first import.
   */
  chunk: Mock;
  /**
   * What the plugin's script defines as it runs, with jQuery on the page (a combined or renamed
   * file: no tag of its own), and its handler for the press if it has one; for scripts that define something then.
   */
  ran?: { handle: string; run(win: PageGlobals, $: JQueryStatic): Mock | undefined };
}

/**
 * Whatever is asked of it gives itself back, so a mounted widget's first load can run on past its
 * chunk's arrival without the test spelling out each session: for the test files' `vi.mock('./interactive')`.
 */
export function inertChunk(exports: readonly string[]): Record<string, unknown> {
  const inert: unknown = new Proxy(() => undefined, {
    // Not a thenable: a promise resolved with it must not wait on it.
    get: (_target, key) => (key === 'then' ? undefined : inert),
    apply: () => inert,
  });
  return Object.fromEntries(exports.map((name) => [name, inert]));
}

/** A press for `StandDownCase.press`: a left click on the first element `selector` finds. */
export const clickOn = (selector: string) => (doc: Document) => dispatchOn(doc, selector, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

/** A press for `StandDownCase.press`: a submit of the first form `selector` finds. */
export const submitOn = (selector: string) => (doc: Document) => dispatchOn(doc, selector, new Event('submit', { bubbles: true, cancelable: true }));

function dispatchOn(doc: Document, selector: string, event: Event): Event {
  const target = doc.querySelector(selector);
  if (!target) throw new Error(`stand-down suite: nothing on the page matches ${selector}`);
  target.dispatchEvent(event);
  return event;
}

/** Real jQuery on the page, as WordPress loads it before the plugins' scripts. */
async function installJQuery(): Promise<JQueryStatic> {
  const $ = (await import('jquery')).default as unknown as JQueryStatic;
  vi.stubGlobal('jQuery', $);
  return $;
}

const TALAT_SRC = (widget: string) => `/wp-content/plugins/talat/dist/classic/${widget}.js?ver=1`;

export function describeStandDown(name: string, { definition, page, params, press, chunk, ran }: StandDownCase): void {
  const handles = (definition.replaces ?? []).map((script) => script.handle);
  const warning = (handle: string) => `[Talat] ${definition.name} stands down for the plugin's own script on the page: ${handle}.`;
  let mount: Mock<WidgetDefinition['mount']>;
  let warn: Mock;
  let idle: Array<() => void>;
  /** The page's own globals, so a test's stand-in script leaves none behind. */
  let before: Set<string>;

  beforeEach(() => {
    before = new Set(Object.keys(window));
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined) as unknown as Mock;
    mount = vi.fn(definition.mount);
    page(document);
    // A copy: a stand-in script adds to the params object as the plugin's does (wpcf7.init).
    (window as unknown as PageGlobals)[params.name] = structuredClone(params.value);
    document.body.insertAdjacentHTML('beforeend', pluginParamsTag(params.handle, params.name, params.value));
  });
  afterEach(() => {
    window.Talat?.dispose();
    delete window.Talat;
    const $ = (window as unknown as { jQuery?: JQueryStatic }).jQuery;
    $?.(document).off();
    $?.(document.body).off();
    for (const key of Object.keys(window)) if (!before.has(key)) delete (window as unknown as PageGlobals)[key];
    document.body.removeAttribute(STOOD_DOWN_ATTRIBUTE);
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  const register = () => registerWidget({ ...definition, mount });
  const mountedElements = () => document.querySelectorAll(`[data-talat-mounted~="${definition.name}"]`);

  /** Stood down: nothing mounted, one warning, the mark; the press is the page's, and no chunk is asked for, now, at idle or at a sign of intent. */
  async function expectStoodDown(handle: string) {
    expect(mount).not.toHaveBeenCalled();
    expect(mountedElements()).toHaveLength(0);
    expect(warn.mock.calls).toEqual([[warning(handle)]]);
    expect(document.body.getAttribute(STOOD_DOWN_ATTRIBUTE)).toBe(definition.name);
    const event = press(document);
    expect(event.defaultPrevented).toBe(false);
    expect(idle).toEqual([]);
    // Nor at a sign of intent anywhere (decision 503): nothing of Talat is listening.
    showIntent(document.body.firstElementChild ?? document.body);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chunk).not.toHaveBeenCalled();
  }

  describe(`${name}: stand-down beside its plugin's own script`, () => {
    it.each(handles.filter((handle): handle is PluginScriptHandle => handle in PLUGIN_SCRIPT_SRC))(
      'stands down while the tag of %s is on the page, whether or not it has run yet, and says so once',
      async (handle) => {
        document.body.insertAdjacentHTML('beforeend', pluginScriptTag(handle, PLUGIN_SCRIPT_SRC[handle]));
        register();
        window.Talat?.mount();
        await expectStoodDown(handle);
      },
    );

    if (ran) {
      it(`stands down when ${ran.handle} ran without a tag of its own, and its handler alone takes the press`, async () => {
        const $ = await installJQuery();
        const pluginHandler = ran.run(window as unknown as PageGlobals, $);
        register();
        await expectStoodDown(ran.handle);
        if (pluginHandler) expect(pluginHandler).toHaveBeenCalledTimes(1);
      });
    }

    // Last: it may import the chunk, which a module does once per file.
    it("mounts as without them with only the plugin's params and Talat's own file under the plugin's handle, and its chunk is asked for by the press at the latest", async () => {
      for (const handle of handles) document.body.insertAdjacentHTML('beforeend', pluginScriptTag(handle, TALAT_SRC(definition.name)));
      register();
      expect(mount).toHaveBeenCalled();
      expect(mountedElements().length).toBeGreaterThan(0);
      expect(warn).not.toHaveBeenCalled();
      expect(document.body.hasAttribute(STOOD_DOWN_ATTRIBUTE)).toBe(false);
      press(document);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(chunk).toHaveBeenCalledTimes(1);
    });
  });
}
