import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './test/workspace-aliases.mjs';

// Unit and component tests under real React. Files that need a DOM say so with a
// `// @vitest-environment jsdom` docblock; everything else runs in plain Node.
export default defineConfig({
  resolve: { alias: workspaceAliases() },
  test: {
    include: ['packages/**/*.test.{ts,tsx}', 'examples/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
  },
});
