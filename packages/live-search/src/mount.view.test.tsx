// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '@talat/core';
import { searchBoxMarkup, searchPluginOptions, showIntent } from '@talat/mocks';
import { mountLiveSearch } from './mount';

type Interactive = typeof import('./interactive');

// The first load (mount.ts) with the interactive chunk held back, failing or late: nothing the
// shopper does in the printed form before the chunk is in may be lost or broken.

const RESULTS = {
  suggestions: [
    { type: 'heading', value: 'หมวดหมู่สินค้า' },
    { type: 'taxonomy-product-cat', value: 'ขวดลูกกลิ้ง', url: '/product-category/roll-on/' },
    { type: 'heading', value: 'สินค้า' },
    { type: 'product', value: 'ขวดลูกกลิ้งแก้ว 10 ml', url: '/product/roll-on-10/', sku: 'RB-10-GLD' },
  ],
};

const requests: URL[] = [];
const server = setupServer(
  http.get('*/wp-admin/admin-ajax.php', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(RESULTS);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let unmount: (() => void) | undefined;

beforeEach(() => {
  requests.length = 0;
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).th_advance_product_search_options;
});

/**
 * A loader (a new one per test: core's loadChunk keeps a loaded chunk per loader) whose chunk
 * comes in when the test says so, or fails while `failing` is set.
 */
function heldChunk() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const control = { failing: false, release, loaded: undefined as Promise<Interactive> | undefined };
  const load = vi.fn(() => {
    if (control.failing) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return (control.loaded = held.then(() => import('./interactive')));
  });
  return { load, control };
}

function mount(loadInteractive: () => Promise<Interactive>, options: { value?: string } = {}) {
  document.body.innerHTML = searchBoxMarkup(options);
  (window as unknown as Record<string, unknown>).th_advance_product_search_options = searchPluginOptions();
  const box = document.querySelector<HTMLElement>('.thaps-search-box')!;
  unmount = mountLiveSearch(box, { navigate: vi.fn(), loadInteractive });
  return { box, input: box.querySelector<HTMLInputElement>('input[name="s"]')!, form: box.querySelector('form')! };
}

/** Lets the held chunk in and waits until it has enhanced the box. */
async function release(chunk: ReturnType<typeof heldChunk>) {
  await act(async () => {
    chunk.control.release();
    await chunk.control.loaded;
  });
  await screen.findByRole('combobox', { hidden: true });
}

function type(input: HTMLInputElement, value: string, init: { isComposing?: boolean } = {}) {
  fireEvent.keyDown(input, { key: value.at(-1), ...init });
  fireEvent.input(input, { target: { value }, ...init });
}

/** The markup as the browser parsed it, to compare with the page after a mount. */
function parsed(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.firstElementChild!.outerHTML;
}

const ariaAttributes = (element: Element) => element.getAttributeNames().filter((name) => name === 'role' || name.startsWith('aria-'));

describe('live search first load (mount.ts)', () => {
  it('changes nothing in the printed form: no combobox, nothing pointing at a list that is not there', () => {
    const { box, input } = mount(heldChunk().load);
    expect(box.outerHTML).toBe(parsed(searchBoxMarkup()));
    expect(ariaAttributes(input)).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('fetches the chunk when the pointer comes over the box (not at page start, nor for the rest of the page), and at once on the first keystroke', () => {
    const quiet = heldChunk();
    const { box } = mount(quiet.load);
    document.body.insertAdjacentHTML('beforeend', '<p id="elsewhere">โปรโมชั่น</p>');
    showIntent(document.getElementById('elsewhere')!);
    expect(quiet.load).not.toHaveBeenCalled();
    showIntent(box);
    showIntent(box.querySelector('button') ?? box);
    expect(quiet.load).toHaveBeenCalledTimes(1);

    act(() => unmount?.());
    const eager = heldChunk();
    const { input } = mount(eager.load);
    fireEvent.keyDown(input, { key: 'ข' });
    // No pointer came first (a keyboard shortcut put focus there): the keystroke is the sign.
    expect(eager.load).toHaveBeenCalledTimes(1);
    fireEvent.input(input, { target: { value: 'ข' } });
    showIntent(input);
    expect(eager.load).toHaveBeenCalledTimes(1);
  });

  describe('the mouse near the box (decision 508)', () => {
    /**
     * The box laid out at 400–700 × 20–60, and frames run by hand (jsdom lays out and paints
     * nothing). `moveTo` says whether the move asked for a frame: the watcher measures in one, and
     * asks for it in the move itself (preact asks for frames too, for its effects, but never in a
     * pointermove on the body).
     */
    function layout(box: HTMLElement) {
      vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ left: 400, right: 700, top: 20, bottom: 60, width: 300, height: 40, x: 400, y: 20 } as DOMRect);
      const frames: FrameRequestCallback[] = [];
      const asked = vi.fn((run: FrameRequestCallback) => frames.push(run));
      vi.stubGlobal('requestAnimationFrame', asked);
      vi.stubGlobal('cancelAnimationFrame', () => undefined);
      const moveTo = (x: number, y: number) => {
        const before = asked.mock.calls.length;
        document.body.dispatchEvent(Object.assign(new MouseEvent('pointermove', { bubbles: true, clientX: x, clientY: y }), { pointerType: 'mouse' }));
        const askedFrame = asked.mock.calls.length > before;
        frames.splice(0).forEach((run) => run(0));
        return askedFrame;
      };
      return { moveTo };
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('fetches the chunk with the mouse within 160 px of the box, not farther', () => {
      const chunk = heldChunk();
      const { box } = mount(chunk.load);
      const { moveTo } = layout(box);
      expect(moveTo(550, 240)).toBe(true); // 180 px below the box: measured, too far
      expect(chunk.load).not.toHaveBeenCalled();
      moveTo(550, 200); // 140 px below
      expect(chunk.load).toHaveBeenCalledTimes(1);
    });

    it('once the chunk came another way (a keystroke), it measures no more', async () => {
      const chunk = heldChunk();
      const { box, input } = mount(chunk.load);
      const { moveTo } = layout(box);
      fireEvent.keyDown(input, { key: 'ข' });
      await release(chunk);
      expect(moveTo(550, 100)).toBe(false);
      expect(chunk.load).toHaveBeenCalledTimes(1);
    });

    it('unmounted, it listens no more', () => {
      const chunk = heldChunk();
      const { box } = mount(chunk.load);
      const { moveTo } = layout(box);
      act(() => unmount?.());
      unmount = undefined;
      expect(moveTo(550, 40)).toBe(false);
      expect(chunk.load).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['focus', () => new FocusEvent('focus')],
    ['pointerdown', () => new Event('pointerdown', { bubbles: true })],
    ['compositionstart', () => new CompositionEvent('compositionstart', { bubbles: true })],
    ['beforeinput', () => new InputEvent('beforeinput', { bubbles: true, inputType: 'insertFromPaste' })],
  ])('%s on the input starts the load too', (_name, event) => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    fireEvent(input, event());
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('searches what was typed before the chunk came, once, and keeps every character', async () => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    act(() => input.focus());
    for (const value of ['ข', 'ขว', 'ขวด']) type(input, value);
    expect(requests).toHaveLength(0);
    await release(chunk);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ขวด']);
    expect(input).toHaveValue('ขวด');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('does not search on arrival when the shopper has left the input; the next focus does', async () => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    act(() => input.focus());
    type(input, 'ขวด');
    act(() => input.blur());
    await release(chunk);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toHaveLength(0);
    act(() => input.focus());
    await screen.findByRole('listbox');
    expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ขวด']);
  });

  it('a composition open when the chunk comes is not searched before it ends, then its text is', async () => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    act(() => input.focus());
    type(input, 'ขวด');
    fireEvent.compositionStart(input);
    type(input, 'ขวด ลู', { isComposing: true });
    await release(chunk);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toHaveLength(0);
    expect(input).toHaveValue('ขวด ลู');
    (input as HTMLInputElement).value = 'ขวด ลูก';
    fireEvent.compositionEnd(input);
    await screen.findByRole('listbox');
    expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ขวด ลูก']);
    expect(input).toHaveValue('ขวด ลูก');
  });

  it('a composition that ended before the chunk came leaves nothing pending: its text is searched', async () => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    act(() => input.focus());
    fireEvent.compositionStart(input);
    type(input, 'ครี', { isComposing: true });
    (input as HTMLInputElement).value = 'ครีม';
    fireEvent.compositionEnd(input);
    await release(chunk);
    await screen.findByRole('listbox');
    expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ครีม']);
    // The controller is not left thinking a composition is open: the next letter searches too.
    type(input, 'ครีมบ');
    await waitFor(() => expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ครีม', 'ครีมบ']));
  });

  it('the chunk listens from the moment it returns: a composition ending right then is not lost', async () => {
    const { enhanceLiveSearch } = await import('./interactive');
    const { readWidgetConfig } = await import('@talat/core');
    const { liveSearchConfigSpec } = await import('./config');
    const { findSearchHost } = await import('./view/host-elements');
    document.body.innerHTML = searchBoxMarkup();
    (window as unknown as Record<string, unknown>).th_advance_product_search_options = searchPluginOptions();
    const box = document.querySelector<HTMLElement>('.thaps-search-box')!;
    const config = readWidgetConfig(liveSearchConfigSpec, box, document);
    if (!config.ok) throw new Error(config.error);
    const input = box.querySelector<HTMLInputElement>('input[name="s"]')!;
    input.focus();
    input.value = 'ขวด';
    // Not in act(): the same task as the chunk's arrival, before any effect a renderer defers.
    unmount = enhanceLiveSearch(box, findSearchHost(box)!, config.config, { early: { composing: true, moves: [] } });
    fireEvent.compositionEnd(input);
    await screen.findByRole('listbox');
    expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ขวด']);
  });

  it('ArrowDown pressed before the chunk moves into the list once it is in', async () => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    act(() => input.focus());
    type(input, 'ขวด');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await release(chunk);
    const listbox = await screen.findByRole('listbox');
    const second = within(listbox).getAllByRole('option')[1]!;
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(input).toHaveValue('ขวดลูกกลิ้งแก้ว 10 ml');
  });

  it('an arrow followed by more typing is dropped: the new list starts unhighlighted (§5)', async () => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    act(() => input.focus());
    type(input, 'ขว');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    type(input, 'ขวด');
    await release(chunk);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(input).toHaveValue('ขวด');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  describe('icon mode (§2.3)', () => {
    function mountIconMode(load: () => Promise<Interactive>) {
      document.body.innerHTML = searchBoxMarkup({ iconMode: true });
      (window as unknown as Record<string, unknown>).th_advance_product_search_options = searchPluginOptions();
      const box = document.querySelector<HTMLElement>('.thaps-search-box')!;
      const printed = box.outerHTML;
      unmount = mountLiveSearch(box, { loadInteractive: load });
      return { box, printed, input: box.querySelector('input')!, form: box.querySelector('form')! };
    }

    it('collapses from the first load, and the icon opens it before the chunk: focus in the input, the load started', () => {
      const chunk = heldChunk();
      const { box, input, form } = mountIconMode(chunk.load);
      const toggle = screen.getByRole('button', { name: 'เปิดช่องค้นหา' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', form.id);
      expect(form).not.toBeVisible();
      expect(box).toHaveClass('talat-search--collapsed');
      // Nothing points at the list that is not there yet.
      expect(ariaAttributes(input)).toEqual([]);
      fireEvent.keyDown(toggle, { key: 'Enter' });
      expect(form).toBeVisible();
      expect(input).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('ปิดช่องค้นหา');
      expect(chunk.load).toHaveBeenCalledTimes(1);
      fireEvent.click(toggle);
      expect(form).not.toBeVisible();
      expect(toggle).toHaveAccessibleName('เปิดช่องค้นหา');
    });

    it('a form opened before the chunk stays open when it comes, with what was typed searched', async () => {
      const chunk = heldChunk();
      const { box, input } = mountIconMode(chunk.load);
      fireEvent.click(screen.getByRole('button', { name: 'เปิดช่องค้นหา' }));
      type(input, 'ขวด');
      await release(chunk);
      expect(box).not.toHaveClass('talat-search--collapsed');
      expect(input).toBeVisible();
      expect(input).toHaveFocus();
      expect(screen.getByRole('button', { name: 'ปิดช่องค้นหา' })).toHaveAttribute('aria-expanded', 'true');
      await screen.findByRole('listbox');
      expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ขวด']);
      // The chunk has the icon now: closing goes through its controller.
      fireEvent.click(screen.getByRole('button', { name: 'ปิดช่องค้นหา' }));
      expect(input).not.toBeVisible();
    });

    it('an untouched form stays collapsed when the chunk comes (nothing moves), and unmounting hands back the printed markup', async () => {
      const chunk = heldChunk();
      const { box, printed } = mountIconMode(chunk.load);
      // The pointer passes over the icon without pressing it.
      showIntent(box);
      await release(chunk);
      expect(box).toHaveClass('talat-search--collapsed');
      expect(box.querySelector('form')).not.toBeVisible();
      act(() => unmount?.());
      unmount = undefined;
      expect(box.outerHTML).toBe(printed);
    });
  });

  it('a failed load leaves the printed form working; a later interaction asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = heldChunk();
    chunk.control.failing = true;
    const { input, form } = mount(chunk.load);
    act(() => input.focus());
    type(input, 'ขวด');
    // core's loader tries a failed import once more before giving up.
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(chunk.load).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![0])).toContain('[Talat] live-search: the interactive part did not load');
    expect(ariaAttributes(input)).toEqual([]);
    expect(input).toHaveValue('ขวด');
    // Nothing holds the submit: the browser sends the form to the results page.
    expect(fireEvent.submit(form)).toBe(true);

    chunk.control.failing = false;
    act(() => input.blur());
    act(() => input.focus());
    expect(chunk.load).toHaveBeenCalledTimes(3);
    await release(chunk);
    await screen.findByRole('listbox');
    expect(requests.map((url) => url.searchParams.get('match'))).toEqual(['ขวด']);
  });

  it('a chunk that never comes counts as failed after §9’s time-out; the next interaction asks again', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => new Promise<Interactive>(() => undefined));
    const { input } = mount(load);
    act(() => input.focus());
    type(input, 'ข');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CONSTANTS.other.lazyScriptTimeoutMs);
    expect(error).toHaveBeenCalledTimes(1);
    expect(ariaAttributes(input)).toEqual([]);
    type(input, 'ขว');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('unmounted before the chunk comes: the chunk, when it comes, enhances nothing', async () => {
    const chunk = heldChunk();
    const { input } = mount(chunk.load);
    act(() => input.focus());
    act(() => unmount?.());
    unmount = undefined;
    await act(async () => {
      chunk.control.release();
      await chunk.control.loaded;
    });
    expect(ariaAttributes(input)).toEqual([]);
    expect(document.querySelector('.talat-live-search')).toBeNull();
  });

  it('a box printed after the chunk came is enhanced at once, without a sign and without another load', async () => {
    const chunk = heldChunk();
    const first = mount(chunk.load);
    act(() => first.input.focus());
    await release(chunk);
    act(() => unmount?.());
    mount(chunk.load);
    await screen.findByRole('combobox');
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('every box on the page shares one load, and the first load’s unmount hands back the printed markup', async () => {
    const chunk = heldChunk();
    const printed = searchBoxMarkup();
    document.body.innerHTML = `${printed}${printed.replace('id="thaps-search-box"', 'id="second-box"')}`;
    (window as unknown as Record<string, unknown>).th_advance_product_search_options = searchPluginOptions();
    const boxes = [...document.querySelectorAll<HTMLElement>('.thaps-search-box')];
    const unmounts = boxes.map((box) => mountLiveSearch(box, { loadInteractive: chunk.load })!);
    // A sign at one box enhances both once the chunk is in.
    showIntent(boxes[1]!);
    await act(async () => {
      chunk.control.release();
      await chunk.control.loaded;
    });
    await waitFor(() => expect(screen.getAllByRole('combobox', { hidden: true })).toHaveLength(2));
    expect(chunk.load).toHaveBeenCalledTimes(1);
    act(() => unmounts.forEach((undo) => undo()));
    expect(boxes[0]!.outerHTML).toBe(parsed(printed));
  });
});
