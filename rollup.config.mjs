// The three builds of DESIGN.md "Builds":
//   1. script-tag ESM   dist/talat/<widget>.js         boot, runtime and widget chunks, react -> preact/compat, minified
//   2. classic IIFE     dist/talat/classic/<widget>.js  self-contained, plus all.js
//   3. npm packages     packages/<name>/dist/index.js   ESM with react as a peer (types: scripts/build-types.mjs)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { firstLoadManifest } from './scripts/build-manifest.mjs';
import { parallelChunkImports } from './scripts/parallel-chunk-imports.mjs';
import { preactCompatAliases } from './test/preact-compat-aliases.mjs';
import { workspaceAliases } from './test/workspace-aliases.mjs';
import { chunkName } from './scripts/chunk-names.mjs';

const packages = readdirSync('packages').filter((name) => existsSync(`packages/${name}/src/index.ts`));
/** Widgets are the packages with a script-tag entry. */
const widgets = packages.filter((name) => existsSync(`packages/${name}/src/entry.ts`));


const typescriptPlugin = () =>
  typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: false, outputToFilesystem: false });

/** `beforeMinify`: plugins whose renderChunk must read rollup's own output, not terser's. */
const browserPlugins = (beforeMinify = []) => [
  alias({ entries: [...workspaceAliases(), ...preactCompatAliases()] }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  typescriptPlugin(),
  ...beforeMinify,
  // unsafe_arrows: no function expression here relies on `this` or a prototype; pure_getters: no
  // property read has side effects. Together 16 B gzip off the live search's first load.
  terser({ module: true, ecma: 2020, format: { comments: false }, compress: { passes: 3, unsafe_arrows: true, pure_getters: true } }),
];

const onwarn = (warning, warn) => {
  // Code-splitting the same dependency for several entries is the point; nothing to warn about.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
  // Two chunks importing each other evaluate in whichever order the page loads them: a
  // "before initialization" error on some loads. Never ship that.
  if (warning.code === 'CIRCULAR_CHUNK') throw new Error(`[talat build] ${warning.message}`);
  warn(warning);
};

/**
 * The three layers of DESIGN.md "Three layers on every page" (docs/architecture.md):
 *   boot     what every widget's first load shares: core's registry, config, host events, i18n
 *            lookup, storage, constants, styles, the lazy loader and the markup door's loader.
 *            No framework, no network code.
 *   runtime  one lazy chunk for every widget's behaviour: preact/compat, nanostores, ky and the
 *            client, @talat/ui, core's helpers for replies. Fetched at idle or at the first
 *            interaction, once per page. Not the client's REST transport (client-rest) nor §8's
 *            REST messages (rest-messages): only the forms and the banner's dismissal use them.
 *   ui-popup the centred Popup: a shared lazy chunk for the widgets' popup parts only.
 *   (the rest) each widget's own first-load code stays in its entry; its controller and views in
 *            its own lazy chunk, which imports the runtime; a part a page rarely needs (the
 *            wishlist's page, popups, lightbox) in a lazy chunk of its own, named after its module. The sanitiser is a lazy
 *            chunk of its own, loaded by the door when markup first arrives: the browser's own
 *            Sanitizer with the policy pass (native-sanitizer) where it has one, else DOMPurify
 *            (sanitizer); both with the markup-policy chunk.
 * A module in neither list that two widgets' chunks share would become a chunk of its own; the
 * budgets in .size-limit.mjs show it when that happens.
 */
const BOOT_MODULES = [
  /\/packages\/core\/src\/(config|constants|mount-registry|lazy-chunk|intent|plugin-scripts|stand-down)\.ts$/,
  /\/packages\/core\/src\/i18n\/translate\.ts$/,
  // The registry never mounts what the markup door inserted.
  /\/packages\/core\/src\/server-markup\/provenance\.ts$/,
];
/** Boot modules only some first loads use (the cart's): a second boot file, so a form's first load skips them. */
const PAGE_BOOT_MODULES = [
  /\/packages\/core\/src\/(host-events|storage|inject-styles)\.ts$/,
  /\/packages\/core\/src\/server-markup\/(door|safe-url|index)\.ts$/,
];
const RUNTIME_MODULES = [
  /\/node_modules\/(preact|nanostores|ky)\//,
  /\/packages\/core\/src\/(latest-reply|format|base-css)\.ts$/,
  /\/packages\/core\/src\/server-markup\/html-to-text\.ts$/,
  /\/packages\/ui\/src\//,
  /\/packages\/client\/src\//,
];
/**
 * Call families only one widget uses (issue 15: the payment form's, with its upload transport, and
 * the documents'; issue 30, decision 509: every family): sub-path entries of @talat/client that stay
 * in that widget's chunk instead of the runtime every page loads. The client's index does not import
 * them, so nothing pulls them back in; `createClient` (client.ts, the sub-path `/all`) would, so it
 * is left out of the runtime too, and a widget importing it would show in its own chunk's budget.
 */
const WIDGET_ONLY_CLIENT_MODULES = [
  /\/packages\/client\/src\/(all|client)\.ts$/,
  /\/packages\/client\/src\/(payment|documents|banner|search|cart|wishlist|compare|contact-form|lead-form)\.ts$/,
  /\/packages\/client\/src\/calls\/(payment|documents|banner|search|cart|wishlist|compare|contact-form|lead-form)\.ts$/,
  /\/packages\/client\/src\/transport\/xhr-upload\.ts$/,
];
/**
 * The REST transport (issue 30, decision 513): WordPress's REST API with its middlewares (the
 * nonce and its one refresh, `_locale`, paging, media recovery, the method override). Only the
 * contact form's calls and the coming-soon banner's dismissal use it, so it is a lazy chunk of its
 * own that both import, not part of the runtime every page with a widget loads. Nothing in the
 * runtime imports it (the client's index names its types only).
 */
const REST_TRANSPORT_MODULES = [/\/packages\/client\/src\/transport\/(rest|rest-request|rest-url|nonce-store|link-header|media)\.ts$/, /\/packages\/client\/src\/transport\/middleware\//];
/**
 * SPEC §8's REST client messages (core's i18n/rest-messages.ts), which only the contact form's and
 * the lead form's views show: a small chunk of their own, named, or rollup keeps them in the runtime
 * with core's index, which re-exports them (decision 513).
 */
const REST_MESSAGES_MODULES = [/\/packages\/core\/src\/i18n\/rest-messages\.ts$/];
/**
 * The centred Popup and its feedback (issue 13, compare later): a shared lazy chunk of its own, so
 * the runtime every page loads does not carry it. Only a widget's popup part imports it.
 */
const POPUP_MODULES = [/\/packages\/ui\/src\/(Popup|FeedbackPopup|PopupFeedbackRegion|popup-css|popup-icons|popup-messages|use-auto-close)\.tsx?$/];
/**
 * The lightbox's view: its own chunk, which only the wishlist's lightbox part imports. Named, or
 * rollup would put it with the runtime (whose @talat/ui index re-exports it), and the runtime would
 * then import the popup chunk that imports the runtime.
 */
const LIGHTBOX_MODULES = [/\/packages\/ui\/src\/(Lightbox|LightboxIcons|lightbox-css)\.tsx?$/];
/**
 * The date and time fields (issue 15): shared by the lead form and the payment form, a lazy chunk
 * of their own so the runtime does not carry them. Imported only as '@talat/ui/calendar'. The shop's
 * date helpers of core go with them: left alone, rollup folds them into the runtime.
 */
const CALENDAR_MODULES = [/\/packages\/ui\/src\/calendar(\/|\.ts$)/, /\/packages\/core\/src\/shop-date\.ts$/];
/**
 * The markup policy both sanitiser engines apply, and the door around them (issue 30): one small
 * lazy chunk fetched beside the engine the browser gets (native-sanitizer or sanitizer), named so
 * its budget finds it.
 */
const MARKUP_POLICY_MODULES = [/\/packages\/core\/src\/server-markup\/(policy|markup-url|door-shape)\.ts$/];
/**
 * The page extras' scroll and motion helpers (issue 30): one small chunk that the behaviours which
 * move the page share (sticky header, scroll to top, notices scroll, field descriptions), instead
 * of five files of 140-640 B. They import only each other, so nothing else is drawn into it.
 */
const PAGE_EXTRAS_MOTION_MODULES = [/\/packages\/page-extras\/src\/motion\/[a-z-]+\.ts$/];
const layerOf = (id) => {
  const path = id.replaceAll('\\', '/');
  if (PAGE_EXTRAS_MOTION_MODULES.some((pattern) => pattern.test(path))) return 'page-extras-motion';
  if (MARKUP_POLICY_MODULES.some((pattern) => pattern.test(path))) return 'markup-policy';
  if (POPUP_MODULES.some((pattern) => pattern.test(path))) return 'ui-popup';
  if (LIGHTBOX_MODULES.some((pattern) => pattern.test(path))) return 'ui-lightbox';
  if (CALENDAR_MODULES.some((pattern) => pattern.test(path))) return 'ui-calendar';
  if (WIDGET_ONLY_CLIENT_MODULES.some((pattern) => pattern.test(path))) return undefined;
  if (REST_TRANSPORT_MODULES.some((pattern) => pattern.test(path))) return 'client-rest';
  if (REST_MESSAGES_MODULES.some((pattern) => pattern.test(path))) return 'rest-messages';
  if (BOOT_MODULES.some((pattern) => pattern.test(path))) return 'boot';
  if (PAGE_BOOT_MODULES.some((pattern) => pattern.test(path))) return 'boot-page';
  if (RUNTIME_MODULES.some((pattern) => pattern.test(path))) return 'runtime';
  return undefined;
};

const scriptTag = {
  input: Object.fromEntries(widgets.map((name) => [name, `packages/${name}/src/entry.ts`])),
  output: {
    dir: 'dist/talat',
    format: 'es',
    entryFileNames: '[name].js',
    // A page extras behaviour's chunk is named after it (scripts/chunk-names.mjs), not 'index'.
    chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
    // Boot and runtime are one file each: left alone, rollup cuts shared code into a chunk per
    // combination of widgets using it, and each file costs its own request and gzip overhead
    // (docs/decisions.md, "One shared runtime chunk").
    manualChunks: layerOf,
    // Rollup's own import/export glue without whitespace: 7 B gzip off the live search's first load.
    compact: true,
  },
  plugins: [...browserPlugins([parallelChunkImports({ alwaysLoaded: ['boot'] })]), firstLoadManifest()],
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

// TALAT_BUILD=script-tag builds only the first build (what the demo shop, the budgets and the
// bench read), for a quick look at sizes while working.
export default process.env.TALAT_BUILD === 'script-tag' ? [scriptTag] : [scriptTag, ...classic, ...npm];
