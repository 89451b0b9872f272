/**
 * What the shopper did in the search input before the interactive chunk was in, beyond what the
 * input itself keeps (its value): whether an IME composition is still open, and the arrow keys
 * pressed since the last change of the value. The chunk picks up from there
 * (docs/decisions.md, 167–179). Framework-free: this is first-load code.
 */
export interface EarlyInput {
  /** A composition started and has not ended: its intermediate text must not be searched. */
  composing: boolean;
  /** Up (-1) and Down (+1), in order, to replay once the list for the current value is in. */
  moves: Array<1 | -1>;
}

/** Every event that counts as the first interaction with the input (and starts the chunk's load). */
const CLAIMED = ['focus', 'pointerdown', 'keydown', 'beforeinput', 'input', 'compositionstart', 'compositionend', 'blur'] as const;

/**
 * Listens to the input until `stop()`: keeps `EarlyInput` up to date and calls `interacted` on
 * every event but a blur. Nothing is prevented: without the chunk the form works as printed.
 */
export function watchEarlyInput(input: HTMLInputElement, interacted: (event: Event) => void): { early: EarlyInput; stop(): void } {
  const early: EarlyInput = { composing: false, moves: [] };
  const listener = (event: Event) => {
    const { type } = event;
    const key = (event as KeyboardEvent).key;
    if (type.startsWith('composition')) early.composing = type === 'compositionstart';
    // Arrows are kept for the list of the value they were pressed on; typing, Escape or leaving drops them.
    if (type === 'input' || type === 'blur' || key === 'Escape') early.moves = [];
    if ((key === 'ArrowDown' || key === 'ArrowUp') && !(event as KeyboardEvent).isComposing) early.moves.push(key === 'ArrowDown' ? 1 : -1);
    if (type !== 'blur') interacted(event);
  };
  for (const type of CLAIMED) input.addEventListener(type, listener);
  return { early, stop: () => CLAIMED.forEach((type) => input.removeEventListener(type, listener)) };
}
