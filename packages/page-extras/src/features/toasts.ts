import type { PageExtra } from '../context';

/** Toasts: hide after 5000 ms, pause on hover or focus, announced (§9 Other). To be built. */
export const startToasts: PageExtra = () => undefined;
