export {
  createContactFormController,
  type ContactFormController,
  type ContactFormControllerOptions,
  type ContactFormEffects,
  type FieldError,
  type ResponseMessage,
} from './controller/contact-form-controller';
export { statusFromServer, type FormStatus } from './controller/status';
export { validateSchema, type FieldValues, type ValidationErrors } from './controller/schema';
export { contactFormConfigSpec, type ContactFormConfig } from './config';
export { contactFormMessages, type ContactFormMessageKey, type ContactFormTranslate } from './messages';
export { mountContactForm, contactFormWidget, type MountContactFormOptions } from './mount';
export { INERT_ON_ATTRIBUTE } from './dom/status-binding';
