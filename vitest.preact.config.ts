import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './test/workspace-aliases.mjs';

// The component tests again, with react and react-dom swapped for preact/compat: that is what the
// script-tag bundles ship, so the views must behave the same under it.
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
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    include: ['packages/**/*.view.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    environment: 'jsdom',
    restoreMocks: true,
    unstubGlobals: true,
    server: { deps: { inline: [/@testing-library/, /@nanostores\/react/] } },
  },
});
