// The compare widget's lazily loaded part (DESIGN.md "Three layers on every page"): its
// controllers, views and DOM behaviour, on the shared runtime.
export { startCompareSession } from './session';
