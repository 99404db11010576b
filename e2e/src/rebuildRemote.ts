import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/processes.mjs';

/**
 * Builds a new release of one remote the way its team would — same sources, a new version in
 * its package.json — into a separate folder, leaving the repo's own build untouched. The copy
 * lives under the repo (e2e/.work, git-ignored) so it resolves the workspace's node_modules.
 * Returns the new dist folder.
 *
 * `libraries` builds it against other releases of workspace libraries, e.g.
 * `{ 'shared-core': '1.1.0' }`: the copy gets its own `node_modules/shared-core` (the same sources,
 * that version in its package.json) and depends on `^1.1.0`, as if the library had been released
 * at that version and the team built against it before the host did.
 */
export function buildRemoteRelease(
  folder: string,
  version: string,
  { libraries = {} }: { libraries?: Readonly<Record<string, string>> } = {},
): string {
  const work = path.join(ROOT, 'e2e', '.work', `${folder}-${version}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.dirname(work), { recursive: true });
  const source = path.join(ROOT, folder);
  for (const entry of ['src', 'webpack.config.cjs'])
    cpSync(path.join(source, entry), path.join(work, entry), { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  for (const [library, libraryVersion] of Object.entries(libraries)) {
    const own = path.join(work, 'node_modules', library);
    mkdirSync(own, { recursive: true });
    const libraryPkg = JSON.parse(readFileSync(path.join(ROOT, library, 'package.json'), 'utf8'));
    writeFileSync(path.join(own, 'package.json'), JSON.stringify({ ...libraryPkg, version: libraryVersion }, null, 2));
    symlinkSync(path.join(ROOT, library, 'src'), path.join(own, 'src'), 'dir');
    pkg.dependencies[library] = `^${libraryVersion}`;
  }
  writeFileSync(path.join(work, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['src'] }),
  );
  // The copy sits two levels deeper than the original: point its build-tools import there.
  const config = readFileSync(path.join(work, 'webpack.config.cjs'), 'utf8').replaceAll(
    "'../build-tools/",
    "'../../../build-tools/",
  );
  writeFileSync(path.join(work, 'webpack.config.cjs'), config);
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'webpack'),
    ['--config', path.join(work, 'webpack.config.cjs'), '--mode', 'production'],
    {
      cwd: work,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`building ${folder} ${version} failed`);
  return path.join(work, 'dist');
}
