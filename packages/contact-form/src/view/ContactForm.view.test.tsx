// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalatRequestError } from '@talat/client';
import { showIntent } from '@talat/mocks';
import { mountContactForm, type MountContactFormOptions } from '../mount';
import { contactFormFixture, deferred, scriptedCalls, UNIT_TAG } from '../test-fixtures';

// The mounted widget on Contact Form 7's markup, under React and again under preact/compat, as it
// ships: tips, the screen-reader list, the response output and the statuses of §4, every error of §8.

let unmount: (() => void) | undefined;
let script: ReturnType<typeof scriptedCalls>;

const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const input = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const output = () => document.querySelector<HTMLElement>('.wpcf7-response-output')!;
const srStatus = () => document.querySelector<HTMLElement>('.screen-reader-response [role="status"]')!;
const srItems = () => [...document.querySelectorAll<HTMLElement>('.screen-reader-response li')];
const tipOf = (name: string) => document.querySelector(`[data-name="${name}"] .wpcf7-not-valid-tip`);

async function mount(options: Partial<MountContactFormOptions> & { html?: string; cached?: boolean } = {}) {
  document.body.innerHTML = options.html ?? contactFormFixture();
  Object.assign(window, { wpcf7: { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: options.cached ? 1 : 0 } });
  script = scriptedCalls();
  act(() => {
    unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!, { calls: script.calls, ...options }) ?? undefined;
  });
  // A cached page loads the chunk at once (§2.12); elsewhere the pointer on its way to the form
  // brings it in (decision 503). The spinner beside the submit button shows it is in.
  if (!options.cached) showIntent(document.querySelector('.wpcf7')!);
  await waitFor(() => expect(document.querySelector('.talat-cf-spinner')).not.toBeNull());
  await waitFor(() => expect(script.calls.getSchema).toHaveBeenCalled());
  await act(async () => undefined);
}

function type(name: string, value: string) {
  const control = input(name);
  fireEvent.input(control, { target: { value } });
  fireEvent.change(control, { target: { value } });
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).wpcf7;
});

describe('contact form: validation on change (§2.12, §4, §5)', () => {
  it('shows a tip, marks the control and lists a link in the screen-reader region', async () => {
    await mount();
    expect(document.querySelector('.wpcf7')!.classList.contains('js')).toBe(true);
    act(() => type('your-email', 'not-an-email'));
    // Fields above the changed one are checked too: the empty name is flagged as well.
    expect(tipOf('your-name')?.textContent).toBe('กรุณากรอกชื่อ');
    expect(tipOf('your-email')?.textContent).toBe('รูปแบบอีเมลไม่ถูกต้อง');
    expect(input('your-email').getAttribute('aria-invalid')).toBe('true');
    expect(input('your-email')).toHaveAccessibleDescription('รูปแบบอีเมลไม่ถูกต้อง');
    expect(form().getAttribute('data-status')).toBe('init');
    const links = srItems().map((li) => within(li).getByRole('link'));
    expect(links.map((a) => a.textContent)).toEqual(['กรุณากรอกชื่อ', 'รูปแบบอีเมลไม่ถูกต้อง']);
    expect(srItems()[1]!.id).toBe(`${UNIT_TAG}-ve-your-email`);
    fireEvent.click(links[1]!);
    expect(document.activeElement).toBe(input('your-email'));
  });

  it('clears the tip once the field is fixed', async () => {
    await mount();
    act(() => type('your-email', 'bad'));
    act(() => type('your-email', 'somchai@example.co.th'));
    expect(tipOf('your-email')).toBeNull();
    expect(input('your-email').getAttribute('aria-invalid')).toBe('false');
    expect(input('your-email').hasAttribute('aria-describedby')).toBe(false);
  });

  it('reads checkbox groups sent as name[] under the schema field name', async () => {
    await mount();
    const box = form().querySelector<HTMLInputElement>('input[name="colour[]"]')!;
    act(() => fireEvent.click(box));
    act(() => fireEvent.click(box));
    expect(tipOf('colour')?.textContent).toBe('เลือกสีอย่างน้อยหนึ่งสี');
    act(() => fireEvent.click(box));
    expect(tipOf('colour')).toBeNull();
  });

  it('adds http:// to a URL without a scheme before checking it (§5 url)', async () => {
    await mount();
    act(() => type('website', 'shop.example.co.th'));
    expect(input('website').value).toBe('http://shop.example.co.th');
    expect(tipOf('website')).toBeNull();
  });
});

describe('contact form: submit and statuses (§4, §7)', () => {
  it('sends the form data, shows submitting, then the server result', async () => {
    await mount();
    input('your-name').value = 'ส';
    act(() => fireEvent.click(input('accept-terms')));
    act(() => fireEvent.submit(form()));
    expect(script.calls.submitFeedback).toHaveBeenCalledOnce();
    const [id, data] = script.calls.submitFeedback.mock.calls[0]!;
    expect(id).toBe('120');
    expect(data.get('_wpcf7')).toBe('120');
    expect(data.get('_wpcf7_unit_tag')).toBe(UNIT_TAG);
    expect(data.get('your-name')).toBe('ส');
    expect(form().getAttribute('data-status')).toBe('submitting');
    expect(form().classList.contains('submitting')).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(srStatus().textContent).toBe('กำลังส่งข้อความ…');
    await act(async () =>
      script.submits[0]!.resolve({
        status: 'validation_failed',
        message: 'มีข้อมูลบางช่องไม่ถูกต้อง',
        invalid_fields: [{ field: 'your-name', message: 'ชื่อสั้นเกินไป' }],
        quiz: { 'quiz-1': ['2+2=?', 'newhash'] },
      }),
    );
    expect(form().getAttribute('data-status')).toBe('invalid');
    expect(form().classList.contains('submitting')).toBe(false);
    expect(output().textContent).toBe('มีข้อมูลบางช่องไม่ถูกต้อง');
    expect(srStatus().textContent).toBe('มีข้อมูลบางช่องไม่ถูกต้อง');
    expect(tipOf('your-name')?.textContent).toBe('ชื่อสั้นเกินไป');
    expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('2+2=?');
    expect(input('_wpcf7_quiz_answer_quiz-1').value).toBe('newhash');
  });

  it('on mail_sent: the message stays, the form empties, the refill runs and the status ends in sent', async () => {
    await mount();
    const events: string[] = [];
    for (const name of ['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']) {
      document.addEventListener(name, () => events.push(name));
    }
    input('your-name').value = 'สมใจ';
    act(() => fireEvent.submit(form()));
    await act(async () => script.submits[0]!.resolve({ status: 'mail_sent', message: 'ขอบคุณสำหรับข้อความ', invalid_fields: [], posted_data_hash: 'h1' }));
    expect(input('your-name').value).toBe('');
    expect(input('_wpcf7_posted_data_hash').value).toBe('h1');
    expect(form().getAttribute('data-status')).toBe('resetting');
    await act(async () => script.refills[0]!.resolve({ quiz: { 'quiz-1': ['3+3=?', 'h6'] } }));
    expect(form().getAttribute('data-status')).toBe('sent');
    expect(output().textContent).toBe('ขอบคุณสำหรับข้อความ');
    expect(events).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
  });

  it('a reset by the shopper goes resetting → init and clears the messages', async () => {
    await mount();
    act(() => type('your-email', 'bad'));
    act(() => form().reset());
    expect(form().getAttribute('data-status')).toBe('resetting');
    expect(tipOf('your-email')).toBeNull();
    await act(async () => script.refills[0]!.resolve({}));
    expect(form().getAttribute('data-status')).toBe('init');
  });

  it.each([
    ['offline', new TalatRequestError({ kind: 'network', message: 'x' }), 'คุณอาจออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต'],
    ['junk JSON', new TalatRequestError({ kind: 'invalid-json', message: 'x' }), 'การตอบกลับไม่ใช่ข้อมูล JSON ที่ถูกต้อง'],
    [
      'HTTP 500',
      new TalatRequestError({ kind: 'http', status: 500, message: 'x' }),
      'ส่งข้อความไม่สำเร็จ เซิร์ฟเวอร์ตอบกลับด้วยรหัส 500 ข้อมูลที่กรอกยังอยู่ครบ กรุณาลองอีกครั้ง',
    ],
  ])('%s (§8): a Thai message, and nothing typed is lost', async (_, error, message) => {
    await mount();
    input('your-name').value = 'สมใจ ใจดี';
    input('your-email').value = 'somjai@example.com';
    act(() => fireEvent.submit(form()));
    await act(async () => script.submits[0]!.reject(error));
    expect(output().textContent).toBe(message);
    expect(srStatus().textContent).toBe(message);
    expect(form().getAttribute('data-status')).toBe('failed');
    expect(input('your-name').value).toBe('สมใจ ใจดี');
    expect(input('your-email').value).toBe('somjai@example.com');
  });

  it('a submit before the interactive chunk is in is held and sent once it arrives', async () => {
    document.body.innerHTML = contactFormFixture();
    Object.assign(window, { wpcf7: { api: { root: '/wp-json/' } } });
    script = scriptedCalls();
    const chunk = deferred<typeof import('../interactive')>();
    act(() => {
      unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!, { calls: script.calls, loadInteractive: () => chunk.promise }) ?? undefined;
    });
    input('your-name').value = 'ก่อนโหลด';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form().dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    input('your-name').value = 'changed after submit';
    await act(async () => chunk.resolve(await import('../interactive')));
    await waitFor(() => expect(script.calls.submitFeedback).toHaveBeenCalledOnce());
    expect(script.calls.submitFeedback.mock.calls[0]![1].get('your-name')).toBe('ก่อนโหลด');
  });
});

describe('contact form: pages it leaves alone (§8)', () => {
  it('replaces a form placed inside another form with the wrong-place error', async () => {
    document.body.innerHTML = `<form class="outer">${contactFormFixture()}</form>`;
    Object.assign(window, { wpcf7: { api: { root: '/wp-json/' } } });
    act(() => {
      unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!) ?? undefined;
    });
    // The HTML parser already dropped the inner <form> tag, so its fields would post to the outer form.
    expect(screen.getByRole('alert').textContent).toBe('ข้อผิดพลาด: แบบฟอร์มติดต่อนี้ถูกวางไว้ผิดตำแหน่ง');
    expect(document.querySelector('.wpcf7 input[name="your-name"]')).toBeNull();
    act(() => unmount?.());
    unmount = undefined;
    expect(document.querySelector('.wpcf7 input[name="your-name"]')).not.toBeNull();
  });

  it('without configuration it logs an error and leaves the form as printed', () => {
    document.body.innerHTML = contactFormFixture();
    const result = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!);
    expect(result).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('restRoot'));
    expect(document.querySelector('.wpcf7')!.classList.contains('no-js')).toBe(true);
  });

  it('without a browser feature it logs an error and leaves the form as printed', () => {
    document.body.innerHTML = contactFormFixture();
    Object.assign(window, { wpcf7: { api: { root: '/wp-json/' } } });
    vi.spyOn(String.prototype, 'replaceAll').mockImplementation(() => '');
    const original = String.prototype.replaceAll;
    Object.defineProperty(String.prototype, 'replaceAll', { value: undefined, configurable: true, writable: true });
    try {
      expect(mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!)).toBeUndefined();
    } finally {
      Object.defineProperty(String.prototype, 'replaceAll', { value: original, configurable: true, writable: true });
    }
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('String.replaceAll()'));
  });

  it('a page from a full-page cache refills on load (§2.12)', async () => {
    await mount({ cached: true });
    expect(script.calls.refill).toHaveBeenCalledOnce();
    await act(async () => script.refills[0]!.resolve({ quiz: { 'quiz-1': ['5+5=?', 'h10'] } }));
    expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('5+5=?');
    expect(form().getAttribute('data-status')).toBe('init');
  });

  it('unmount puts the markup back', async () => {
    await mount();
    act(() => type('your-email', 'bad'));
    act(() => unmount?.());
    unmount = undefined;
    expect(document.querySelector('.wpcf7-not-valid-tip')).toBeNull();
    expect(document.querySelector('.talat-cf-spinner')).toBeNull();
    expect(input('your-email').getAttribute('aria-invalid')).toBe('false');
    expect(document.querySelector('.wpcf7')!.classList.contains('no-js')).toBe(true);
  });
});

describe('contact form: unmounted mid-submit, then mounted again', () => {
  it('starts afresh and sends the next submit', async () => {
    await mount();
    act(() => fireEvent.submit(form()));
    expect(form().getAttribute('data-status')).toBe('submitting');
    act(() => unmount?.());
    expect(form().getAttribute('data-status')).toBe('init');
    expect(form().classList.contains('submitting')).toBe(false);
    const before = script.calls.submitFeedback.mock.calls.length;
    act(() => {
      unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!, { calls: script.calls }) ?? undefined;
    });
    await waitFor(() => expect(document.querySelector('.talat-cf-spinner')).not.toBeNull());
    act(() => fireEvent.submit(form()));
    expect(script.calls.submitFeedback.mock.calls.length).toBe(before + 1);
  });
});
