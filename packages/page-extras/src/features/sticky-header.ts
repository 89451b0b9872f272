import type { PageExtra } from '../context';

/** Sticky header: fixed after 120 px of scroll (§2.2, §9 Page). To be built. */
export const startStickyHeader: PageExtra = () => undefined;
