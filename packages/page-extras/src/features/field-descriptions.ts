import type { PageExtra } from '../context';

/** Field descriptions slide over 250 ms (§2.2, §9 Page). To be built. */
export const startFieldDescriptions: PageExtra = () => undefined;
