#!/usr/bin/env node
// Release gate for runtime sharing: reads the built mf-manifest.json of the host and every remote
// and fails when a singleton would not be shared on the composed page — missing from a container,
// not marked singleton, or a version that another container's requiredVersion rejects (version
// skew that would make the runtime load a second copy or refuse one).
// For our workspace libraries (shared-core, shared-http) it says, per remote, which case applies:
// it runs on the host's copy, or it needs a newer host (deploy the host first, else its slot shows
// the contract message) — the rule the page applies (shared-http src/platform/sharedLibraries.ts).
//   node scripts/check-manifests.mjs [dist dirs...]   (default: host-shell and the three remotes)
// To check a remote release against the host that is live, pass that host's dist and the remote's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './processes.mjs';
import { REMOTES } from './ports.mjs';

const require = createRequire(import.meta.url);
const { SINGLETONS, packageNameOf } = require('../build-tools/federation.cjs');
const { checkSharedLibrary, WORKSPACE_LIBRARIES } = await tsImport(
  '../shared-http/src/platform/sharedLibraries.ts',
  import.meta.url,
);

/** What the trader would see in the slot, for the gate's advice. */
const SLOT_MESSAGE = { newerHost: '“needs a newer page”', olderHost: '“was built for an older page”' };

/**
 * Checks built manifests (parsed mf-manifest.json of each container; the host is the one that
 * exposes nothing). Returns the problems (release blockers) and, per remote and workspace
 * library it runs on the host's copy of, what it requires and what the host provides.
 * @param {{ name: string, shared: { name: string, version: string, singleton?: boolean, requiredVersion?: string }[], exposes?: unknown[] }[]} manifests
 */
export function checkManifests(manifests, singletons = SINGLETONS) {
  const problems = [];
  const ok = [];
  const containers = manifests.map((m) => ({
    name: m.name,
    isHost: (m.exposes ?? []).length === 0,
    shared: new Map(m.shared.map((s) => [s.name, s])),
  }));
  const host = containers.find((c) => c.isHost);
  if (!host) problems.push('no host among the manifests (the container that exposes nothing): pass its dist too');

  for (const request of singletons) {
    for (const c of containers) {
      const entry = c.shared.get(request);
      if (!entry) problems.push(`${c.name} does not share ${request}: it would bundle its own copy`);
      else if (!entry.singleton) problems.push(`${c.name} shares ${request} without singleton: true`);
    }
    const entries = containers.map((c) => ({ ...c, entry: c.shared.get(request) })).filter((e) => e.entry);
    if (WORKSPACE_LIBRARIES.includes(packageNameOf(request))) {
      // On the page every remote runs on the host's copy: only the host's version matters.
      const provided = host?.shared.get(request);
      if (!provided) continue;
      for (const remote of entries.filter((e) => !e.isHost)) {
        const range = remote.entry.requiredVersion ?? '*';
        const check = checkSharedLibrary(request, provided.version, range);
        if (check.ok) {
          ok.push({ remote: remote.name, library: request, range, hostVersion: provided.version });
        } else if (check.reason === 'newerHost') {
          problems.push(
            `${remote.name} needs ${request} ${check.minimum} or later (${range}); the host provides ${provided.version}` +
              ` → deploy the host first, or its slot shows ${SLOT_MESSAGE.newerHost}`,
          );
        } else {
          problems.push(
            `${remote.name} was built for ${request} ${range}; the host provides ${provided.version} (a newer major)` +
              ` → release it rebuilt against ${provided.version} with the host, or its slot shows ${SLOT_MESSAGE.olderHost}`,
          );
        }
      }
      continue;
    }
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
  return { problems, ok };
}

function main(args) {
  const dirs = args.length
    ? args
    : [path.join(ROOT, 'host-shell', 'dist'), ...REMOTES.map((r) => path.join(ROOT, r.folder, 'dist'))];
  const missing = [];
  const manifests = [];
  for (const dir of dirs) {
    const file = path.join(dir, 'mf-manifest.json');
    if (existsSync(file)) manifests.push(JSON.parse(readFileSync(file, 'utf8')));
    else missing.push(`${file} is missing (build first)`);
  }
  const { problems, ok } = checkManifests(manifests);
  problems.unshift(...missing);
  for (const remote of new Set(ok.map((o) => o.remote))) {
    const fits = ok.filter((o) => o.remote === remote).map((o) => `${o.library} ${o.hostVersion} (needs ${o.range})`);
    console.log(`OK   ${remote} runs on the host's ${fits.join(', ')}`);
  }
  if (problems.length) {
    console.error(
      `Shared singletons are not safe to release (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    );
    for (const p of problems) console.error(`  FAIL ${p}`);
    return 1;
  }
  console.log(
    `Shared singletons OK: ${SINGLETONS.length} packages, one compatible version each across ${manifests.map((m) => m.name).join(', ')}.`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
