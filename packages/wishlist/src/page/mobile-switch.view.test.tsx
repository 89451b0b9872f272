// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, fakeMediaQuery, layoutMarkup, printLayout, startLayouts, stopLayouts } from './layouts-test-fixtures';

// §2.10 "below 768 px the mobile template is used; crossing the breakpoint sends load_mobile"
// (research §4.8): one load_mobile per crossing with the form's options and is_mobile, the reply's
// form through the door, a late reply after crossing back ignored, a failure said in Thai.

afterEach(stopLayouts);

const FORM_KEY = 'woocommerce.yith-wcwl-form.wishlist-fragment';
const MOBILE_FAILED = 'เปลี่ยนรูปแบบรายการโปรดตามขนาดหน้าจอไม่สำเร็จ รายการเดิมยังใช้งานได้';
const formOptions = () => JSON.parse(document.querySelector('#yith-wcwl-form')!.getAttribute('data-fragment-options')!) as Record<string, unknown>;
const list = () => document.querySelector('.wishlist_table')!;
const replyFor = (isMobile: boolean) => ({ fragments: { [FORM_KEY]: layoutMarkup({ isMobile }) } });
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('wishlist page: the mobile template switch (§2.10, §7 load_mobile)', () => {
  it('asks matchMedia for (max-width: 768px) and sends nothing at load', () => {
    printLayout();
    const media = fakeMediaQuery(true);
    const { calls } = startLayouts();
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 768px)');
    expect(calls.loadMobile).not.toHaveBeenCalled();
  });

  it("crossing to 768 px or less sends exactly one load_mobile with is_mobile 'yes', and the mobile list replaces the table", async () => {
    printLayout();
    const media = fakeMediaQuery(false);
    const { calls } = startLayouts();
    calls.loadMobile.mockResolvedValueOnce(replyFor(true));
    const options = formOptions();
    media.cross(true);
    expect(calls.loadMobile).toHaveBeenCalledTimes(1);
    expect(calls.loadMobile.mock.calls[0]![0]).toEqual({ nonce: 'n-mobile', fragments: { [FORM_KEY]: { ...options, is_mobile: 'yes' } } });
    expect(list()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(list()).toHaveClass('mobile'));
    expect(list().tagName).toBe('UL');
    expect(list()).not.toHaveAttribute('aria-busy');
    // Another change on the same side (the plugin's resize fires many): nothing more.
    media.cross(true);
    expect(calls.loadMobile).toHaveBeenCalledTimes(1);
  });

  it("crossing back above 768 px from the mobile list sends is_mobile 'no' and brings the table", async () => {
    printLayout({ isMobile: true });
    const media = fakeMediaQuery(true);
    const { calls } = startLayouts();
    calls.loadMobile.mockResolvedValueOnce(replyFor(false));
    media.cross(false);
    expect(calls.loadMobile.mock.calls[0]![0].fragments[FORM_KEY]).toMatchObject({ is_mobile: 'no' });
    await waitFor(() => expect(list().tagName).toBe('TABLE'));
  });

  it('a reply that comes after the viewport crossed back is aborted and never shown', async () => {
    printLayout();
    const media = fakeMediaQuery(false);
    const { calls } = startLayouts();
    const late = deferred<{ fragments?: Record<string, string> }>();
    calls.loadMobile.mockReturnValueOnce(late.promise);
    media.cross(true);
    media.cross(false);
    // Back on the table's side: nothing new to ask, the one on its way aborted.
    expect(calls.loadMobile).toHaveBeenCalledTimes(1);
    expect(calls.loadMobile.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    expect(list()).not.toHaveAttribute('aria-busy');
    late.resolve(replyFor(true));
    await settle();
    await settle();
    expect(list().tagName).toBe('TABLE');
  });

  it('a failure keeps the table as it is, usable, and says so in Thai', async () => {
    printLayout();
    const media = fakeMediaQuery(false);
    const { calls, notices } = startLayouts();
    calls.loadMobile.mockRejectedValueOnce(new Error('offline'));
    media.cross(true);
    await waitFor(() => expect(notices.$notice.get()).toMatchObject({ kind: 'error', text: MOBILE_FAILED }));
    expect(list().tagName).toBe('TABLE');
    expect(list()).not.toHaveAttribute('aria-busy');
    // A refusal (empty fragments) is a failure too.
    calls.loadMobile.mockResolvedValueOnce({ fragments: {} });
    media.cross(false);
    media.cross(true);
    await waitFor(() => expect(calls.loadMobile).toHaveBeenCalledTimes(2));
    await settle();
    expect(list().tagName).toBe('TABLE');
  });

  it("the reply's markup enters through the door: no handler attribute survives", async () => {
    printLayout();
    const media = fakeMediaQuery(false);
    const { calls } = startLayouts();
    const hostile = layoutMarkup({ isMobile: true }).replace('<ul ', '<img src="x" onerror="window.__pwned = 1"><ul ');
    calls.loadMobile.mockResolvedValueOnce({ fragments: { [FORM_KEY]: hostile } });
    media.cross(true);
    await waitFor(() => expect(list()).toHaveClass('mobile'));
    expect(document.body.innerHTML).not.toContain('onerror');
  });

  it('does nothing with responsive off', () => {
    printLayout();
    const media = fakeMediaQuery(false);
    const { calls } = startLayouts({ responsive: false });
    media.cross(true);
    expect(calls.loadMobile).not.toHaveBeenCalled();
  });
});
