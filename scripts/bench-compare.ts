// `npm run bench -- --compare <ref>`: the landed build to compare with. Checks <ref> out in a
// temporary git worktree, installs its dependencies and builds its script-tag bundles
// (dist/talat) there; the bench then serves that directory with this checkout's demo server.
// `remove()` deletes the worktree again (also on Ctrl-C).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RefBuild {
  ref: string;
  /** The commit the ref named, short. */
  commit: string;
  talatDir: string;
  remove(): void;
}

/**
 * Builds only the script-tag configuration(s) of the ref's rollup.config.mjs (those writing ES
 * modules to dist/talat); all of them if it has none such (a config shape this filter does not know).
 */
const SCRIPT_TAG_ONLY_CONFIG = `import all from './rollup.config.mjs';
const scriptTag = (configs) => {
  const list = [configs].flat();
  const chosen = list.filter((config) => [config.output].flat().some((o) => o && o.dir === 'dist/talat' && (o.format === 'es' || o.format === 'esm')));
  return chosen.length > 0 ? chosen : list;
};
export default typeof all === 'function' ? async (args) => scriptTag(await all(args)) : scriptTag(all);
`;

function run(command: string, args: readonly string[], cwd: string): void {
  console.log(`  $ ${command} ${args.join(' ')}   (in ${cwd})`);
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

export function buildRef(ref: string): RefBuild {
  const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: repo, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'talat-bench-'));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: repo, stdio: 'ignore' });
    } catch {
      // Not registered (the add failed): the directory may still be there.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = () => {
    remove();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`\nBuilding ${ref} (${commit}) in ${dir} for the comparison`);
    run('git', ['worktree', 'add', '--detach', dir, commit], repo);
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir);
    writeFileSync(join(dir, 'bench-rollup.config.mjs'), SCRIPT_TAG_ONLY_CONFIG);
    run('npx', ['rollup', '-c', 'bench-rollup.config.mjs'], dir);
    const talatDir = join(dir, 'dist/talat');
    if (!existsSync(join(talatDir, 'manifest.json'))) throw new Error(`${ref}'s build wrote no dist/talat/manifest.json`);
    return {
      ref,
      commit,
      talatDir,
      remove: () => {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
