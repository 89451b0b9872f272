// The attribution widget's chunk the first load fetches at once (DESIGN.md "Three layers on every
// page"): the session, which counts the visit and brings the later parts (session.ts).
export { startAttribution } from './session';
