import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/processes.mjs';

/** The version a workspace library (e.g. 'shared-core') has in the repo: [major, minor, patch]. */
export function workspaceVersion(library: string): [number, number, number] {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, library, 'package.json'), 'utf8')) as { version: string };
  return version.split('.').map(Number) as [number, number, number];
}

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
 *
 * `change` edits the copy's sources as the team would: file (relative to the remote's folder, e.g.
 * `src/widget.tsx`) → its new text from the old ('' for a new file). `muiShared` builds it against
 * another `shared-core/src/ui/muiShared.ts` (the MUI names the page shares), e.g. a newer one than
 * the host's: the copy gets its own build-tools beside a copy of shared-core's sources.
 */
export function buildRemoteRelease(
  folder: string,
  version: string,
  {
    libraries = {},
    change = {},
    muiShared,
  }: {
    libraries?: Readonly<Record<string, string>>;
    change?: Readonly<Record<string, (text: string) => string>>;
    muiShared?: (text: string) => string;
  } = {},
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
  for (const [file, edit] of Object.entries(change)) {
    const target = path.join(work, file);
    const old = existsSync(target) ? readFileSync(target, 'utf8') : '';
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, edit(old));
  }
  writeFileSync(path.join(work, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['src'] }),
  );
  // The copy sits two levels deeper than the original: point its build-tools import there, or to
  // its own build-tools, whose federation.cjs finds ../shared-core/src/ui/muiShared.ts in the copy.
  let buildTools = '../../../build-tools/';
  if (muiShared) {
    cpSync(path.join(ROOT, 'build-tools'), path.join(work, 'build-tools'), { recursive: true });
    // Every module federation.cjs names by path (narrowed shares, shared-core/dataTable) is then
    // read from the copy's shared-core: copy its sources, then replace muiShared.ts.
    cpSync(path.join(ROOT, 'shared-core', 'src'), path.join(work, 'shared-core', 'src'), { recursive: true });
    const file = path.join('shared-core', 'src', 'ui', 'muiShared.ts');
    writeFileSync(path.join(work, file), muiShared(readFileSync(path.join(ROOT, file), 'utf8')));
    buildTools = './build-tools/';
  }
  const config = readFileSync(path.join(work, 'webpack.config.cjs'), 'utf8').replaceAll(
    "'../build-tools/",
    `'${buildTools}`,
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
