// The npm build's type declarations: one tsc run over every package (so cross-package types
// resolve), then each package's declarations copied into its own dist/.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';

rmSync('dist/.types', { recursive: true, force: true });
execSync('npx tsc -p tsconfig.types.json', { stdio: 'inherit' });
for (const name of readdirSync('packages')) {
  const from = `dist/.types/${name}/src`;
  if (existsSync(from)) cpSync(from, `packages/${name}/dist`, { recursive: true });
}
console.log('declarations written to packages/*/dist');
