import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './test/workspace-aliases.mjs';

// The component tests again, with react and react-dom swapped for the Preact shim the script-tag
// bundles ship (build/preact-react.ts), so the views must behave the same under it.
const shim = (file: string) => fileURLToPath(new URL(`./build/${file}`, import.meta.url));
export default defineConfig({
  resolve: {
    alias: [
      ...workspaceAliases(),
      // The CommonJS build would `require('react')` past the aliases below; the ESM build is
      // transformed by Vite, so its React imports become preact/compat too.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)),
      },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      // The same React-on-Preact shim the script-tag build uses (rollup.config.mjs).
      { find: /^react-dom\/client$/, replacement: shim('preact-react-dom-client.ts') },
      { find: /^react\/jsx-runtime$/, replacement: shim('preact-jsx-runtime.ts') },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: shim('preact-react.ts') },
      // Only @testing-library/react's legacy render path imports react-dom; our tests never take it.
      { find: /^react-dom$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    include: ['packages/**/*.view.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    environment: 'jsdom',
    env: { TALAT_RENDERER: 'preact' },
    restoreMocks: true,
    unstubGlobals: true,
    server: { deps: { inline: [/@testing-library/, /@nanostores\/react/] } },
  },
});
