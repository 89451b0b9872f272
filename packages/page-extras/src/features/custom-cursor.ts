import type { PageExtra } from '../context';

/** Custom cursor: fine pointers only, off with reduced motion (§1 Page extras). To be built. */
export const startCustomCursor: PageExtra = () => undefined;
