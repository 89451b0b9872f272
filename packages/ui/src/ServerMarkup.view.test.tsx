// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { loadMarkupDoor, markupDoorNow, type MarkupDoor } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerMarkup } from './ServerMarkup';

vi.mock('@talat/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('@talat/core')>();
  return { ...real, loadMarkupDoor: vi.fn(real.loadMarkupDoor), markupDoorNow: vi.fn(real.markupDoorNow) };
});

const realCore = await vi.importActual<typeof import('@talat/core')>('@talat/core');
const MARK = ' data-talat-server-markup=""';

beforeEach(() => {
  vi.mocked(loadMarkupDoor).mockImplementation(realCore.loadMarkupDoor);
  vi.mocked(markupDoorNow).mockImplementation(realCore.markupDoorNow);
});
afterEach(() => cleanup());

/** A sanitiser load the test lets in when it wants. */
function slowDoor() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const gate = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
  const fill = vi.fn<MarkupDoor['fill']>();
  vi.mocked(markupDoorNow).mockReturnValue(undefined);
  vi.mocked(loadMarkupDoor).mockImplementation(() => gate.then(() => ({ fill }) as unknown as MarkupDoor));
  return { open, fail, fill };
}

describe('ServerMarkup: server markup through the door, parsed once', () => {
  it('fills its host with the cleaned nodes', async () => {
    const { container } = render(<ServerMarkup className="talat-search__price" html={'<b onclick="alert(1)">฿45.00</b><style>*{}</style>'} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(`<span class="talat-search__price"><b${MARK}>฿45.00</b></span>`));
  });

  it('fills at once, in the same render, when the sanitiser is already in', async () => {
    await realCore.loadMarkupDoor(document);
    const { container } = render(<ServerMarkup html="<i>฿9.00</i>" />);
    expect(container.innerHTML).toBe(`<span><i${MARK}>฿9.00</i></span>`);
  });

  it('follows new markup and a new host element', async () => {
    await realCore.loadMarkupDoor(document);
    const { container, rerender } = render(<ServerMarkup html="<i>1</i>" />);
    rerender(<ServerMarkup html="<i>2</i>" />);
    expect(container.innerHTML).toBe(`<span><i${MARK}>2</i></span>`);
    rerender(<ServerMarkup as="div" html="<i>2</i>" />);
    expect(container.innerHTML).toBe(`<div><i${MARK}>2</i></div>`);
  });

  it('stays empty until the sanitiser is in, and fills nothing once unmounted', async () => {
    const { open, fill } = slowDoor();
    const { container, unmount } = render(<ServerMarkup html="<b>฿1</b>" />);
    expect(container.innerHTML).toBe('<span></span>');
    unmount();
    open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fill).not.toHaveBeenCalled();
  });

  it('shows nothing and says why in the console when the sanitiser cannot load', async () => {
    const { fail } = slowDoor();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<ServerMarkup html="<b>฿1</b>" />);
    fail(new Error('offline'));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('[Talat] the markup sanitiser could not load; server markup is not shown', expect.any(Error)));
    expect(container.innerHTML).toBe('<span></span>');
  });
});
