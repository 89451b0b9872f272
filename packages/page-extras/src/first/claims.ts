/**
 * The controls whose clicks the first load claims until the lazy chunk is in (DESIGN.md "Three
 * layers"): a press before the chunk arrives is held, then replayed on the same element, so no
 * press is lost and no control acts twice. Each behaviour adds the selector of its controls.
 */
export const CLAIMED_CLICKS: readonly string[] = [];
