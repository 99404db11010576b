#!/usr/bin/env node
// Keeps package-lock.json installable with `npm ci` from this environment's npm registry mirror.
//
// Why: some packages list native binaries for every platform as optionalDependencies
// (@rspack/binding-*, @swc/core-*, @unrs/resolver-binding-*). The mirror serves only some of
// them (the Linux ones we run on); `npm install` then writes no lock entry for the others, and
// `npm ci` refuses the lock ("Missing: @swc/core-darwin-arm64@ from lock file"). This adds, for
// each such missing optional package, an entry with its version and its os/cpu/libc from the
// package name, so `npm ci` sees a complete lock and skips the foreign platforms without
// fetching them. Runs after every `npm install` (root postinstall) and is idempotent.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'wasi',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'arm', 'loong64', 'wasm32', 'mips64el'];

/** os/cpu/libc of a platform package from its name, e.g. @swc/core-linux-x64-musl. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? (parts.includes('wasm32') ? undefined : undefined);
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p === 'gnu' || p === 'gnueabihf')
    ? 'glibc'
    : parts.some((p) => p.startsWith('musl'))
      ? 'musl'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  if (!key || !entry.optionalDependencies) continue;
  const base = key.slice(0, key.lastIndexOf('node_modules/'));
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    const nested = `${key}/node_modules/${dep}`;
    const hoisted = `${base}node_modules/${dep}`;
    if (packages[nested] || packages[hoisted] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: a real missing dependency, leave it to npm
    packages[hoisted] = {
      version,
      dev: entry.dev || undefined,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}

if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
  console.log(`lockfile-optional: recorded ${added} optional platform packages the registry mirror does not serve`);
}
