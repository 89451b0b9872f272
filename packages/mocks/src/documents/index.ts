// The fake WordPress's side of WebToffee's print-invoices plugin (issue 15).
export { DOCUMENT_TITLES, DOCUMENT_TYPES, isDocumentType, type DocumentType } from './types';
export { adminPrintUrl, customerDocumentUrl, DEMO_REPLY_PARAM, DOCUMENT_NONCE, wfDecode, wfEncode } from './urls';
export { documentState } from './state';
export { renderDocument, renderHostileDocument } from './render-document';
export { formatDemoBaht } from './money';
export { DOCUMENT_TEXT_REPLIES, printDocument } from './endpoints/print-document';
export { documentEndpoints } from './endpoints/index';
export { documentTypesFor, printButtonsMarkup } from './markup/print-buttons';
export { promptLinkMarkup, type PromptLinkOptions } from './markup/prompt-links';
export { documentParams, documentParamsScript, type DocumentParamsOptions } from './markup/params-global';
