import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { launchBrowser } from '../src/browser';
import { startEnvironment, type Environment } from '../src/env';
import { hashDir } from '../src/hashDir';
import { openSignedIn, slot, waitForSlotState } from '../src/page';
import { buildRemoteRelease } from '../src/rebuildRemote';

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await env?.close();
});

it('a team redeploys its remote and the page shows it on reload, with the host untouched', async () => {
  const hostBefore = hashDir(env.hostDir);
  const page = await openSignedIn(browser.context, env.pageUrl);
  await waitForSlotState(page, 'remote_order_panel', 'ready');
  const label = () => slot(page, 'remote_order_panel').getByTestId('version-label').first().textContent();
  const oldLabel = await label();
  const otherLabel = await slot(page, 'remote_positions').getByTestId('version-label').first().textContent();

  // The order-panel team builds and deploys a new release on its own origin.
  const release = `${oldLabel?.replace(/[^\d.]/g, '') || '0.1.0'}-next.1`;
  const dist = buildRemoteRelease('remote-order-panel', release);
  await env.remotes.remote_order_panel.start(dist);

  await page.reload();
  await waitForSlotState(page, 'remote_order_panel', 'ready');
  await slot(page, 'remote_order_panel').getByText(release).waitFor({ timeout: 15_000 });
  assert.equal(await label(), release);
  assert.equal(await slot(page, 'remote_positions').getByTestId('version-label').first().textContent(), otherLabel);
  assert.equal(hashDir(env.hostDir), hostBefore, 'no file of the host changed');
  await page.close();
});
