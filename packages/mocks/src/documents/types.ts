// WebToffee's document types (docs/research/webtoffee-print-invoices.md §1) and how the demo shop
// names them: `type` is what the print URL carries (`print_{type}`), `class` the my-account link's
// `wt_pklist_{type}_print`, the Thai label the button's text (the shop's translation).

export const DOCUMENT_TYPES = ['invoice', 'packinglist', 'deliverynote', 'dispatchlabel', 'shippinglabel', 'proformainvoice', 'creditnote'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The plugin's module titles (English, as in its source) and the Thai the demo prints. */
export const DOCUMENT_TITLES: Record<DocumentType, { en: string; th: string }> = {
  invoice: { en: 'Invoice', th: 'ใบแจ้งหนี้' },
  packinglist: { en: 'Packing slip', th: 'ใบรายการสินค้า' },
  deliverynote: { en: 'Delivery note', th: 'ใบส่งของ' },
  dispatchlabel: { en: 'Dispatch label', th: 'ป้ายจัดส่ง' },
  shippinglabel: { en: 'Shipping label', th: 'ป้ายชื่อที่อยู่จัดส่ง' },
  proformainvoice: { en: 'Proforma invoice', th: 'ใบแจ้งหนี้เบื้องต้น' },
  creditnote: { en: 'Credit note', th: 'ใบลดหนี้' },
};

export const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);
