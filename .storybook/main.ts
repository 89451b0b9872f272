import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../test/workspace-aliases.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  // Holds mockServiceWorker.js, copied from the installed msw by `npx msw init public --save=false`.
  staticDirs: ['../public'],
  addons: [],
  core: { disableTelemetry: true },
  // Stories import widgets by package name; the alias list shared with vitest and rollup resolves
  // `@talat/*` to TypeScript source, so Storybook needs no prior build of any package.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases() },
      // Storybook's own preview runtime is one ~1.1 MB chunk; the default 500 kB warning is noise.
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
