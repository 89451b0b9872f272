// One place that maps every `@talat/<name>` import to its TypeScript source, shared by vitest,
// Storybook and the rollup builds so that no tool needs a prior build of a sibling package.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const packagesDir = fileURLToPath(new URL('../packages', import.meta.url));

/** @returns {Array<{ find: RegExp; replacement: string }>} */
export function workspaceAliases() {
  const aliases = [];
  for (const name of readdirSync(packagesDir)) {
    const src = join(packagesDir, name, 'src');
    if (!existsSync(join(src, 'index.ts'))) continue;
    // Sub-path imports (`@talat/mocks/node`) first, then the bare package name.
    aliases.push({ find: new RegExp(`^@talat/${name}/(.*)$`), replacement: `${src}/$1` });
    aliases.push({ find: new RegExp(`^@talat/${name}$`), replacement: join(src, 'index.ts') });
  }
  return aliases;
}
