// The page extras' lazily loaded part (DESIGN.md "Three layers on every page"): every behaviour
// that waits for idle or the first interaction.
export { startPageExtras } from './session';
