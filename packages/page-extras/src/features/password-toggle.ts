import type { PageExtra } from '../context';

/** Password fields: a show/hide toggle (§2.2). To be built. */
export const startPasswordToggle: PageExtra = () => undefined;
