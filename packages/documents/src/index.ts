// @talat/documents: the front end of WebToffee's print-invoices plugin on the account page (issue 15).
export { documentsConfigSpec, usesPlainLinks, type DocumentsConfig } from './config';
export { documentsMessages, type DocumentsMessageKey, type DocumentsTranslate } from './messages';
export { DOCUMENT_CONSTANTS } from './controller/constants';
export { createDialogStore, type DialogStore, type DocumentsDialog } from './controller/dialogs';
export { failureMessage, openManualNumber, runPrintFlow, type ManualNumberDeps, type PrintFlowDeps } from './controller/print-flow';
export { manualNumberUrl, promptFor, type Prompt } from './controller/prompts';
export { DOCUMENT_TYPES, PRINT_LINK, PROMPT_LINK, readPromptLink, type PromptLink } from './dom/links';
export { DocumentsDialogs, type DocumentsDialogsProps } from './view/DocumentsDialogs';
export { startDocumentsSession, type DocumentsSession, type DocumentsSessionOptions } from './session';
export { mountDocuments, documentsWidget, type MountDocumentsOptions } from './mount';
