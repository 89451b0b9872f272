// Size budgets, enforced by `npm test` (bytes are deterministic, so they may be asserted).
// "First load" is a widget's entry plus every chunk it imports, as recorded at build time in
// dist/talat/manifest.json (scripts/build-manifest.mjs); `npm run bench` reads the same file.
import { readFileSync } from 'node:fs';

/**
 * Gzip budgets per widget's first load, from each widget's issue. The live search's issue asked
 * for 14 KB when it was the only widget; since the runtime became a shared chunk it is held at
 * today's 14.5 KB so it cannot grow (docs/decisions.md, "The live search's budget").
 */
const FIRST_LOAD_BUDGETS = {
  'live-search': '14.5 KB',
  cart: '16 KB',
};

/** Gzip budgets of a widget's own chunk (its entry file, without the shared runtime chunks). */
const OWN_CHUNK_BUDGETS = {
  cart: '6 KB',
};

const manifest = JSON.parse(readFileSync(new URL('./dist/talat/manifest.json', import.meta.url), 'utf8'));

function entryOf(widget) {
  const entry = manifest[widget];
  if (!entry) throw new Error(`size-limit: ${widget} is not in dist/talat/manifest.json; run npm run build`);
  return entry;
}

export default [
  ...Object.entries(FIRST_LOAD_BUDGETS).map(([widget, limit]) => ({
    name: `${widget} first load (entry + chunks, gzip)`,
    path: entryOf(widget).firstLoad.map((file) => `dist/talat/${file}`),
    limit,
    gzip: true,
  })),
  ...Object.entries(OWN_CHUNK_BUDGETS).map(([widget, limit]) => ({
    name: `${widget} own chunk (gzip)`,
    path: `dist/talat/${entryOf(widget).entry}`,
    limit,
    gzip: true,
  })),
];
