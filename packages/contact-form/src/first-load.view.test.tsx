// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showIntent } from '@talat/mocks';
import { setupAcceptance } from './dom/extras/acceptance';
import { mountContactForm } from './mount';
import { contactFormFixture, deferred, scriptedCalls } from './test-fixtures';

// Issue 12, "First load": a submit the first load holds while the interactive chunk loads shows
// Contact Form 7's submitting state at once, hands it over to the chunk without a gap, is sent
// once, and is undone when the chunk cannot load (the form then posts natively).

type Interactive = typeof import('./interactive');

// Counts the acceptance rule's set-ups (first load and chunk alike); it still runs as written.
vi.mock('./dom/extras/acceptance', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./dom/extras/acceptance')>();
  return { ...actual, setupAcceptance: vi.fn(actual.setupAcceptance) };
});

let unmount: (() => void) | undefined;
let script: ReturnType<typeof scriptedCalls>;

const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const input = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const spinners = () => [...form().querySelectorAll('.wpcf7-spinner')];
const submitEvent = () => new Event('submit', { bubbles: true, cancelable: true });

/** The marks a theme's CSS and a screen reader see. */
const marks = () => ({
  status: form().getAttribute('data-status'),
  submittingClass: form().classList.contains('submitting'),
  initClass: form().classList.contains('init'),
  busy: form().getAttribute('aria-busy'),
  spinners: spinners().length,
});
const SUBMITTING = { status: 'submitting', submittingClass: true, initClass: false, busy: 'true', spinners: 1 };
const PRINTED = { status: 'init', submittingClass: false, initClass: true, busy: null, spinners: 0 };

function mountHeld(loadInteractive: () => Promise<Interactive>) {
  document.body.innerHTML = contactFormFixture();
  Object.assign(window, { wpcf7: { api: { root: '/wp-json/' } } });
  script = scriptedCalls();
  act(() => {
    unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!, { calls: script.calls, loadInteractive }) ?? undefined;
  });
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).wpcf7;
  vi.restoreAllMocks();
});

describe('when the chunk is fetched (decision 503)', () => {
  it('not at page start; once the shopper comes to the form, once for every sign', async () => {
    const interactive = await import('./interactive');
    const load = vi.fn(() => Promise.resolve(interactive));
    mountHeld(load);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    showIntent(input('your-name'));
    await act(async () => input('your-name').focus());
    await waitFor(() => expect(script.calls.getSchema).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('at once on a page from a full-page cache, whose forms are refilled on load (§2.12)', async () => {
    const interactive = await import('./interactive');
    const load = vi.fn(() => Promise.resolve(interactive));
    document.body.innerHTML = contactFormFixture();
    Object.assign(window, { wpcf7: { api: { root: '/wp-json/' }, cached: 1 } });
    script = scriptedCalls();
    act(() => {
      unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!, { calls: script.calls, loadInteractive: load }) ?? undefined;
    });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(script.calls.refill).toHaveBeenCalledOnce());
  });
});

describe('a submit held before the interactive chunk is in', () => {
  it('shows the submitting state at once, queues no second send, and the chunk takes it over without a gap', async () => {
    const chunk = deferred<Interactive>();
    mountHeld(() => chunk.promise);
    expect(marks()).toEqual(PRINTED);
    input('your-name').value = 'ก่อนโหลด';
    const first = submitEvent();
    act(() => void form().dispatchEvent(first));
    expect(first.defaultPrevented).toBe(true);
    expect(marks()).toEqual(SUBMITTING);
    expect(spinners()[0]!.previousElementSibling).toHaveClass('wpcf7-submit');
    expect(spinners()[0]).toHaveAttribute('aria-hidden', 'true');

    // A second submit (a double click, Enter in a field) while the first is held.
    const second = submitEvent();
    act(() => void form().dispatchEvent(second));
    expect(second.defaultPrevented).toBe(true);
    expect(spinners()).toHaveLength(1);

    const statuses: string[] = [];
    form().addEventListener('wpcf7statuschanged', (event) => {
      const { status, prevStatus } = (event as CustomEvent<{ status: string; prevStatus: string }>).detail;
      statuses.push(`${prevStatus}→${status}`);
    });
    // Between tasks (where the browser paints) the form never looks idle again.
    const seen: unknown[] = [];
    const watch = setInterval(() => seen.push(form().getAttribute('data-status')), 0);
    try {
      await act(async () => chunk.resolve(await import('./interactive')));
      await waitFor(() => expect(script.calls.submitFeedback).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      clearInterval(watch);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['submitting']));
    // Sent once, with what the form held when it was submitted.
    expect(script.calls.submitFeedback).toHaveBeenCalledOnce();
    expect(script.calls.submitFeedback.mock.calls[0]![1].get('your-name')).toBe('ก่อนโหลด');
    // The chunk's marks now, and its one spinner only.
    expect(marks()).toEqual(SUBMITTING);
    expect(form().querySelectorAll('.talat-cf-spinner')).toHaveLength(1);
    expect(statuses).toEqual(['init→submitting']);

    await act(async () => script.submits[0]!.resolve({ status: 'validation_failed', message: 'มีข้อมูลบางช่องไม่ถูกต้อง', invalid_fields: [] }));
    expect(form().getAttribute('data-status')).toBe('invalid');
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(form().classList.contains('submitting')).toBe(false);
  });

  it('undoes the submitting state when the chunk cannot load, then posts the form natively', async () => {
    const chunk = deferred<Interactive>();
    mountHeld(() => chunk.promise);
    const atPost: Array<ReturnType<typeof marks>> = [];
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => void atPost.push(marks()));
    act(() => void form().dispatchEvent(submitEvent()));
    expect(marks()).toEqual(SUBMITTING);
    await act(async () => chunk.reject(new Error('chunk blocked')));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(atPost).toEqual([PRINTED]);
    expect(marks()).toEqual(PRINTED);
    expect(script.calls.submitFeedback).not.toHaveBeenCalled();
  });

  it('unmounted while held: the printed state comes back and nothing is sent', async () => {
    const chunk = deferred<Interactive>();
    mountHeld(() => chunk.promise);
    act(() => void form().dispatchEvent(submitEvent()));
    expect(marks()).toEqual(SUBMITTING);
    act(() => unmount?.());
    unmount = undefined;
    expect(marks()).toEqual(PRINTED);
    await act(async () => chunk.resolve(await import('./interactive')));
    expect(script.calls.submitFeedback).not.toHaveBeenCalled();
    expect(marks()).toEqual(PRINTED);
  });
});

// §5 "Acceptance checkboxes": Send is disabled until every required acceptance box is ticked,
// from the first load on, not only once the interactive chunk is in (decision pending, contact).
describe('the acceptance rule on the first load', () => {
  const send = () => form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
  const terms = () => input('accept-terms');

  it('disables Send at mount, before the chunk, until the required box is ticked', () => {
    mountHeld(() => new Promise<Interactive>(() => undefined));
    expect(send().disabled).toBe(true);
    act(() => terms().click());
    expect(send().disabled).toBe(false);
    act(() => terms().click());
    expect(send().disabled).toBe(true);
  });

  /** Unmounts: Send is back to its printed state (enabled), and ticking the box no longer moves it. */
  function expectUnmountRestoresSend() {
    act(() => unmount?.());
    unmount = undefined;
    expect(send().disabled).toBe(false);
    act(() => terms().click());
    act(() => terms().click());
    expect(send().disabled).toBe(false);
  }

  it('puts the printed state of Send back on unmount, and stops following the box', () => {
    mountHeld(() => new Promise<Interactive>(() => undefined));
    expect(send().disabled).toBe(true);
    expectUnmountRestoresSend();
  });

  it('a box change while a submit is held leaves the submitting marks alone; the chunk keeps the rule', async () => {
    const chunk = deferred<Interactive>();
    mountHeld(() => chunk.promise);
    act(() => terms().click());
    act(() => void form().dispatchEvent(submitEvent()));
    expect(marks()).toEqual(SUBMITTING);
    act(() => terms().click());
    expect(send().disabled).toBe(true);
    expect(marks()).toEqual(SUBMITTING);
    act(() => terms().click());
    expect(send().disabled).toBe(false);
    expect(marks()).toEqual(SUBMITTING);

    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(script.calls.submitFeedback).toHaveBeenCalledOnce());
    // Sent once, with the box as it was at the press.
    expect(script.calls.submitFeedback.mock.calls[0]![1].get('accept-terms')).toBe('1');
    await act(async () => script.submits[0]!.resolve({ status: 'validation_failed', message: 'มีข้อมูลบางช่องไม่ถูกต้อง', invalid_fields: [] }));
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(send().disabled).toBe(false);
    act(() => terms().click());
    expect(send().disabled).toBe(true);
    act(() => terms().click());
    expect(send().disabled).toBe(false);
  });

  it('is set up once: by the first load, not again by the chunk', async () => {
    const chunk = deferred<Interactive>();
    const setups = vi.mocked(setupAcceptance);
    const before = setups.mock.calls.length;
    mountHeld(() => chunk.promise);
    expect(setups.mock.calls.length - before).toBe(1);
    await act(async () => chunk.resolve(await import('./interactive')));
    act(() => void form().dispatchEvent(submitEvent()));
    await waitFor(() => expect(script.calls.submitFeedback).toHaveBeenCalled());
    expect(setups.mock.calls.length - before).toBe(1);
    expect(send().disabled).toBe(true);
    expectUnmountRestoresSend();
  });
});
