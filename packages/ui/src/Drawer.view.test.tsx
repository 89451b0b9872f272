// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWER_CSS, Drawer } from './Drawer';
import type { ModalDismissReason } from './modal';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A page with an opener; the drawer closes when it is asked to, as a widget's would. */
function Page({ onDismiss }: { onDismiss: (reason: ModalDismissReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Drawer
        open={open}
        onDismiss={(reason) => {
          onDismiss(reason);
          setOpen(false);
        }}
        labelledBy="drawer-title"
        side="left"
        className="cart"
      >
        <h2 id="drawer-title">Cart</h2>
        <button type="button">inside</button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('renders nothing reachable while closed', () => {
    render(<Page onDismiss={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.talat-drawer')).toHaveAttribute('hidden');
  });

  it('opens as a labelled modal dialog with focus inside, and the opening click does not dismiss it', () => {
    const onDismiss = vi.fn();
    render(<Page onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.pointerDown(opener);
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('talat-drawer-panel', 'cart');
    expect(dialog.parentElement).toHaveClass('talat-drawer-left');
    expect(screen.getByRole('button', { name: 'inside' })).toHaveFocus();
    expect(opener).toHaveAttribute('inert');
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('Escape asks to dismiss; closing hands focus back to the opener and wakes the page', () => {
    const onDismiss = vi.fn();
    render(<Page onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener).not.toHaveAttribute('inert');
  });

  it('a press and click on the backdrop asks to dismiss with "outside"', () => {
    const onDismiss = vi.fn();
    render(<Page onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const backdrop = document.querySelector('.talat-drawer')!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('outside');
  });

  it('takes an aria-label when there is no heading', () => {
    render(
      <Drawer open onDismiss={vi.fn()} label="Filters">
        <p>…</p>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveFocus();
  });

  it('rerendered with open=false restores focus to the opener; a new onDismiss does not reopen it', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const first = vi.fn();
    const second = vi.fn();
    const view = (open: boolean, onDismiss: () => void) => (
      <Drawer open={open} onDismiss={onDismiss} label="Cart">
        <button type="button">one</button>
        <button type="button">two</button>
      </Drawer>
    );
    const { rerender } = render(view(true, first));
    const two = screen.getByRole('button', { name: 'two' });
    act(() => two.focus());
    rerender(view(true, second));
    expect(two).toHaveFocus();
    fireEvent.keyDown(two, { key: 'Escape' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('escape');
    rerender(view(false, second));
    expect(opener).toHaveFocus();
  });

  it('ships CSS that honours prefers-reduced-motion', () => {
    expect(DRAWER_CSS).toContain('.talat-drawer-panel');
    expect(DRAWER_CSS).toMatch(/prefers-reduced-motion:reduce\)\{[^}]*transition:none/);
  });
});
