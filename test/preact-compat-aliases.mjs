// React imports resolved to preact/compat, for the script-tag build (rollup.config.mjs) and the
// second component-test run (vitest.preact.config.ts), so the tests run what ships.
/** @returns {Array<{ find: RegExp; replacement: string }>} */
export function preactCompatAliases() {
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react$/, replacement: 'preact/compat' },
  ];
}
