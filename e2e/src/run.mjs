#!/usr/bin/env node
// Runs the browser tests: builds the broken-remote fixture if needed, then every tests/*.test.ts
// with node's test runner, one file at a time (each file starts its own environment on fixed ports).
// The host and remotes must be built already (`npm run build`); `npm test` does that first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const e2e = path.resolve(here, '..');
const root = path.resolve(e2e, '..');

for (const dist of [
  'host-shell/dist',
  'remote-option-entry/dist',
  'remote-positions/dist',
  'remote-order-panel/dist',
]) {
  if (!existsSync(path.join(root, dist, 'mf-manifest.json'))) {
    console.error(`${dist} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

const fixture = path.join(e2e, 'fixtures', 'broken-remote');
const fixtureManifest = path.join(fixture, 'dist', 'mf-manifest.json');
// rebuilt when missing, asked for, or older than one of its sources (a stale build tested old code)
const fixtureStale = () => {
  const built = statSync(fixtureManifest).mtimeMs;
  return readdirSync(path.join(fixture, 'src')).some((f) => statSync(path.join(fixture, 'src', f)).mtimeMs > built);
};
if (!existsSync(fixtureManifest) || process.env.E2E_REBUILD_FIXTURES || fixtureStale()) {
  const build = spawnSync(
    path.join(root, 'node_modules', '.bin', 'webpack'),
    ['--config', path.join(fixture, 'webpack.config.cjs'), '--mode', 'production'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const only = process.argv.slice(2);
const files = readdirSync(path.join(e2e, 'tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => path.join('tests', f));

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  {
    cwd: e2e,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
