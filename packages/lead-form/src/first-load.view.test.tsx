// @vitest-environment jsdom
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_LEAD_FORM, installFakeRecaptcha, leadFormMarkup, QUOTE_LEAD_FORM, savedLeads, showIntent } from '@talat/mocks';
import { bindRequiredCheckboxGroups } from './dom/checkbox-groups';
import { ENHANCED_ATTRIBUTE, mountLeadForm } from './mount';
import { useFakeWordPress } from './test-server';

// Issue 12, "First load": what holds before the interactive chunk is in. A held submit shows the
// busy state of §4 step 1 at once and hands it to the chunk without a gap; a chunk that cannot
// load undoes it; the required checkbox groups' rule (§5) and reCAPTCHA's `CaptchaCallback` are
// the first load's.

vi.mock('./dom/checkbox-groups', { spy: true });

type Interactive = typeof import('./interactive');
type PageGlobals = { grecaptcha?: unknown; CaptchaCallback?: unknown };

const fake = useFakeWordPress();
let unmounts: Array<() => void> = [];

afterEach(() => {
  act(() => unmounts.reverse().forEach((unmount) => unmount()));
  unmounts = [];
  delete (window as PageGlobals).grecaptcha;
  delete (window as PageGlobals).CaptchaCallback;
  vi.mocked(bindRequiredCheckboxGroups).mockClear();
});

function deferredChunk() {
  let resolve!: (chunk: Interactive) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Interactive>((res, rej) => ((resolve = res), (reject = rej)));
  return { load: () => promise, resolve, reject };
}

function mountHeld(html: string, loadInteractive: () => Promise<Interactive>) {
  document.body.innerHTML = html;
  act(() => {
    for (const element of document.querySelectorAll<HTMLFormElement>('form.lead-form-front')) {
      unmounts.push(mountLeadForm(element, { navigate: vi.fn(), loadInteractive })!);
    }
  });
}

const form = (id: number) => document.getElementById(`form_${id}`) as HTMLFormElement;
const control = (id: number, name: string) => form(id).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const submitButton = (id: number) => form(id).querySelector<HTMLInputElement>('.lf-form-submit')!;
const loadingImage = (id: number) => form(id).querySelector<HTMLElement>('.spinner')!;
const busy = (id: number) => ({ disabled: submitButton(id).disabled, loading: loadingImage(id).style.display });
const BUSY = { disabled: true, loading: 'block' };
const IDLE = { disabled: false, loading: 'none' };
const submitEvent = () => new Event('submit', { bubbles: true, cancelable: true });

function fillFooter() {
  control(301, 'name_1').value = 'สมหญิง รักดี';
  control(301, 'email_2').value = 'somying@example.com';
  control(301, 'term_accept_5').checked = true;
}

describe('the chunk is fetched when the shopper comes to a form (decision 503)', () => {
  it('not at page start; once at the first sign on either form, and each form is enhanced at its own sign', async () => {
    const interactive = await import('./interactive');
    const load = vi.fn(() => Promise.resolve(interactive));
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM) + leadFormMarkup(FOOTER_LEAD_FORM), load);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    await act(async () => control(301, 'name_1').focus());
    await waitFor(() => expect(form(301)).toHaveAttribute(ENHANCED_ATTRIBUTE));
    expect(form(302)).not.toHaveAttribute(ENHANCED_ATTRIBUTE);
    showIntent(form(302));
    await waitFor(() => expect(form(302)).toHaveAttribute(ENHANCED_ATTRIBUTE));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit with no sign before it (a script, Enter from an autofilled field) still loads and sends', async () => {
    const interactive = await import('./interactive');
    const load = vi.fn(() => Promise.resolve(interactive));
    mountHeld(leadFormMarkup(FOOTER_LEAD_FORM), load);
    fillFooter();
    act(() => void form(301).dispatchEvent(submitEvent()));
    await waitFor(() => expect(form(301).style.display).toBe('none'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(savedLeads(fake.shop())).toHaveLength(1);
  });
});

describe('a submit held before the interactive chunk is in (§4 step 1)', () => {
  it('shows the busy state at once, queues no second send, and the chunk takes it over without a gap', async () => {
    fake.shop().faults.add({ endpoint: 'Save_Form_Data', delayMs: 50 });
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(FOOTER_LEAD_FORM), chunk.load);
    fillFooter();
    expect(busy(301)).toEqual(IDLE);
    const first = submitEvent();
    act(() => void form(301).dispatchEvent(first));
    expect(first.defaultPrevented).toBe(true);
    expect(busy(301)).toEqual(BUSY);
    // A second submit (Enter in a field, a script) while the first is held.
    const second = submitEvent();
    act(() => void form(301).dispatchEvent(second));
    expect(second.defaultPrevented).toBe(true);

    // Between tasks (where the browser paints) the button never comes back until the reply,
    // which shows the success block in the same task.
    const seen: Array<{ disabled: boolean; sent: boolean }> = [];
    const watch = setInterval(() => seen.push({ disabled: submitButton(301).disabled, sent: form(301).style.display === 'none' }), 0);
    try {
      await act(async () => chunk.resolve(await import('./interactive')));
      expect(busy(301)).toEqual(BUSY);
      await waitFor(() => expect(form(301).style.display).toBe('none'));
    } finally {
      clearInterval(watch);
    }
    expect(seen.filter((state) => state.disabled && !state.sent).length).toBeGreaterThan(0);
    expect(seen.filter((state) => !state.disabled && !state.sent)).toEqual([]);
    expect(savedLeads(fake.shop())).toHaveLength(1);
    expect(await fake.actions()).toEqual(['Save_Form_Data']);
    expect(busy(301)).toEqual(IDLE);
  });

  it('a submit the chunk refuses (terms unchecked) leaves the button enabled', async () => {
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(FOOTER_LEAD_FORM), chunk.load);
    fillFooter();
    control(301, 'term_accept_5').checked = false;
    act(() => void form(301).dispatchEvent(submitEvent()));
    expect(busy(301)).toEqual(BUSY);
    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(form(301)).toHaveAttribute(ENHANCED_ATTRIBUTE));
    expect(busy(301)).toEqual(IDLE);
    expect(await fake.actions()).toEqual([]);
  });

  it('a chunk that cannot load undoes the busy state and says the form was not sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(FOOTER_LEAD_FORM), chunk.load);
    fillFooter();
    act(() => void form(301).dispatchEvent(submitEvent()));
    expect(busy(301)).toEqual(BUSY);
    await act(async () => chunk.reject(new Error('chunk blocked')));
    await waitFor(() => expect(busy(301)).toEqual(IDLE));
    expect(within(form(301)).getByRole('alert')).toHaveTextContent('ส่งข้อมูลไม่สำเร็จ กรุณาลองส่งอีกครั้ง');
    expect(await fake.actions()).toEqual([]);
  });

  it('unmounted while held: the button comes back and nothing is sent', async () => {
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(FOOTER_LEAD_FORM), chunk.load);
    fillFooter();
    act(() => void form(301).dispatchEvent(submitEvent()));
    act(() => unmounts.pop()!());
    expect(busy(301)).toEqual(IDLE);
    await act(async () => chunk.resolve(await import('./interactive')));
    expect(form(301)).not.toHaveAttribute(ENHANCED_ATTRIBUTE);
    expect(await fake.actions()).toEqual([]);
  });
});

describe('the required checkbox groups before the chunk (§5 Lead forms)', () => {
  const group = () => [...form(302).querySelectorAll<HTMLInputElement>('input[name="checkbox_8[]"]')];

  it('keeps `required` per group from the first load: one tick releases the group, none requires it again', () => {
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM), chunk.load);
    expect(group().map((box) => box.required)).toEqual([true, true, true]);
    act(() => group()[1]!.click());
    expect(group().map((box) => box.required)).toEqual([false, false, false]);
    act(() => group()[1]!.click());
    expect(group().map((box) => box.required)).toEqual([true, true, true]);
  });

  it('a submit with required fields empty before the chunk is held, not refused by the browser; the chunk then marks the fields in Thai and focuses the first', async () => {
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM), chunk.load);
    // `novalidate`, as the plugin's script set it at load: the browser's bubble never comes first.
    expect(form(302).noValidate).toBe(true);
    const submitted = vi.fn();
    form(302).addEventListener('submit', submitted);
    act(() => form(302).requestSubmit());
    expect(submitted).toHaveBeenCalledOnce();
    expect(busy(302)).toEqual(BUSY);
    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(control(302, 'name_1')).toHaveAttribute('aria-invalid', 'true'));
    expect(control(302, 'name_1')).toHaveFocus();
    expect(control(302, 'name_1')).toHaveAccessibleDescription('กรุณากรอกข้อมูลในช่องนี้');
    expect(group()[0]).toHaveAccessibleDescription('กรุณากรอกข้อมูลในช่องนี้');
    expect(busy(302)).toEqual(IDLE);
    expect(await fake.actions()).toEqual([]);
  });

  it('unmount puts back the `novalidate` the server printed', () => {
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM), deferredChunk().load);
    expect(form(302).noValidate).toBe(true);
    act(() => unmounts.pop()!());
    expect(form(302).noValidate).toBe(false);
  });

  it('unmount after the chunk is in puts back what the server printed, `novalidate` or not', async () => {
    for (const printed of [true, false]) {
      const chunk = deferredChunk();
      mountHeld(leadFormMarkup(QUOTE_LEAD_FORM).replace('<form ', printed ? '<form novalidate ' : '<form '), chunk.load);
      expect(form(302).noValidate).toBe(true);
      act(() => form(302).requestSubmit());
      await act(async () => chunk.resolve(await import('./interactive')));
      await waitFor(() => expect(form(302)).toHaveAttribute(ENHANCED_ATTRIBUTE));
      expect(form(302).noValidate).toBe(true);
      act(() => unmounts.splice(0).forEach((unmount) => unmount()));
      expect(form(302).noValidate).toBe(printed);
    }
  });

  it('is bound once per form, by the first load; the chunk keeps it and unmount puts `required` back', async () => {
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM) + leadFormMarkup(FOOTER_LEAD_FORM), chunk.load);
    expect(vi.mocked(bindRequiredCheckboxGroups).mock.calls.map(([bound]) => bound)).toEqual([form(302), form(301)]);
    // The shopper comes to the form: the chunk is asked for (decision 503).
    showIntent(form(302));
    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(form(302)).toHaveAttribute(ENHANCED_ATTRIBUTE));
    expect(bindRequiredCheckboxGroups).toHaveBeenCalledTimes(2);
    act(() => group()[2]!.click());
    expect(group().map((box) => box.required)).toEqual([false, false, false]);
    act(() => group()[2]!.click());
    expect(group().map((box) => box.required)).toEqual([true, true, true]);
    act(() => group()[0]!.click());
    act(() => unmounts.splice(0).reverse().forEach((unmount) => unmount()));
    expect(group().map((box) => box.required)).toEqual([true, true, true]);
  });
});

describe('reCAPTCHA ready before the chunk (§4 step 2)', () => {
  const captchaCallback = () => (window as PageGlobals).CaptchaCallback as (() => void) | undefined;

  it('CaptchaCallback is defined by the first load; a call before the chunk is remembered and the captcha rendered once the chunk is in', async () => {
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM), chunk.load);
    const standIn = captchaCallback();
    expect(standIn).toBeTypeOf('function');
    // Google's api.js, loaded first, calls the page's onload function.
    installFakeRecaptcha(window);
    expect(() => standIn!()).not.toThrow();
    expect(form(302).querySelector('.fake-recaptcha')).toBeNull();

    // The shopper comes to the form: the chunk is asked for (decision 503).
    showIntent(form(302));
    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(form(302)).toHaveAttribute(ENHANCED_ATTRIBUTE));
    expect(form(302).querySelectorAll('.fake-recaptcha')).toHaveLength(1);
    // The chunk's own callback took the stand-in's place; a later call renders nothing twice.
    expect(captchaCallback()).not.toBe(standIn);
    act(() => captchaCallback()!());
    expect(form(302).querySelectorAll('.fake-recaptcha')).toHaveLength(1);
    // Gone with the last form: the stand-in is back for a reCAPTCHA that loads later still.
    act(() => unmounts.pop()!());
    expect(captchaCallback()).toBe(standIn);
  });

  it('a CaptchaCallback the page defined is left alone', async () => {
    const own = vi.fn();
    (window as PageGlobals).CaptchaCallback = own;
    const chunk = deferredChunk();
    mountHeld(leadFormMarkup(QUOTE_LEAD_FORM), chunk.load);
    expect(captchaCallback()).toBe(own);
    // The shopper comes to the form: the chunk is asked for (decision 503).
    showIntent(form(302));
    await act(async () => chunk.resolve(await import('./interactive')));
    await waitFor(() => expect(form(302)).toHaveAttribute(ENHANCED_ATTRIBUTE));
    expect(captchaCallback()).toBe(own);
  });
});
