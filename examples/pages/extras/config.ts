import type { PageContext } from '../layout';

/** The config block's `pageExtras` section, as the recipe prints it (README "Page extras"). */
export function pageExtrasConfig(_context: Pick<PageContext, 'shop' | 'options'>): Record<string, unknown> {
  return {};
}
