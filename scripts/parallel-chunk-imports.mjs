// A rollup plugin for the script-tag build: a widget's `import('./interactive')` also starts, at
// the same moment, the shared chunks that lazy chunk imports (the runtime, boot-page) which the
// page has not loaded yet. Without it the browser learns of the runtime only once the widget's
// chunk has arrived and been parsed, one round trip later: on a slow phone network that round
// trip is most of the wait between a shopper's first click and the side cart opening
// (docs/benchmarks.md "Throttled, before and after"). Vite does the same with its preload helper.
//
// Each extra import() is only a head start: its failure is ignored (the widget's own import
// fails too and answers it), and module evaluation order is unchanged, since a module graph
// evaluates each module once, after its own imports.
//
// It runs in renderChunk, before the minifier, because only there are both the importer's and
// the target's static imports known (renderDynamicImport does not see the importer's).
import { posix } from 'node:path';

/** `alwaysLoaded`: names of chunks every page has before any widget runs (boot), never started again. */
export function parallelChunkImports({ alwaysLoaded = [] } = {}) {
  return {
    name: 'talat-parallel-chunk-imports',
    renderChunk(code, chunk, options, { chunks }) {
      if (options.format !== 'es' || chunk.dynamicImports.length === 0) return null;
      const relative = (fileName) => {
        const path = posix.relative(posix.dirname(chunk.fileName), fileName);
        return path.startsWith('.') ? path : `./${path}`;
      };
      // With rollup's default hoistTransitiveImports, a chunk's `imports` already lists every
      // chunk it needs statically, transitively: the page has all of those once this one runs.
      const loaded = new Set([chunk.fileName, ...chunk.imports]);
      let changed = code;
      for (const target of chunk.dynamicImports) {
        const missing = (chunks[target]?.imports ?? []).filter(
          (fileName) => !loaded.has(fileName) && !alwaysLoaded.includes(chunks[fileName]?.name),
        );
        if (missing.length === 0) continue;
        const headStarts = missing.map((fileName) => `import('${relative(fileName)}').catch(()=>{})`).join(',');
        for (const quote of [`'`, `"`]) {
          const original = `import(${quote}${relative(target)}${quote})`;
          changed = changed.replaceAll(original, `(${headStarts},${original})`);
        }
      }
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
