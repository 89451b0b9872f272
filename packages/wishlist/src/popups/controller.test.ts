// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, addOpener, click, createOpener, estimateOpener, key, loadDoorOnce, moveOpeners, startPopupsController, stopAll, submit, type } from './test-fixtures';

// §2.10 wishlist popups, §5 (a 'new' wishlist needs its name), §7 add_to_wishlist and
// ask_an_estimate, §8 (feedback and the estimate's error under the description), §9 (close time,
// redirect after ask estimate), on the markup the fake WordPress prints.

const NAME_REQUIRED = 'กรุณาตั้งชื่อรายการโปรดใหม่';
const ESTIMATE_FAILED = 'ส่งคำขอใบเสนอราคาไม่สำเร็จ ข้อมูลที่กรอกยังอยู่ครบ กรุณาลองอีกครั้ง';
const ADD_FAILED = 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง';

beforeAll(loadDoorOnce);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stopAll();
  vi.useRealTimers();
});

const describedBy = (field: Element) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
const addForm = (host: HTMLElement) => $<HTMLFormElement>('form.yith-wcwl-popup-form', host);
const pending = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

describe('popups: one copy of the printed popup (§2.10)', () => {
  it("moves the popup's content into the popup while open, names it by its heading, and puts it back, typed values and all, on close", () => {
    const { controller } = startPopupsController();
    const source = $(addOpener().getAttribute('href')!);
    controller.open(addOpener());
    expect(source.childElementCount).toBe(0);
    expect(controller.host.querySelectorAll('form.yith-wcwl-popup-form')).toHaveLength(1);
    const state = controller.$state.get()!;
    expect(state.feedback).toBeNull();
    expect(document.getElementById(state.name.labelledBy!)).toHaveTextContent('เลือกรายการโปรด');

    type($<HTMLInputElement>('.wishlist-name', controller.host), 'ของขวัญ');
    controller.close();
    expect(controller.$state.get()).toBeNull();
    expect(controller.host.childElementCount).toBe(0);
    expect($<HTMLInputElement>('.wishlist-name', source).value).toBe('ของขวัญ');
  });

  it('names a popup without a heading (ask an estimate) by the link that opened it; another link first closes the open one', () => {
    const { controller } = startPopupsController();
    controller.open(createOpener());
    expect(controller.host.querySelector('#create_new_wishlist form, form [name="create_wishlist"]')).not.toBeNull();
    controller.open(estimateOpener());
    expect($('#create_new_wishlist').querySelector('[name="create_wishlist"]')).not.toBeNull();
    expect(controller.$state.get()!.name).toEqual({ label: 'ขอใบเสนอราคา' });
    expect(controller.host.querySelectorAll('#reply_email')).toHaveLength(1);
    expect(document.querySelectorAll('#reply_email')).toHaveLength(1);
  });

  it('does nothing for a link to an element the page does not have', () => {
    const { controller } = startPopupsController();
    const link = document.createElement('a');
    link.href = '#nothing_here';
    controller.open(link);
    expect(controller.$state.get()).toBeNull();
  });
});

describe("popups: the add popup's tabs 'choose' and 'create' (§2.10)", () => {
  it('are a tablist: roles, selection, the hidden panel, the select named by its tab', () => {
    const { controller } = startPopupsController();
    controller.open(addOpener());
    const [choose, create] = [$('[data-tab="choose"]', controller.host), $('[data-tab="create"]', controller.host)];
    expect(choose.parentElement).toHaveAttribute('role', 'tablist');
    expect(choose).toHaveAttribute('role', 'tab');
    expect(choose).toHaveAttribute('aria-selected', 'true');
    expect(create).toHaveAttribute('aria-selected', 'false');
    expect([choose.tabIndex, create.tabIndex]).toEqual([0, -1]);
    const chooser = document.getElementById(choose.getAttribute('aria-controls')!)!;
    const creator = document.getElementById(create.getAttribute('aria-controls')!)!;
    expect(chooser).toHaveAttribute('role', 'tabpanel');
    expect([chooser.hidden, creator.hidden]).toEqual([false, true]);
    expect($('select.wishlist-select', controller.host)).toHaveAttribute('aria-labelledby', choose.id);
  });

  it('a click shows the tab instead of following #; arrow keys, Home and End move and focus', () => {
    const { controller } = startPopupsController();
    controller.open(addOpener());
    const choose = $('[data-tab="choose"]', controller.host);
    const create = $('[data-tab="create"]', controller.host);
    expect(click(create).defaultPrevented).toBe(true);
    expect(create).toHaveAttribute('aria-selected', 'true');
    expect(create).toHaveClass('active');
    expect(choose).not.toHaveClass('active');
    expect(key(create, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(choose);
    key(choose, 'ArrowLeft');
    expect(document.activeElement).toBe(create);
    key(create, 'Home');
    expect(choose).toHaveAttribute('aria-selected', 'true');
    key(choose, 'End');
    expect(create).toHaveAttribute('aria-selected', 'true');
    expect(key(create, 'a').defaultPrevented).toBe(false);
  });

  it("choosing 'new' in the list switches to the create tab and takes the option back", () => {
    const { controller } = startPopupsController();
    controller.open(addOpener());
    const select = $<HTMLSelectElement>('select.wishlist-select', controller.host);
    select.value = 'new';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect($('[data-tab="create"]', controller.host)).toHaveAttribute('aria-selected', 'true');
    expect(select.selectedIndex).toBe(0);
    expect(document.activeElement).toBe($('.wishlist-name', controller.host));
  });
});

describe('popups: add to wishlist (§5, §7 add_to_wishlist)', () => {
  it("a 'new' target without a name marks the field invalid in Thai and sends nothing; typing a name clears it", async () => {
    const { controller, calls, adding } = startPopupsController();
    controller.open(addOpener());
    click($('[data-tab="create"]', controller.host));
    const name = $<HTMLInputElement>('.wishlist-name', controller.host);
    type(name, '   ');
    expect(click($('a.wishlist-submit', controller.host)).defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(adding.add).not.toHaveBeenCalled();
    expect(calls.addToWishlist).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toBe(NAME_REQUIRED);
    expect(document.activeElement).toBe(name);
    type(name, 'ของขวัญ');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends the product, the chosen list and the fragments for that product (exact payload)', async () => {
    const { controller, calls, lists, product } = startPopupsController();
    controller.open(addOpener());
    const select = $<HTMLSelectElement>('select.wishlist-select', controller.host);
    select.value = String(lists[1]!.id);
    submit(addForm(controller.host));
    await vi.runAllTimersAsync();
    expect(calls.addToWishlist).toHaveBeenCalledTimes(1);
    const sent = calls.addToWishlist.mock.calls[0]![0];
    expect(sent).toEqual({
      nonce: 'n-add',
      add_to_wishlist: String(product.id),
      product_type: 'simple',
      wishlist_id: String(lists[1]!.id),
      fragments: expect.any(Object),
    });
    // The product's own fragments and those of no product (the wishlist form), as the button sends them.
    expect(Object.keys(sent.fragments!)).toEqual([expect.stringContaining(`add-to-wishlist-${product.id}.`), 'woocommerce.yith-wcwl-form.wishlist-fragment']);
  });

  it("the create tab sends 'new' with the name and the checked visibility", async () => {
    const { controller, calls, product } = startPopupsController();
    controller.open(addOpener());
    click($('[data-tab="create"]', controller.host));
    type($<HTMLInputElement>('.wishlist-name', controller.host), 'ของขวัญปีใหม่');
    $<HTMLInputElement>('input.private-visibility', controller.host).checked = true;
    submit(addForm(controller.host));
    await vi.runAllTimersAsync();
    expect(calls.addToWishlist.mock.calls[0]![0]).toMatchObject({
      add_to_wishlist: String(product.id),
      wishlist_id: 'new',
      wishlist_name: 'ของขวัญปีใหม่',
      wishlist_visibility: '2',
    });
  });

  it('is busy while the add is on its way: a second submit does nothing; then the success feedback, as text, and the page told', async () => {
    const { controller, calls, adding } = startPopupsController();
    const reply = pending<{ result: string; message: string }>();
    calls.addToWishlist.mockReturnValueOnce(reply.promise);
    controller.open(addOpener());
    const button = $('a.wishlist-submit', controller.host);
    click(button);
    await vi.advanceTimersByTimeAsync(0);
    expect(button).toHaveAttribute('aria-busy', 'true');
    click(button);
    submit(addForm(controller.host));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.addToWishlist).toHaveBeenCalledTimes(1);
    reply.resolve({ result: 'true', message: '<strong>เพิ่มสินค้าแล้ว!</strong>' });
    await vi.advanceTimersByTimeAsync(0);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(controller.$state.get()!.feedback).toEqual({ status: 'success', message: 'เพิ่มสินค้าแล้ว!' });
    expect(adding.showAdded).toHaveBeenCalledWith(expect.any(HTMLAnchorElement), expect.any(String), expect.objectContaining({ kind: 'added', result: 'true' }));
  });

  it('a refusal shows the server message as an error; offline shows the Thai message; what was typed stays', async () => {
    const { controller, calls } = startPopupsController();
    calls.addToWishlist.mockResolvedValueOnce({ result: 'error', message: 'เกิดข้อผิดพลาด<br>ลองใหม่' });
    controller.open(addOpener());
    click($('[data-tab="create"]', controller.host));
    type($<HTMLInputElement>('.wishlist-name', controller.host), 'ของขวัญ');
    submit(addForm(controller.host));
    await vi.runAllTimersAsync();
    expect(controller.$state.get()!.feedback).toEqual({ status: 'error', message: 'เกิดข้อผิดพลาดลองใหม่' });

    controller.close();
    controller.open(addOpener());
    expect(controller.$state.get()!.feedback).toBeNull();
    expect($<HTMLInputElement>('.wishlist-name', controller.host).value).toBe('ของขวัญ');
    calls.addToWishlist.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit(addForm(controller.host));
    await vi.runAllTimersAsync();
    expect(controller.$state.get()!.feedback).toEqual({ status: 'error', message: ADD_FAILED });
  });

  it('a reply that comes after the popup closed changes no popup, but the page still learns of the add', async () => {
    const { controller, calls, adding } = startPopupsController();
    const reply = pending<{ result: string; message: string }>();
    calls.addToWishlist.mockReturnValueOnce(reply.promise);
    controller.open(addOpener());
    submit(addForm(controller.host));
    controller.close();
    reply.resolve({ result: 'true', message: 'เพิ่มแล้ว' });
    await vi.runAllTimersAsync();
    expect(controller.$state.get()).toBeNull();
    expect(adding.showAdded).toHaveBeenCalledTimes(1);
  });
});

describe('popups: ask an estimate (§7 ask_an_estimate, §8, §9)', () => {
  const form = (host: HTMLElement) => $<HTMLFormElement>('form.wishlist-ask-an-estimate-popup', host);

  it("sends every field of the form; the reply's template replaces the form, and the popup closes after the close time", async () => {
    const { controller, calls, lists, navigate } = startPopupsController();
    controller.open(estimateOpener());
    type($<HTMLInputElement>('#reply_email', controller.host), 'somchai@example.com');
    type($<HTMLTextAreaElement>('#additional_notes', controller.host), 'ขอราคาส่ง 10 ชิ้น');
    expect(submit(form(controller.host)).defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.askAnEstimate).toHaveBeenCalledWith({
      nonce: 'n-estimate',
      fields: { reply_email: 'somchai@example.com', additional_notes: 'ขอราคาส่ง 10 ชิ้น', ask_an_estimate: lists[0]!.token },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(form(controller.host).hidden).toBe(true);
    const sent = $('.talat-wishlist-estimate-sent', controller.host);
    expect(sent).toHaveTextContent('ส่งคำขอของคุณแล้ว');
    expect(document.activeElement).toBe(sent);
    await vi.advanceTimersByTimeAsync(2999);
    expect(controller.$state.get()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.$state.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    // The page keeps the plugin's form for the next request.
    const source = $('#ask_an_estimate_popup');
    expect($<HTMLFormElement>('form', source).hidden).toBe(false);
    expect(source.querySelector('.talat-wishlist-estimate-sent')).toBeNull();
  });

  it("'redirect after ask estimate' goes to its URL once the popup closed", async () => {
    const { controller, navigate } = startPopupsController({ redirectAfterAskEstimate: true, askEstimateRedirectUrl: '/thanks/', popupCloseMs: 1500 });
    controller.open(estimateOpener());
    submit(form(controller.host));
    await vi.advanceTimersByTimeAsync(1499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/thanks/');
  });

  it('a refusal shows its message as text in an error right under the description; a second submit while busy does nothing', async () => {
    const { controller, calls } = startPopupsController();
    const reply = pending<{ result: boolean; message: string }>();
    calls.askAnEstimate.mockReturnValueOnce(reply.promise);
    controller.open(estimateOpener());
    type($<HTMLInputElement>('#reply_email', controller.host), 'x');
    submit(form(controller.host));
    submit(form(controller.host));
    expect(calls.askAnEstimate).toHaveBeenCalledTimes(1);
    expect($('#ask_an_estimate', controller.host)).toHaveAttribute('aria-busy', 'true');
    reply.resolve({ result: false, message: 'กรุณากรอกอีเมล<b>ที่ถูกต้อง</b>' });
    await vi.runAllTimersAsync();
    const error = $('.popup-description', controller.host).nextElementSibling!;
    expect(error).toHaveClass('woocommerce-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error.textContent).toBe('กรุณากรอกอีเมลที่ถูกต้อง');
    expect(error.querySelector('b')).toBeNull();
    expect($<HTMLInputElement>('#reply_email', controller.host).value).toBe('x');
    expect(controller.$state.get()).not.toBeNull();
  });

  it('offline, a time-out or junk: the Thai message, once, and the popup stays open with what was typed', async () => {
    const { controller, calls } = startPopupsController();
    calls.askAnEstimate.mockRejectedValueOnce(new Error('timeout')).mockRejectedValueOnce(new Error('junk'));
    controller.open(estimateOpener());
    type($<HTMLTextAreaElement>('#additional_notes', controller.host), 'หมายเหตุ');
    submit(form(controller.host));
    await vi.runAllTimersAsync();
    submit(form(controller.host));
    await vi.runAllTimersAsync();
    expect([...controller.host.querySelectorAll('.woocommerce-error')].map((e) => e.textContent)).toEqual([ESTIMATE_FAILED]);
    expect($<HTMLTextAreaElement>('#additional_notes', controller.host).value).toBe('หมายเหตุ');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controller.$state.get()).not.toBeNull();
  });

  it('a reply that comes after the popup closed is dropped', async () => {
    const { controller, calls } = startPopupsController();
    const reply = pending<{ result: boolean; message: string }>();
    calls.askAnEstimate.mockReturnValueOnce(reply.promise);
    controller.open(estimateOpener());
    submit(form(controller.host));
    controller.close();
    reply.resolve({ result: false, message: 'late' });
    await vi.runAllTimersAsync();
    expect(document.querySelector('.woocommerce-error')).toBeNull();
  });
});

describe('popups: create wishlist, a plain POST checked first (§5)', () => {
  it('an empty name stops the post with the Thai message at the field; a name lets it go; browser validation is ours while open', () => {
    const { controller } = startPopupsController();
    controller.open(createOpener());
    const form = $<HTMLFormElement>('form', controller.host);
    expect(form.noValidate).toBe(true);
    const name = $<HTMLInputElement>('input[name="wishlist_name"]', controller.host);
    type(name, ' ');
    expect(submit(form).defaultPrevented).toBe(true);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toBe(NAME_REQUIRED);
    expect(document.activeElement).toBe(name);
    type(name, 'ของแต่งบ้าน');
    expect(submit(form).defaultPrevented).toBe(false);
    controller.close();
    expect(form.noValidate).toBe(false);
  });
});

describe('popups: move to another wishlist, the table popup (§2.10)', () => {
  it("adds the clicked row's row_id to the plain POST form, one at a time", () => {
    const { controller } = startPopupsController();
    const [first, second] = moveOpeners();
    const rowOf = (link: Element) => link.closest('[data-row-id]')!.getAttribute('data-row-id');
    controller.open(first!);
    expect([...controller.host.querySelectorAll<HTMLInputElement>('input[name="row_id"]')].map((i) => [i.type, i.value])).toEqual([['hidden', rowOf(first!)]]);
    expect($('select[name="new_wishlist_id"]', controller.host)).toBeTruthy();
    controller.close();
    controller.open(second!);
    expect([...controller.host.querySelectorAll<HTMLInputElement>('input[name="row_id"]')].map((i) => i.value)).toEqual([rowOf(second!)]);
    const form = $<HTMLFormElement>('form', controller.host);
    expect(submit(form).defaultPrevented).toBe(false);
  });
});

describe('popups: fields the plugin printed without a label are named while open', () => {
  it('a placeholder-only field by its placeholder, the move select by the popup heading', () => {
    const { controller } = startPopupsController();
    controller.open(createOpener());
    expect($('input[name="wishlist_name"]', controller.host)).toHaveAttribute('aria-label', 'ตั้งชื่อรายการของคุณ');
    controller.open(moveOpeners()[0]!);
    const heading = $('h3', controller.host);
    expect($('select[name="new_wishlist_id"]', controller.host)).toHaveAttribute('aria-labelledby', heading.id);
    expect(controller.$state.get()!.name).toEqual({ labelledBy: heading.id });
  });
});

describe('popups: focus after an add replaced the opener', () => {
  /** showAdded as the session does it with fragments: the product's block replaced by a new one. */
  function replacesTheBlock(adding: ReturnType<typeof startPopupsController>['adding'], productId: string) {
    adding.showAdded.mockImplementationOnce(async () => {
      const block = document.querySelector(`.add-to-wishlist-${productId}`)!;
      const fresh = document.createElement('div');
      fresh.className = block.className;
      fresh.innerHTML = '<a href="/wishlist/">ดูรายการโปรด</a>';
      block.replaceWith(fresh);
    });
  }

  it("closed after the swap: the Popup's focus goes to the first control of the product's new block", async () => {
    const { controller, adding, product } = startPopupsController();
    replacesTheBlock(adding, String(product.id));
    const opener = addOpener();
    controller.open(opener);
    submit(addForm(controller.host));
    await vi.runAllTimersAsync();
    expect(opener.isConnected).toBe(false);
    controller.close();
    const target = controller.replacementOfOpener();
    expect(target).toHaveTextContent('ดูรายการโปรด');
    expect(target!.closest(`.add-to-wishlist-${product.id}`)).not.toBeNull();
  });

  it('closed before the answer, with focus back on the link: when the fragments replace it, focus follows to the new block', async () => {
    const { controller, adding, calls, product } = startPopupsController();
    replacesTheBlock(adding, String(product.id));
    const reply = pending<{ result: string; message: string }>();
    calls.addToWishlist.mockReturnValueOnce(reply.promise);
    const opener = addOpener();
    controller.open(opener);
    submit(addForm(controller.host));
    controller.close();
    opener.focus();
    reply.resolve({ result: 'true', message: 'เพิ่มสินค้าแล้ว!' });
    await vi.runAllTimersAsync();
    expect(adding.showAdded).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toHaveTextContent('ดูรายการโปรด');
    expect(document.activeElement!.closest(`.add-to-wishlist-${product.id}`)).not.toBeNull();
  });

  it('closed before the answer, with focus moved on by the shopper: it stays where they put it', async () => {
    const { controller, adding, calls, product } = startPopupsController();
    replacesTheBlock(adding, String(product.id));
    const reply = pending<{ result: string; message: string }>();
    calls.addToWishlist.mockReturnValueOnce(reply.promise);
    controller.open(addOpener());
    submit(addForm(controller.host));
    controller.close();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    reply.resolve({ result: 'true', message: 'เพิ่มสินค้าแล้ว!' });
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('a popup that added nothing gives no replacement', () => {
    const { controller } = startPopupsController();
    controller.open(estimateOpener());
    controller.close();
    expect(controller.replacementOfOpener()).toBeNull();
  });
});
