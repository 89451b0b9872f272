import { DEEP_LINK_MARKER } from '../dom/pretty-photo';

/** What a deep link names: the gallery (a link's whole `data-rel`) and the image's place in it. */
export interface DeepLink {
  rel: string;
  index: number;
}

// `#prettyPhoto[rel]/index/` (fact sheet §4.14); the rel may be bare `prettyPhoto` (a lone image).
// Bounded lengths: a hostile hash of megabytes is refused before any work.
const HASH = /^#(prettyPhoto(?:\[[^\]/]{0,200}\])?)\/(\d{1,4})\/?$/;

/**
 * Reads a `#prettyPhoto[rel]/index/` hash (§2.1). Anything else, including a broken percent
 * escape, is null: a hostile URL opens nothing and throws nothing.
 */
export function parseDeepLink(hash: string): DeepLink | null {
  if (!hash.startsWith(DEEP_LINK_MARKER) || hash.length > 256) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    return null;
  }
  const match = HASH.exec(decoded);
  return match ? { rel: match[1] ?? '', index: Number(match[2]) } : null;
}

/** The hash for an image, as prettyPhoto wrote it: `#prettyPhoto[product-gallery]/2/`. */
export function formatDeepLink({ rel, index }: DeepLink): string {
  return `#${rel}/${index}/`;
}
