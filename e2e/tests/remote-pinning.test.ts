import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { serveDir } from '../../scripts/serve.mjs';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, HOSTNAME, startEnvironment, type Environment, type RemoteName } from '../src/env';
import { openSignedIn, slot, waitForSlotState } from '../src/page';

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const copies: string[] = [];

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await env?.close();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

declare global {
  interface Window {
    __tampered?: number;
    __pinnedScripts?: { src: string; integrity: string; crossOrigin: string | null }[];
  }
}

/** A copy of a remote's dist, to change what its server serves without touching the build. */
function copyDist(name: RemoteName): string {
  const dir = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
  copies.push(dir);
  cpSync(env.remotes[name].dir, dir, { recursive: true });
  return dir;
}

const others = (name: RemoteName) =>
  (['remote_option_entry', 'remote_positions', 'remote_order_panel'] as const).filter((n) => n !== name);

it('a manifest that points the remote at another origin is refused in its slot, before any of it runs', async () => {
  const original = env.remotes.remote_order_panel.dir;
  // The same release, served from an origin the deployment file does not name.
  const elsewhere = await serveDir({ dir: original, port: 0, host: HOSTNAME, csp: false });
  const asked: string[] = [];
  elsewhere.server.on('request', (req) => asked.push(req.url ?? ''));
  const redirected = copyDist('remote_order_panel');
  const manifestFile = path.join(redirected, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.publicPath = elsewhere.url;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  await env.remotes.remote_order_panel.start(redirected);
  try {
    const page = await openSignedIn(browser.context, env.pageUrl);
    await waitForSlotState(page, 'remote_order_panel', 'loadFailed');
    const fallback = slot(page, 'remote_order_panel').getByTestId('slot-fallback');
    assert.equal(await fallback.getAttribute('data-refused'), 'origin');
    assert.match((await fallback.textContent()) ?? '', /Orders was refused: it is not from its approved address\./);
    assert.match((await fallback.getByTestId('slot-fallback-detail').textContent()) ?? '', new RegExp(elsewhere.url));
    for (const name of others('remote_order_panel')) await waitForSlotState(page, name, 'ready');
    assert.deepEqual(asked, [], 'nothing was fetched from the other origin');
    await page.close();
  } finally {
    await env.remotes.remote_order_panel.start(original);
    await elsewhere.close();
  }
});

it('a pinned remote loads when its entry matches (its script tag carries the pin), and is refused once the entry changed', async () => {
  const entry = readFileSync(path.join(env.remotes.remote_positions.dir, 'remoteEntry.js'));
  const pin = `sha384-${createHash('sha384').update(entry).digest('base64')}`;
  env.writeDeployment((d) => ({
    ...d,
    remotes: {
      ...(d.remotes as object),
      remote_positions: { manifest: (d.remotes as Record<string, string>).remote_positions, integrity: pin },
    },
  }));
  // The runtime removes its script tags once loaded: note every one with an integrity as it is added.
  await browser.context.addInitScript(() => {
    window.__pinnedScripts = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLScriptElement && n.integrity)
            window.__pinnedScripts!.push({ src: n.src, integrity: n.integrity, crossOrigin: n.crossOrigin });
    }).observe(document, { childList: true, subtree: true });
  });
  const pinned = await openSignedIn(browser.context, env.pageUrl);
  for (const name of others('remote_positions')) await waitForSlotState(pinned, name, 'ready');
  await waitForSlotState(pinned, 'remote_positions', 'ready');
  const scripts = await pinned.evaluate(() => window.__pinnedScripts);
  assert.deepEqual(scripts, [
    {
      src: `http://${HOSTNAME}:${E2E_PORTS.remote_positions}/remoteEntry.js`,
      integrity: pin,
      crossOrigin: 'anonymous',
    },
  ]);
  await pinned.close();

  // Then someone changes the entry on the remote's server: the same pin no longer matches.
  const original = env.remotes.remote_positions.dir;
  const tampered = copyDist('remote_positions');
  appendFileSync(path.join(tampered, 'remoteEntry.js'), '\n;window.__tampered = 1;\n');
  await env.remotes.remote_positions.start(tampered);
  try {
    const page = await openSignedIn(browser.context, env.pageUrl);
    await waitForSlotState(page, 'remote_positions', 'loadFailed');
    const fallback = slot(page, 'remote_positions').getByTestId('slot-fallback');
    assert.equal(await fallback.getAttribute('data-refused'), 'integrity');
    assert.match((await fallback.textContent()) ?? '', /Positions was refused: its code could not be verified\./);
    assert.match((await fallback.getByTestId('slot-fallback-detail').textContent()) ?? '', /remoteEntry\.js/);
    for (const name of others('remote_positions')) await waitForSlotState(page, name, 'ready');
    assert.equal(await page.evaluate(() => window.__tampered), undefined, 'the tampered entry never ran');
    await page.close();
  } finally {
    await env.remotes.remote_positions.start(original);
    env.writeDeployment((d) => d);
  }
});
