// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModalDismissReason } from './modal';
import { useModal, type UseModalOptions } from './use-modal';

// The side cart's way: the drawer is the server's markup, not rendered by the view.
let drawer: HTMLElement;
let opener: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <a id="icon" href="/cart/">cart</a>
    <div id="drawer"><h4>Cart</h4><a id="close" href="#">close</a><button id="checkout">checkout</button></div>
    <div id="root"></div>`;
  drawer = document.getElementById('drawer')!;
  opener = document.getElementById('icon')!;
  opener.focus();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

interface Props {
  dialog: HTMLElement | null;
  open: boolean;
  onDismiss: (reason: ModalDismissReason) => void;
  options?: UseModalOptions;
}

function SideCart({ dialog, open, onDismiss, options }: Props) {
  useModal(dialog, open, onDismiss, options);
  return null;
}

const renderCart = (props: Props) => {
  const { rerender, unmount } = render(<SideCart {...props} />, { container: document.getElementById('root')! });
  return { rerender: (next: Props) => rerender(<SideCart {...next} />), unmount };
};

describe('useModal', () => {
  it('does nothing while closed or before the element exists', () => {
    const { rerender } = renderCart({ dialog: drawer, open: false, onDismiss: vi.fn() });
    rerender({ dialog: null, open: true, onDismiss: vi.fn() });
    expect(drawer).not.toHaveAttribute('role');
    expect(opener).toHaveFocus();
  });

  it('opening makes the server’s drawer a modal dialog and moves focus inside', () => {
    renderCart({ dialog: drawer, open: true, onDismiss: vi.fn() });
    expect(drawer).toHaveAttribute('role', 'dialog');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(document.getElementById('close')).toHaveFocus();
    expect(opener).toHaveAttribute('inert');
  });

  it('passes initialFocus and returnFocus through', () => {
    const checkout = document.getElementById('checkout')!;
    const root = document.getElementById('root')!;
    root.tabIndex = -1;
    const props = { dialog: drawer, onDismiss: vi.fn(), options: { initialFocus: checkout, returnFocus: root } };
    const { rerender } = renderCart({ ...props, open: true });
    expect(checkout).toHaveFocus();
    rerender({ ...props, open: false });
    expect(root).toHaveFocus();
  });

  it('Escape calls onDismiss', () => {
    const onDismiss = vi.fn();
    renderCart({ dialog: drawer, open: true, onDismiss });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');
  });

  it('rerendered with open=false undoes everything and restores focus to the opener', () => {
    const props = { dialog: drawer, onDismiss: vi.fn() };
    const { rerender } = renderCart({ ...props, open: true });
    rerender({ ...props, open: false });
    expect(drawer).not.toHaveAttribute('role');
    expect(opener).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('a new onDismiss is used without reopening', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderCart({ dialog: drawer, open: true, onDismiss: first });
    const checkout = document.getElementById('checkout')!;
    act(() => checkout.focus());
    rerender({ dialog: drawer, open: true, onDismiss: second });
    // Reopening would have sent focus back to the first element.
    expect(checkout).toHaveFocus();
    fireEvent.keyDown(checkout, { key: 'Escape' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('escape');
  });

  it('unmounting closes it', () => {
    const { unmount } = renderCart({ dialog: drawer, open: true, onDismiss: vi.fn() });
    unmount();
    expect(drawer).not.toHaveAttribute('aria-modal');
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });
});
