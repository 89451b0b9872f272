// `@talat/client/documents`: the order-document calls of §7, a sub-path of their own so that only
// the documents widget's chunk carries them, not the runtime every page loads (docs/decisions.md,
// "Widget-only call families are sub-path entries").
export { createDocumentCalls } from './calls/documents';
export type { DocumentCalls, DocumentRequest, DocumentResult } from './calls/documents';
