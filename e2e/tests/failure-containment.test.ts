import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { ROOT } from '../../scripts/processes.mjs';
import { launchBrowser } from '../src/browser';
import { startEnvironment, type Environment } from '../src/env';
import { openSignedIn, slot, waitForSlotState } from '../src/page';

const brokenRemote = path.join(ROOT, 'e2e', 'fixtures', 'broken-remote', 'dist');
/** Each test gets its own environment (fixed ports), torn down when it ends. */
async function setUp(t: TestContext, options: Parameters<typeof startEnvironment>[0]) {
  const env: Environment = await startEnvironment(options);
  const browser = await launchBrowser();
  t.after(async () => {
    await browser.close();
    await env.close();
  });
  return { env, browser };
}

describe('a failing remote is contained in its slot', () => {
  it('with its server down the page starts, the other widgets work, and Retry loads it once it is back, without a reload', async (t) => {
    const { env, browser } = await setUp(t, { remotesDown: ['remote_positions'] });
    const page = await openSignedIn(browser.context, env.pageUrl);
    await waitForSlotState(page, 'remote_positions', 'loadFailed');
    const fallback = slot(page, 'remote_positions').getByTestId('slot-fallback');
    // the trader's words; the federation runtime's own text waits behind "Details" (issue 21)
    assert.match((await fallback.getByRole('alert').innerText()) ?? '', /Positions are unavailable right now\./);
    const detail = fallback.getByTestId('slot-fallback-detail');
    assert.equal(await detail.isVisible(), false, 'the technical detail is hidden at first');
    await fallback.getByRole('button', { name: 'Details' }).click();
    await detail.waitFor({ state: 'visible' });
    assert.match(await detail.innerText(), /\S/, 'the technical cause is there once asked for');
    await waitForSlotState(page, 'remote_option_entry', 'ready');
    await waitForSlotState(page, 'remote_order_panel', 'ready');
    await page.getByTestId('option-chain').waitFor();
    await page.getByTestId('open-order-count').waitFor();

    // Still down: Retry fails again, cleanly.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await slot(page, 'remote_positions').getByRole('button', { name: 'Retry' }).click();
    await waitForSlotState(page, 'remote_positions', 'loadFailed');

    await env.remotes.remote_positions.start();
    await slot(page, 'remote_positions').getByRole('button', { name: 'Retry' }).click();
    await waitForSlotState(page, 'remote_positions', 'ready');
    await page.getByTestId('positions-table').waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      true,
      'the page was not reloaded',
    );
  });

  it('a remote that throws while rendering shows a fallback in its slot only', async (t) => {
    const { env, browser } = await setUp(t, { remoteDirs: { remote_positions: brokenRemote } });
    const page = await openSignedIn(browser.context, `${env.pageUrl}?fixture=crash`);
    await waitForSlotState(page, 'remote_positions', 'crashed');
    assert.match(
      (await slot(page, 'remote_positions').getByTestId('slot-fallback').textContent()) ?? '',
      /stopped working/,
    );
    assert.ok(await slot(page, 'remote_positions').getByRole('button', { name: 'Retry' }).isVisible());
    await waitForSlotState(page, 'remote_option_entry', 'ready');
    await waitForSlotState(page, 'remote_order_panel', 'ready');
    await page.getByTestId('option-chain').waitFor();
  });

  it('a remote speaking an unsupported contract version gets a clear message, not a blank slot', async (t) => {
    const { env, browser } = await setUp(t, { remoteDirs: { remote_positions: brokenRemote } });
    const page = await openSignedIn(browser.context, `${env.pageUrl}?fixture=contract`);
    await waitForSlotState(page, 'remote_positions', 'unsupported');
    const message = (await slot(page, 'remote_positions').getByTestId('slot-fallback').textContent()) ?? '';
    assert.match(message, /contract 99/);
    assert.match(message, /supported: 1, 2/);
    assert.equal(await page.getByText('fixture widget that must not be shown').count(), 0);
    await waitForSlotState(page, 'remote_order_panel', 'ready');
  });
});
