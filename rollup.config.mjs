// The three builds of DESIGN.md "Builds":
//   1. script-tag ESM   dist/talat/<widget>.js         shared chunks, react -> preact/compat, minified
//   2. classic IIFE     dist/talat/classic/<widget>.js  self-contained, plus all.js
//   3. npm packages     packages/<name>/dist/index.js   ESM with react as a peer (types: scripts/build-types.mjs)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { firstLoadManifest } from './scripts/build-manifest.mjs';
import { workspaceAliases } from './test/workspace-aliases.mjs';

const packages = readdirSync('packages').filter((name) => existsSync(`packages/${name}/src/index.ts`));
/** Widgets are the packages with a script-tag entry. */
const widgets = packages.filter((name) => existsSync(`packages/${name}/src/entry.ts`));

const shim = (file) => fileURLToPath(new URL(`./build/${file}`, import.meta.url));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: shim('preact-react-dom-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: shim('preact-jsx-runtime.ts') },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: shim('preact-react.ts') },
];

const typescriptPlugin = () =>
  typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: false, outputToFilesystem: false });

const browserPlugins = () => [
  alias({ entries: [...workspaceAliases(), ...preactAliases] }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  typescriptPlugin(),
  // unsafe_arrows: no function expression here relies on `this` or a prototype; pure_getters: no
  // property read has side effects. Together 16 B gzip off the live search's first load.
  terser({ module: true, ecma: 2020, format: { comments: false }, compress: { passes: 3, unsafe_arrows: true, pure_getters: true } }),
];

const onwarn = (warning, warn) => {
  // Code-splitting the same dependency for several entries is the point; nothing to warn about.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
  warn(warning);
};

/**
 * The shared runtime: Preact and the React shim, core's registry, config, atoms, translator, the
 * lazy-chunk loader and the latest-reply helper (left out, rollup's small-chunk merge put them in
 * the modal's chunk, which then joined every first load: +2 KB), the markup door's loader (not DOMPurify, which is a lazy chunk of its own), ui's style and store
 * helpers, and the client's admin-ajax transport (a manual chunk also takes the modules these
 * import). What only some widgets need (host events, the §8 REST
 * messages, the REST transport, the modal) stays with them; each entry was measured in and out.
 */
const RUNTIME_MODULES = [
  /\/node_modules\/preact\//,
  /\/build\/preact-/,
  /\/packages\/core\/src\/(atom|config|constants|mount-registry|lazy-chunk|latest-reply)\.ts$/,
  /\/packages\/core\/src\/server-markup\/(door|provenance|safe-url|html-to-text|index)\.ts$/,
  /\/packages\/core\/src\/i18n\/translate\.ts$/,
  /\/packages\/ui\/src\/(inject-styles|use-atom|LiveRegion|Spinner)\.tsx?$/,
  /\/packages\/client\/src\/(errors|shape|config)\.ts$/,
  /\/packages\/client\/src\/transport\/(http|request-error|limits|url|body|context-factory|ajax)\.ts$/,
];
const isRuntimeModule = (id) => RUNTIME_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

const scriptTag = {
  input: Object.fromEntries(widgets.map((name) => [name, `packages/${name}/src/entry.ts`])),
  output: {
    dir: 'dist/talat',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // A widget's lazily loaded part (the cart's interactive chunk) shares a few small modules
    // with other widgets; rollup would cut them into a chunk of their own and every first load
    // would pay for one more file. Chunks this small are merged into the shared runtime instead.
    experimentalMinChunkSize: 4000,
    // The runtime every widget shares is one file: left alone, rollup cuts it into a chunk per
    // combination of widgets using each module, and each file costs its own gzip overhead on every
    // first load (docs/decisions.md, "One shared runtime chunk").
    manualChunks: (id) => (isRuntimeModule(id) ? 'runtime' : undefined),
    // Rollup's own import/export glue without whitespace: 7 B gzip off the live search's first load.
    compact: true,
  },
  plugins: [...browserPlugins(), firstLoadManifest()],
  onwarn,
};

const classic = [...widgets, 'all'].map((name) => ({
  input: name === 'all' ? 'scripts/classic-all.ts' : `packages/${name}/src/entry.ts`,
  output: { file: `dist/talat/classic/${name}.js`, format: 'iife', inlineDynamicImports: true },
  plugins: browserPlugins(),
  onwarn,
}));

const isExternal = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
/** A package's npm entries: `index` plus every sub-path its package.json exports (`./node` -> src/node.ts). */
function npmEntries(name) {
  const exported = Object.keys(JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')).exports ?? { '.': '' });
  return Object.fromEntries(
    exported.map((key) => (key === '.' ? ['index', `packages/${name}/src/index.ts`] : [key.slice(2), `packages/${name}/src/${key.slice(2)}.ts`])),
  );
}

const npm = packages.map((name) => ({
  input: npmEntries(name),
  output: { dir: `packages/${name}/dist`, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  external: isExternal,
  plugins: [typescriptPlugin()],
  onwarn,
}));

export default [scriptTag, ...classic, ...npm];
