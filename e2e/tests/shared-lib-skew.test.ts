import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { Response } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, HOSTNAME, startEnvironment, type Environment } from '../src/env';
import { hashDir } from '../src/hashDir';
import { openSignedIn, slot, waitForSlotState } from '../src/page';
import { buildRemoteRelease, workspaceVersion } from '../src/rebuildRemote';
import { readShareScope } from '../src/shareScope';

// A team builds remote-positions against a newer shared-core than the page provides, and deploys
// it alone. A newer patch runs on the host's copy; a newer minor shows the contract message in its
// slot (never a crash, never a second copy), the other slots working. The host is not touched.

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let hostBefore: string;
const responses: Response[] = [];
const positionsOrigin = `http://${HOSTNAME}:${E2E_PORTS.remote_positions}`;
const [major, minor, patch] = workspaceVersion('shared-core');
const hostCore = `${major}.${minor}.${patch}`;

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
  browser.context.on('response', (r) => void responses.push(r));
  hostBefore = hashDir(env.hostDir);
});
after(async () => {
  await browser?.close();
  await env?.close();
});

/** shared-core in the page's share scope: the versions registered, and the loaded one with its users. */
async function sharedCore(page: Awaited<ReturnType<typeof openSignedIn>>) {
  const versions = (await readShareScope(page))['shared-core'] ?? {};
  const loaded = Object.entries(versions).filter(([, v]) => v.loaded);
  return { versions: Object.keys(versions), loaded };
}

it('a remote built against a newer patch of shared-core runs on the host’s copy, fetched once', async () => {
  const original = env.remotes.remote_positions.dir;
  const built = `${major}.${minor}.${patch + 1}`;
  const dist = buildRemoteRelease('remote-positions', '0.1.1-patch', { libraries: { 'shared-core': built } });
  const remoteManifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const core = remoteManifest.shared.find((s: { name: string }) => s.name === 'shared-core');
  assert.deepEqual([core.version, core.requiredVersion], [built, `^${major}.${minor}.0`]);
  await env.remotes.remote_positions.start(dist);
  try {
    responses.length = 0;
    const page = await openSignedIn(browser.context, env.pageUrl);
    for (const name of ['remote_option_entry', 'remote_positions', 'remote_order_panel'] as const)
      await waitForSlotState(page, name, 'ready');
    await slot(page, 'remote_positions').getByText('0.1.1-patch').first().waitFor({ timeout: 15_000 });

    const { versions, loaded } = await sharedCore(page);
    assert.ok(versions.includes(built), `the remote offered its ${built} (${versions.join(', ')})`);
    assert.equal(loaded.length, 1, 'one copy of shared-core runs');
    assert.equal(loaded[0]![0], hostCore);
    assert.equal(loaded[0]![1].from, 'host_shell');
    assert.ok(loaded[0]![1].useIn.includes('remote_positions'), 'the remote uses the host’s copy');
    const coreFiles = new Set<string>([...core.assets.js.sync, ...core.assets.js.async]);
    const fetched = responses.map((r) => r.url()).filter((u) => u.startsWith(positionsOrigin));
    assert.deepEqual(
      fetched.filter((u) => coreFiles.has(u.slice(positionsOrigin.length + 1))),
      [],
      'the remote’s own shared-core was never fetched',
    );
    await page.close();
  } finally {
    await env.remotes.remote_positions.start(original);
  }
});

it('a remote built against a newer minor of shared-core shows the contract message in its slot; the others work', async () => {
  const original = env.remotes.remote_positions.dir;
  const needs = `${major}.${minor + 1}`;
  const dist = buildRemoteRelease('remote-positions', '0.2.0-minor', { libraries: { 'shared-core': `${needs}.0` } });
  await env.remotes.remote_positions.start(dist);
  try {
    responses.length = 0;
    const page = await openSignedIn(browser.context, env.pageUrl);
    await waitForSlotState(page, 'remote_positions', 'unsupported');
    const fallback = slot(page, 'remote_positions').getByTestId('slot-fallback');
    assert.equal(await fallback.getAttribute('data-shared-library'), 'shared-core');
    assert.match(
      (await fallback.textContent()) ?? '',
      new RegExp(
        `Positions needs a newer page \\(shared-core ${needs} or later; the page has ${hostCore}\\)\\. Reload later\\.`,
      ),
    );
    for (const name of ['remote_option_entry', 'remote_order_panel'] as const)
      await waitForSlotState(page, name, 'ready');
    await page.getByTestId('option-chain').waitFor();

    const fetched = responses.map((r) => new URL(r.url())).filter((u) => u.origin === positionsOrigin);
    assert.deepEqual(
      fetched.map((u) => u.pathname),
      ['/mf-manifest.json'],
      'only its manifest was read: none of its code was fetched',
    );
    const { versions, loaded } = await sharedCore(page);
    assert.deepEqual(versions, [hostCore], 'no second copy of shared-core was registered');
    assert.equal(loaded.length, 1);

    // The message follows the page's language.
    await page.getByLabel('Language').selectOption('de');
    await fallback
      .getByText(`Positionen braucht eine neuere Seite (shared-core ${needs} oder neuer; die Seite hat ${hostCore})`, {
        exact: false,
      })
      .waitFor();
    await page.close();
  } finally {
    await env.remotes.remote_positions.start(original);
  }
  assert.equal(hashDir(env.hostDir), hostBefore, 'no file of the host changed');
});
