// The release gate over fake manifests (node --test scripts/), and the ranges the build writes for
// our workspace libraries, which the gate and the page judge.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkManifests } from './check-manifests.mjs';

const require = createRequire(import.meta.url);
const { SINGLETONS, packageNameOf, sharedConfig } = require('../build-tools/federation.cjs');

const LIBS = ['shared-core', 'shared-http'];

/** A container's manifest: every singleton at the usual version, workspace libraries as given. */
function manifest(name, { core = '1.0.0', http = '1.0.0', host = false, react } = {}) {
  const version = (request) =>
    ({ 'shared-core': core, 'shared-http': http })[packageNameOf(request)] ?? react ?? '19.3.1';
  return {
    name,
    exposes: host ? [] : [{ name: 'widget' }],
    shared: SINGLETONS.map((request) => ({
      name: request,
      version: version(request),
      singleton: true,
      requiredVersion: LIBS.includes(packageNameOf(request))
        ? `^${version(request).split('.').slice(0, 2).join('.')}.0`
        : version(request),
    })),
  };
}

describe('the release gate over built manifests', () => {
  it('OK: every remote runs on the host’s copy of shared-core and shared-http', () => {
    const { problems, ok } = checkManifests([
      manifest('host_shell', { host: true, core: '1.2.4' }),
      manifest('remote_positions', { core: '1.2.0' }),
      manifest('remote_order_panel', { core: '1.2.9' }), // built against a newer patch
      manifest('remote_option_entry', { core: '1.1.0' }), // built before the host's minor
    ]);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      ok.filter((o) => o.library === 'shared-core'),
      [
        { remote: 'remote_positions', library: 'shared-core', range: '^1.2.0', hostVersion: '1.2.4' },
        { remote: 'remote_order_panel', library: 'shared-core', range: '^1.2.0', hostVersion: '1.2.4' },
        { remote: 'remote_option_entry', library: 'shared-core', range: '^1.1.0', hostVersion: '1.2.4' },
      ],
    );
    const libraryShares = SINGLETONS.filter((r) => LIBS.includes(packageNameOf(r))).length; // shared-core/dataTable too
    assert.equal(ok.length, 3 * libraryShares, 'every share of both libraries, three remotes');
  });

  it('FAIL: a remote built against a newer minor than the host provides → deploy the host first', () => {
    const { problems, ok } = checkManifests([
      manifest('host_shell', { host: true, core: '1.2.4' }),
      manifest('remote_positions', { core: '1.3.0' }),
      manifest('remote_order_panel', { core: '1.2.4' }),
    ]);
    // the root and its shared-core/dataTable entry are judged alike
    assert.deepEqual(
      problems,
      ['shared-core', 'shared-core/dataTable'].map(
        (lib) =>
          `remote_positions needs ${lib} 1.3 or later (^1.3.0); the host provides 1.2.4 → deploy the host first, ` +
          'or its slot shows “needs a newer page”',
      ),
    );
    assert.ok(ok.some((o) => o.remote === 'remote_order_panel' && o.library === 'shared-core'));
    assert.ok(!ok.some((o) => o.remote === 'remote_positions' && o.library === 'shared-core'));
  });

  it('FAIL: a host on a new major with a remote built for the old one', () => {
    const { problems } = checkManifests([
      manifest('host_shell', { host: true, http: '2.0.0' }),
      manifest('remote_positions', { http: '1.4.0' }),
    ]);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^remote_positions was built for shared-http \^1\.4\.0; the host provides 2\.0\.0/);
  });

  it('still fails any other singleton whose versions disagree, and a container that does not share one', () => {
    const lonely = manifest('remote_positions');
    lonely.shared = lonely.shared.filter((s) => s.name !== 'rxjs');
    const { problems } = checkManifests([
      manifest('host_shell', { host: true }),
      manifest('remote_order_panel', { react: '19.4.0' }),
      lonely,
    ]);
    assert.ok(problems.includes('remote_positions does not share rxjs: it would bundle its own copy'));
    assert.ok(
      problems.includes('react: host_shell provides 19.3.1, which remote_order_panel rejects (requires 19.4.0)'),
      problems.join('\n'),
    );
  });

  it('needs the host among the manifests', () => {
    assert.deepEqual(checkManifests([manifest('remote_positions')]).problems, [
      'no host among the manifests (the container that exposes nothing): pass its dist too',
    ]);
  });
});

describe('the build requires ^<major>.<minor>.0 of the workspace libraries it was built against', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'federation-app-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const installed = { 'shared-core': '1.3.2', 'shared-http': '1.0.7' };
  const packages = [...new Set(SINGLETONS.map(packageNameOf))];
  for (const pkg of packages) {
    mkdirSync(path.join(dir, 'node_modules', pkg), { recursive: true });
    writeFileSync(
      path.join(dir, 'node_modules', pkg, 'package.json'),
      JSON.stringify({ name: pkg, version: installed[pkg] ?? '19.3.1' }),
    );
  }
  const app = path.join(dir, 'app');
  mkdirSync(app);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'remote_x',
      // a loose declared range does not loosen what the remote requires on the page
      dependencies: Object.fromEntries(packages.map((p) => [p, LIBS.includes(p) ? '*' : '19.3.1'])),
    }),
  );

  it('whatever package.json declares; other singletons keep the declared range', () => {
    const shared = sharedConfig(app);
    assert.deepEqual(
      LIBS.map((lib) => [shared[lib].version, shared[lib].requiredVersion]),
      [
        ['1.3.2', '^1.3.0'],
        ['1.0.7', '^1.0.0'],
      ],
    );
    assert.equal(shared.react.requiredVersion, '19.3.1');
  });
});
