// Types of page-loads.mjs (plain JavaScript, so .size-limit.mjs can import it).
export declare const PAGE_LOADS: Record<string, { tags: string[]; atStart: string[]; parts: string[] }>;
export declare function pageFilesByIdle(
  manifest: Record<string, { firstLoad: string[]; interactiveLoad?: string[] }>,
  layers: Record<string, string>,
  page: string,
): string[];
