import type { PageExtra } from '../context';

/** Side navigation menu: an accessible drawer (§1 Page extras). To be built. */
export const startSideMenu: PageExtra = () => undefined;
