import { replaceFragments } from '../dom/fragments';
import type { WishlistPageDeps } from './deps';

/** A reply's fragments put in the page through the markup door; the elements put in (none when no key matched). */
export async function showReplyFragments(
  { doc, config, loadDoor }: Pick<WishlistPageDeps, 'doc' | 'config' | 'loadDoor'>,
  fragments: Readonly<Record<string, string>> | undefined,
): Promise<Element[]> {
  if (!fragments || Object.keys(fragments).length === 0) return [];
  return replaceFragments(await loadDoor(), doc, fragments, config.fragmentGlue);
}
