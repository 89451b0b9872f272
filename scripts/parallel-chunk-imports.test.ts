import { rollup, type Plugin } from 'rollup';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { parallelChunkImports } from './parallel-chunk-imports.mjs';

/**
 * A page in miniature, shaped as the script-tag build is: a widget's first load imports `boot`
 * statically and its `interactive` chunk dynamically; that chunk imports `boot` and `runtime`.
 */
const sources: Record<string, string> = {
  widget: `import { config } from 'boot'; export const load = () => import('interactive'); console.log(config);`,
  interactive: `import { config } from 'boot'; import { render } from 'runtime'; render(config);`,
  boot: `export const config = { ready: true };`,
  runtime: `export const render = (what) => console.log('render', what);`,
};
const virtualModules: Plugin = {
  name: 'virtual-modules',
  resolveId: (id) => (id in sources ? id : null),
  load: (id) => sources[id] ?? null,
};

async function build(plugins: Plugin[]) {
  const bundle = await rollup({
    input: { widget: 'widget' },
    plugins: [virtualModules, ...plugins],
  });
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id) => (id === 'boot' || id === 'runtime' ? id : undefined),
  });
  const file = (name: string) => output.find((each) => each.type === 'chunk' && each.name === name);
  return { widget: file('widget'), runtime: file('runtime'), interactive: file('interactive') };
}

describe('parallelChunkImports: a lazy chunk and the shared chunks it needs are requested together', () => {
  it('starts the runtime with the widget chunk, by its final hashed name, and leaves boot alone', async () => {
    const { widget, runtime, interactive } = await build([parallelChunkImports()]);
    const code = widget?.type === 'chunk' ? widget.code : '';
    const runtimeName = runtime!.fileName.replace('chunks/', './chunks/');
    const interactiveName = interactive!.fileName.replace('chunks/', './chunks/');
    // The head start, then the widget's own import, whose promise the expression still returns.
    expect(code).toContain(`(import('${runtimeName}').catch(()=>{}),import('${interactiveName}'))`);
    // boot is in the first load already: no second request for it.
    expect(code).not.toMatch(/import\('\.\/chunks\/boot-[^']+'\)/);
  });

  it('changes nothing without the plugin (what the head start saves is a round trip, not a file)', async () => {
    const { widget } = await build([]);
    const code = widget?.type === 'chunk' ? widget.code : '';
    expect(code).not.toContain('runtime');
  });
});
