// The page extras' lazily loaded part (DESIGN.md "Three layers on every page"): every behaviour
// that waits for the shopper's first sign or interaction, or starts at once where the page needs
// it (first/needed-at-start.ts, decision 503).
export { startPageExtras } from './session';
