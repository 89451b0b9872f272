// A rollup plugin that records, for each script-tag entry, every file a browser downloads on the
// first load (the entry and the chunks it imports statically, transitively). size-limit and the
// benchmark read it, so "first load" means the same thing in both.
export function firstLoadManifest() {
  return {
    name: 'talat-first-load-manifest',
    generateBundle(_options, bundle) {
      const manifest = {};
      const collect = (fileName, seen) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) collect(imported, seen);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const seen = new Set();
        collect(chunk.fileName, seen);
        manifest[chunk.name] = { entry: chunk.fileName, firstLoad: [...seen] };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}
