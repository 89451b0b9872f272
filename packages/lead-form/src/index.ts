export {
  createLeadFormController,
  type LeadFormController,
  type LeadFormControllerOptions,
  type LeadFormMessage,
  type LeadFormNoticeKey,
  type LeadFormPhase,
} from './controller/lead-form-controller';
export {
  dateFieldKind,
  formatPickerDate,
  parsePickerDate,
  yearRange,
  type CalendarDate,
  type DateFieldKind,
  type YearRange,
} from './controller/date-range';
export { uncheckedTerms, type TermBox } from './controller/terms';
export { serializeForm, serializePairs } from './dom/serialize';
export { fileNameOf } from './dom/file-names';
export { DateField, type DateFieldProps } from './view/DateField';
export { MessageArea, type MessageAreaProps } from './view/MessageArea';
export { leadFormConfigSpec, type LeadFormConfig } from './config';
export { leadFormMessages, type LeadFormMessageKey, type LeadFormTranslate } from './messages';
export { mountLeadForm, leadFormWidget, LEAD_FORM_SENT_EVENT, type MountLeadFormOptions } from './mount';
