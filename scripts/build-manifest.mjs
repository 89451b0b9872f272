// A rollup plugin that records, for each script-tag entry, what a browser downloads and when
// (DESIGN.md "Three layers on every page"):
//   firstLoad    the entry and the chunks it imports statically, transitively (boot);
//   interactive  the widget's own lazy chunk (its controller and views), imported dynamically;
//   interactiveLoad  that chunk and every chunk it imports statically, transitively: what the
//                browser must have before the chunk runs (the runtime for most widgets);
//   lazy         every file the widget may fetch later (its chunk, the runtime, the sanitiser).
// And layers.json: each named shared chunk (boot, boot-page, runtime, sanitizer) and its file.
// size-limit and the benchmark read it, so "first load" means the same thing in both.
import { chunkName } from './chunk-names.mjs';

export function firstLoadManifest() {
  return {
    name: 'talat-first-load-manifest',
    generateBundle(_options, bundle) {
      const manifest = {};
      const chunkOf = (fileName) => (bundle[fileName]?.type === 'chunk' ? bundle[fileName] : undefined);
      const collect = (fileName, seen, follow) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = chunkOf(fileName);
        if (chunk) for (const imported of follow(chunk)) collect(imported, seen, follow);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const firstLoad = new Set();
        collect(chunk.fileName, firstLoad, (each) => each.imports);
        const reachable = new Set();
        collect(chunk.fileName, reachable, (each) => [...each.imports, ...each.dynamicImports]);
        const lazy = [...reachable].filter((file) => !firstLoad.has(file));
        const interactive = chunk.dynamicImports.find((file) => chunkOf(file)?.name === 'interactive');
        const interactiveLoad = new Set();
        if (interactive) collect(interactive, interactiveLoad, (each) => each.imports);
        manifest[chunk.name] = {
          entry: chunk.fileName,
          firstLoad: [...firstLoad],
          ...(interactive ? { interactive, interactiveLoad: [...interactiveLoad] } : {}),
          lazy,
        };
      }
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.name !== 'interactive') chunks[chunkName(chunk)] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'layers.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}
