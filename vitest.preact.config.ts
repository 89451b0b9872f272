import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactCompatAliases } from './test/preact-compat-aliases.mjs';
import { workspaceAliases } from './test/workspace-aliases.mjs';

// The component tests again, with react and react-dom swapped for preact/compat, as the
// script-tag bundles ship them (rollup.config.mjs), so the views must behave the same under it.
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
      ...preactCompatAliases(),
    ],
  },
  test: {
    include: ['packages/**/*.view.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    environment: 'jsdom',
    env: { TALAT_RENDERER: 'preact' },
    restoreMocks: true,
    unstubGlobals: true,
    server: { deps: { inline: [/@testing-library/] } },
  },
});
