export { validateSchema } from './validate';
export type { FieldValues, ValidationErrors } from './types';
