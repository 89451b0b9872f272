// `@talat/client/lead-form`: the lead form's call of §7, a sub-path of its own so that only that widget's chunk
// carries it, not the runtime every page loads (issue 30: the runtime carries only what every
// widget shares; docs/decisions.md, "Widget-only call families are sub-path entries").
export { createLeadFormCalls } from './calls/lead-form';
export type { LeadFormCalls, LeadFormSaveParams, LeadFormSaveResult } from './calls/lead-form';
