// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountDocuments } from './mount';
import type { DocumentsSession } from './session';

// The first load (no framework, no network): the print window opened in the click itself (§2.8
// step 1), the press handed to the session once its chunk is in, plain links left alone (§6).

type Interactive = typeof import('./interactive');

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  delete (window as unknown as Record<string, unknown>).wf_pklist_params_public;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const URL_1024 = 'http://localhost:3000/?attaching_pdf=1&print_packinglist=true&post=MTAyNA&type=print_invoice&user_print=1';
const printLink = `<a href="${URL_1024.replace(/&/g, '&amp;')}" class="woocommerce-button button wt_pklist_invoice_print">พิมพ์ใบแจ้งหนี้</a>`;
const promptLink = `<a class="button wt_pklist_action_btn" onclick="return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers('/wp-admin/?print_packinglist=true&amp;post=1024&amp;type=print_invoice',1);">ใบแจ้งหนี้</a>`;

function params(loggedIn: '1' | '', preview = 'No', dontShowAgain = false) {
  (window as unknown as Record<string, unknown>).wf_pklist_params_public = {
    show_document_preview: preview,
    document_access_type: 'logged_in',
    is_user_logged_in: loggedIn,
    msgs: { pop_dont_show_again: dontShowAgain },
  };
}

function chunk() {
  const session = { print: vi.fn(async () => undefined), prompt: vi.fn(), manualOpened: vi.fn(), dispose: vi.fn() } satisfies DocumentsSession;
  const start = vi.fn(() => session);
  return { load: vi.fn(async () => ({ startDocumentsSession: start }) as unknown as Interactive), start, session };
}

function fakePopup() {
  const page = document.implementation.createHTMLDocument('');
  return { document: page, closed: false, opener: window, focus: vi.fn(), close: vi.fn() } as unknown as Window & { focus: ReturnType<typeof vi.fn> };
}

const click = (el: Element, init: MouseEventInit = {}) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

describe('mountDocuments', () => {
  it('opens the window with the Thai "Generating document..." in the click, then hands it to the session', async () => {
    params('1');
    document.body.innerHTML = printLink;
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')!.dispatchEvent(event);
    // Synchronously, in the click: no popup blocker can refuse a window opened later.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(event.defaultPrevented).toBe(true);
    expect(popup.document.body.textContent).toBe('กำลังสร้างเอกสาร...');
    expect(popup.document.title).toBe('กำลังสร้างเอกสาร...');
    await vi.waitFor(() => expect(c.session.print).toHaveBeenCalledWith(popup, URL_1024, window.innerWidth < 768));
  });

  it('the print window keeps no opener: a link in the document cannot lead to a site that navigates the shop page', () => {
    params('1');
    document.body.innerHTML = printLink;
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    unmount = mountDocuments(document.body, { loadInteractive: chunk().load });
    click(document.querySelector('a')!);
    expect(popup.opener).toBeNull();
  });

  it('a double click prints once: the second press brings the running window forward; once over, a press prints again', async () => {
    params('1');
    document.body.innerHTML = printLink;
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const c = chunk();
    let finish!: () => void;
    c.session.print.mockImplementationOnce(() => new Promise<undefined>((done) => (finish = () => done(undefined))));
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    const link = document.querySelector('a')!;
    click(link);
    const second = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(c.session.print).toHaveBeenCalledTimes(1));
    finish();
    await vi.waitFor(() => {
      click(link);
      expect(open).toHaveBeenCalledTimes(2);
    });
    await vi.waitFor(() => expect(c.session.print).toHaveBeenCalledTimes(2));
  });

  it('a window the shopper closed meanwhile does not hold the link: the next press opens a new one', () => {
    params('1');
    document.body.innerHTML = printLink;
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const c = chunk();
    c.session.print.mockImplementation(() => new Promise<undefined>(() => undefined));
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    click(document.querySelector('a')!);
    (popup as unknown as { closed: boolean }).closed = true;
    click(document.querySelector('a')!);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('passes a blocked window (null) to the session, which says so', async () => {
    params('1');
    document.body.innerHTML = printLink;
    vi.spyOn(window, 'open').mockReturnValue(null);
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    click(document.querySelector('a')!);
    await vi.waitFor(() => expect(c.session.print).toHaveBeenCalledWith(null, URL_1024, expect.any(Boolean)));
  });

  it('a chunk that cannot load still shows the document: the window goes to the link', async () => {
    params('1');
    document.body.innerHTML = printLink;
    const replace = vi.fn();
    const popup = { ...fakePopup(), closed: false, location: { replace } } as unknown as Window;
    Object.defineProperty(popup, 'document', { value: document.implementation.createHTMLDocument('') });
    vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    unmount = mountDocuments(document.body, { loadInteractive: () => Promise.reject(new Error('offline')) });
    click(document.querySelector('a')!);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(URL_1024));
  });

  it('claims links inserted after mount (delegation)', async () => {
    params('1');
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup());
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    document.body.insertAdjacentHTML('beforeend', printLink);
    click(document.querySelector('a')!);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(c.session.print).toHaveBeenCalled());
  });

  it('leaves modified clicks to the browser', () => {
    params('1');
    document.body.innerHTML = printLink;
    const open = vi.spyOn(window, 'open');
    unmount = mountDocuments(document.body, { loadInteractive: chunk().load });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['logged out', '' as const, 'No'],
    ['preview on', '1' as const, 'Yes'],
  ])('%s: the link becomes a plain new-tab link, the click is the browser\'s own', async (_name, loggedIn, preview) => {
    params(loggedIn, preview);
    document.body.innerHTML = printLink;
    const open = vi.spyOn(window, 'open');
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    const link = document.querySelector('a')!;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
    // Links inserted later get the new tab too.
    document.body.insertAdjacentHTML('beforeend', printLink.replace('invoice_print', 'packinglist_print'));
    await vi.waitFor(() => expect(document.querySelector<HTMLAnchorElement>('a.wt_pklist_packinglist_print')!.target).toBe('_blank'));
    expect(c.load).not.toHaveBeenCalled();
  });

  it('a manual-number link becomes a keyboard button, its inline onclick never runs, and Enter asks', async () => {
    params('1');
    const inline = vi.fn();
    (window as unknown as Record<string, unknown>).wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers = inline;
    document.body.innerHTML = promptLink;
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    const link = document.querySelector('a')!;
    expect(link.getAttribute('role')).toBe('button');
    expect(link.tabIndex).toBe(0);
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(c.session.prompt).toHaveBeenCalledWith(link, { url: '/wp-admin/?print_packinglist=true&post=1024&type=print_invoice', code: '1' }));
    click(link);
    expect(inline).not.toHaveBeenCalled();
    delete (window as unknown as Record<string, unknown>).wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers;
  });

  it('a held key asks once: repeated keydowns are swallowed', async () => {
    params('1');
    document.body.innerHTML = promptLink;
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    const link = document.querySelector('a')!;
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    const repeat = new KeyboardEvent('keydown', { key: 'Enter', repeat: true, bubbles: true, cancelable: true });
    link.dispatchEvent(repeat);
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', repeat: true, bubbles: true, cancelable: true }));
    expect(repeat.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(c.session.prompt).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(c.session.prompt).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['logged out', '' as const, 'No'],
    ['preview on', '1' as const, 'Yes'],
  ])('%s: manual-number links still ask (§4 does not depend on preview or login)', async (_name, loggedIn, preview) => {
    params(loggedIn, preview);
    document.body.innerHTML = printLink + promptLink;
    const open = vi.spyOn(window, 'open');
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    const prompt = document.querySelector<HTMLElement>('a[onclick]')!;
    expect(prompt.getAttribute('role')).toBe('button');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    prompt.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(c.session.prompt).toHaveBeenCalledWith(prompt, { url: '/wp-admin/?print_packinglist=true&post=1024&type=print_invoice', code: '1' }));
    // The print link stays the browser's own new-tab link.
    const print = document.querySelector<HTMLAnchorElement>('a.wt_pklist_invoice_print')!;
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    print.dispatchEvent(plain);
    expect(print.target).toBe('_blank');
    expect(plain.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(c.session.print).not.toHaveBeenCalled();
  });

  it("with 'don't show again' set, opens the document with wt_dont_show_again=1 in the click itself", async () => {
    params('1', 'No', true);
    document.body.innerHTML = promptLink;
    const tab = {} as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    click(document.querySelector('a')!);
    expect(open).toHaveBeenCalledWith('http://localhost:3000/wp-admin/?print_packinglist=true&post=1024&type=print_invoice&wt_dont_show_again=1', '_blank');
    await vi.waitFor(() => expect(c.session.manualOpened).toHaveBeenCalledWith(tab));
    expect(c.session.prompt).not.toHaveBeenCalled();
    // A second press while the page is about to reload opens nothing more.
    click(document.querySelector('a')!);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("with 'don't show again' set, a blocked tab lets the shopper press again", async () => {
    params('1', 'No', true);
    document.body.innerHTML = promptLink;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const c = chunk();
    unmount = mountDocuments(document.body, { loadInteractive: c.load });
    click(document.querySelector('a')!);
    await vi.waitFor(() => expect(c.session.manualOpened).toHaveBeenCalledWith(null));
    click(document.querySelector('a')!);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
