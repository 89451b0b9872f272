import type { PageExtra } from '../context';

/** Scroll-to-top button: after 100 px, 600 ms (§2.2, §9 Page). To be built. */
export const startScrollToTop: PageExtra = () => undefined;
