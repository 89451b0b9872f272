// The documents widget's lazily loaded part (DESIGN.md "Three layers on every page"): the print
// flow, the dialogs and the door, on the shared runtime.
export { startDocumentsSession } from './session';
