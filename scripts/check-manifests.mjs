#!/usr/bin/env node
// Release gate for runtime sharing: reads the built mf-manifest.json of the host and every remote
// and fails when a singleton would not be shared on the composed page — missing from a container,
// not marked singleton, or a version that another container's requiredVersion rejects (version
// skew that would make the runtime load a second copy or refuse one).
//   node scripts/check-manifests.mjs [dist dirs...]   (default: host-shell and the three remotes)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import semver from 'semver';
import { ROOT } from './processes.mjs';
import { REMOTES } from './ports.mjs';

const require = createRequire(import.meta.url);
const { SINGLETONS } = require('../build-tools/federation.cjs');

const dirs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [path.join(ROOT, 'host-shell', 'dist'), ...REMOTES.map((r) => path.join(ROOT, r.folder, 'dist'))];

const problems = [];
const containers = [];
for (const dir of dirs) {
  const file = path.join(dir, 'mf-manifest.json');
  if (!existsSync(file)) {
    problems.push(`${file} is missing (build first)`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  containers.push({ name: manifest.name, shared: new Map(manifest.shared.map((s) => [s.name, s])) });
}

for (const request of SINGLETONS) {
  for (const c of containers) {
    const entry = c.shared.get(request);
    if (!entry) problems.push(`${c.name} does not share ${request}: it would bundle its own copy`);
    else if (!entry.singleton) problems.push(`${c.name} shares ${request} without singleton: true`);
  }
  const entries = containers.map((c) => ({ name: c.name, entry: c.shared.get(request) })).filter((e) => e.entry);
  for (const provider of entries) {
    for (const consumer of entries) {
      const range = consumer.entry.requiredVersion;
      if (range && !semver.satisfies(provider.entry.version, range)) {
        problems.push(
          `${request}: ${provider.name} provides ${provider.entry.version}, which ${consumer.name} rejects (requires ${range})`,
        );
      }
    }
  }
}

if (problems.length) {
  console.error(`Shared singletons are not safe to release (${problems.length} problems):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(
  `Shared singletons OK: ${SINGLETONS.length} packages, one compatible version each across ${containers.map((c) => c.name).join(', ')}.`,
);
