// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchEarlyInput } from './early-input';

let input: HTMLInputElement;
beforeEach(() => {
  document.body.innerHTML = '<form><input name="s" type="search"></form>';
  input = document.querySelector('input')!;
});

describe('the input before the chunk (watchEarlyInput)', () => {
  it('reports every interaction but leaving, and prevents nothing', () => {
    const interacted = vi.fn();
    watchEarlyInput(input, interacted);
    fireEvent.focus(input);
    fireEvent.pointerDown(input);
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    fireEvent.input(input, { target: { value: 'ข' } });
    fireEvent.blur(input);
    expect(interacted.mock.calls.map(([event]) => (event as Event).type)).toEqual(['focus', 'pointerdown', 'keydown', 'input']);
  });

  it('knows whether a composition is open', () => {
    const { early } = watchEarlyInput(input, vi.fn());
    fireEvent.compositionStart(input);
    expect(early.composing).toBe(true);
    fireEvent.compositionEnd(input);
    expect(early.composing).toBe(false);
  });

  it('keeps the arrows pressed since the value last changed; typing, Escape or leaving drops them', () => {
    const { early } = watchEarlyInput(input, vi.fn());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.input(input, { target: { value: 'ข' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // An arrow inside a composition moves the input method's candidates, not the list.
    fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true });
    expect(early.moves).toEqual([1, -1]);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(early.moves).toEqual([]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.blur(input);
    expect(early.moves).toEqual([]);
  });

  it('stop() stops listening', () => {
    const interacted = vi.fn();
    const { early, stop } = watchEarlyInput(input, interacted);
    stop();
    fireEvent.compositionStart(input);
    fireEvent.focus(input);
    expect(early.composing).toBe(false);
    expect(interacted).not.toHaveBeenCalled();
  });
});
