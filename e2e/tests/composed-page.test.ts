import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, REMOTE_NAMES, startEnvironment, type Environment } from '../src/env';
import { openSignedIn, slot, waitForChange, waitForSlotState } from '../src/page';
import { readShareScope, type ShareScopeSummary, type TestHookWindow } from '../src/shareScope';

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const responses: Response[] = [];
let firstVisit: { url: string; sessionEndedNotice: number };

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
  browser.context.on('response', (r) => void responses.push(r));
  // A first-time visitor: sent to sign in, with the trading address to come back to.
  page = await browser.context.newPage();
  await page.goto(env.pageUrl);
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 20_000 });
  firstVisit = {
    url: page.url(),
    sessionEndedNotice: await page.getByText(/session has ended/i).count(),
  };
  await page.close();
  responses.length = 0; // the wire checks below are about one load of the page
  page = await openSignedIn(browser.context, env.pageUrl);
  for (const name of REMOTE_NAMES) await waitForSlotState(page, name, 'ready');
});

after(async () => {
  await browser?.close();
  await env?.close();
});

const text = async (testId: string) => (await page.getByTestId(testId).first().textContent())?.trim() ?? '';

describe('the composed trading page', () => {
  it('sends a first-time visitor to sign in and back, without telling them a session ended', () => {
    const url = new URL(firstVisit.url);
    assert.equal(url.pathname, '/login');
    assert.match(url.searchParams.get('redirect_url') ?? '', /\/trade\/option\/usdc\/BTC$/);
    assert.equal(firstVisit.sessionEndedNotice, 0);
    assert.match(page.url(), /\/trade\/option\/usdc\/BTC$/);
  });

  it('shows the three widgets, each with live data from the simulator', async () => {
    // Option entry: the BTC chain with a live index and live marks.
    const chain = page.getByTestId('option-chain');
    await chain.waitFor();
    assert.ok((await chain.locator('[data-testid^="chain-row-"]').count()) >= 5, 'a chain of strikes');
    const firstMark = chain.locator('[data-testid^="mark-BTC-"]').first();
    const markId = await firstMark.getAttribute('data-testid');
    assert.ok(markId);
    const index = await text('index-price');
    assert.match(index, /[\d,]+\.\d+/);
    await waitForChange(() => text('index-price'), index);
    await waitForChange(() => text(markId), await text(markId), 20_000);

    // Positions: the demo account's positions with live mark price and unrealised PnL.
    const rows = page.locator('[data-testid^="position-row-"]');
    assert.ok((await rows.count()) >= 3, 'the demo account has positions');
    const perpMark = 'position-mark-BTCUSDT';
    await waitForChange(() => text(perpMark), await text(perpMark));
    assert.match(await text('position-upl-BTCUSDT'), /^[+-]?[\d,]+\.\d+/);

    // Order panel: the tab strip with the open-order count.
    assert.match(await text('open-order-count'), /^\(\d+\)$/);
    assert.equal(await page.getByTestId('order-panel-tabs').getByRole('tab').count(), 8);
  });

  it('carries a private push from the simulator to the order panel without a reload', async () => {
    const before = Number((await text('open-order-count')).replace(/\D/g, ''));
    // The same signed-in session as the page (the context's cookies) places a resting order.
    const instruments = await (
      await page.request.get(`${env.simUrl}/option/usdc/public/v1/instruments?baseCoin=ETH`)
    ).json();
    const pick = instruments.result.list[0];
    const minPrice = instruments.result.commonConfig.minOrderPrice ?? instruments.result.commonConfig.tickSize;
    const placed = await page.request.post(`${env.simUrl}/option/usdc/ex/private/v1/batch-place-orders`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: {
        orderRequest: [
          {
            symbol: pick.symbol,
            outRequestId: `${pick.symbol}-e2e-${Date.now()}`,
            orderQty: '1',
            orderPrice: String(minPrice),
            side: 1,
            orderType: 2,
            placeType: 1,
            placeMode: 1,
            timeInForce: 1,
            pmTrial: true,
          },
        ],
      },
    });
    const body = await placed.json();
    const outcome = body.result.result[0];
    assert.equal(outcome.errorCode, 0, JSON.stringify(outcome));
    await page.getByTestId(`open-order-row-${outcome.orderId}`).waitFor({ timeout: 10_000 });
    assert.equal(await text('open-order-count'), `(${before + 1})`);
  });

  it('runs exactly one copy of every shared library, provided once by the host', async () => {
    const scope: ShareScopeSummary = await readShareScope(page);
    const expected = [
      'react',
      'react-dom',
      'react-redux',
      '@reduxjs/toolkit',
      'rxjs',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      'i18next',
      'react-i18next',
      'shared-core',
      'shared-http',
    ];
    for (const pkg of expected) {
      const versions = scope[pkg];
      assert.ok(versions, `${pkg} is in the share scope`);
      const loaded = Object.entries(versions).filter(([, v]) => v.loaded);
      assert.equal(loaded.length, 1, `${pkg}: exactly one loaded version (${Object.keys(versions).join(', ')})`);
      assert.equal(loaded[0]![1].from, 'host_shell', `${pkg} comes from the host`);
    }
    // The libraries the remotes use resolve to that one copy.
    for (const pkg of ['@mui/material', '@reduxjs/toolkit', 'react-i18next', 'react/jsx-runtime', 'shared-http']) {
      const [, entry] = Object.entries(scope[pkg] ?? {}).find(([, v]) => v.loaded) ?? [];
      for (const remote of REMOTE_NAMES) assert.ok(entry?.useIn.includes(remote), `${remote} uses the host's ${pkg}`);
    }

    // On the wire: no remote sent its own fallback copy of a shared library, and no script was fetched twice.
    for (const remote of REMOTE_NAMES) {
      const origin = `http://127.0.0.1:${E2E_PORTS[remote]}`;
      const manifest = await (await page.request.get(`${origin}/mf-manifest.json`)).json();
      const sharedFiles = new Set<string>(
        manifest.shared.flatMap((s: { assets: { js: { sync: string[]; async: string[] } } }) => [
          ...s.assets.js.sync,
          ...s.assets.js.async,
        ]),
      );
      const exposedFiles = new Set<string>(
        manifest.exposes.flatMap((e: { assets: { js: { sync: string[]; async: string[] } } }) => [
          ...e.assets.js.sync,
          ...e.assets.js.async,
        ]),
      );
      const fetched = responses.map((r) => r.url()).filter((u) => u.startsWith(origin) && u.endsWith('.js'));
      const fallbacks = fetched.filter((u) => {
        const file = u.slice(origin.length + 1);
        return sharedFiles.has(file) && !exposedFiles.has(file);
      });
      assert.deepEqual(fallbacks, [], `${remote} fetched none of its own shared-library chunks`);
    }
    const scripts = responses.map((r) => r.url()).filter((u) => u.endsWith('.js'));
    const twice = scripts.filter((u, i) => scripts.indexOf(u) !== i);
    assert.deepEqual(twice, [], 'no script fetched twice');
  });

  it('shares one store: the instrument picked in option entry is seen by the order panel and positions', async () => {
    const state = await page.evaluate(() =>
      Object.keys((window as unknown as TestHookWindow).__TRADING_PAGE__!.services.store.getState()),
    );
    for (const slice of ['optionEntry', 'positions', 'orderPanel'])
      assert.ok(state.includes(slice), `${slice} injected into the page store`);

    const ask = page.getByTestId('option-chain').locator('[data-testid^="ask-BTC-"]').nth(2);
    const symbol = (await ask.getAttribute('data-testid'))!.replace(/^ask-/, '');
    await ask.click();
    const only = slot(page, 'remote_order_panel').getByTestId('current-only');
    await only.waitFor();
    assert.equal(await only.getAttribute('data-symbol'), symbol);
    assert.equal(
      await page.evaluate(
        () => (window as unknown as TestHookWindow).__TRADING_PAGE__!.services.store.getState().trading.currentSymbol,
      ),
      symbol,
    );
  });

  it('shares one i18n instance: switching the language in the host re-renders all three widgets', async () => {
    const titles = async () =>
      Promise.all(REMOTE_NAMES.map(async (n) => (await slot(page, n).locator('h2').first().textContent())?.trim()));
    assert.deepEqual(await titles(), ['Options', 'Positions', 'Orders']);
    await page.getByLabel('Language').selectOption('de');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="slot-remote_order_panel"] h2')?.textContent === 'Aufträge',
    );
    assert.deepEqual(await titles(), ['Optionen', 'Positionen', 'Aufträge']);
    await page.getByLabel('Sprache').selectOption('en');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="slot-remote_positions"] h2')?.textContent === 'Positions',
    );
  });
});
