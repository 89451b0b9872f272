import type { PageExtra } from '../context';

/** Coming-soon footer banner: dismissal saved through REST, then hidden (§2.2, §4, §7). To be built. */
export const startComingSoonBanner: PageExtra = () => undefined;
