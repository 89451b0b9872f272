/**
 * §5 Lead forms: every term-acceptance box must be checked before the form is sent. Until then
 * the unchecked ones are marked (outlined in red), and each loses its mark once checked.
 */
export interface TermBox {
  readonly checked: boolean;
}

/** The boxes still to be checked, in the order given; empty when the form may be sent. */
export function uncheckedTerms<T extends TermBox>(boxes: Iterable<T>): T[] {
  return [...boxes].filter((box) => !box.checked);
}
