// Size budgets, enforced by `npm test` (bytes are deterministic, so they may be asserted).
// "First load" is a widget's entry plus every chunk it imports, as recorded at build time in
// dist/talat/manifest.json (scripts/build-manifest.mjs); `npm run bench` reads the same file.
import { readFileSync } from 'node:fs';

/** Gzip budgets per widget's first load, from each widget's issue. */
const FIRST_LOAD_BUDGETS = {
  'live-search': '14 KB',
};

const manifest = JSON.parse(readFileSync(new URL('./dist/talat/manifest.json', import.meta.url), 'utf8'));

export default Object.entries(FIRST_LOAD_BUDGETS).map(([widget, limit]) => {
  const entry = manifest[widget];
  if (!entry) throw new Error(`size-limit: ${widget} is not in dist/talat/manifest.json; run npm run build`);
  return {
    name: `${widget} first load (entry + chunks, gzip)`,
    path: entry.firstLoad.map((file) => `dist/talat/${file}`),
    limit,
    gzip: true,
  };
});
