// The attribution widget's lazily loaded part (DESIGN.md "Three layers on every page").
export { startAttribution } from './session';
