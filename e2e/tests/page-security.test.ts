import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, HOSTNAME, REMOTE_NAMES, startEnvironment, type Environment } from '../src/env';
import { startForeignOrigin } from '../src/foreignOrigin';
import { waitForSlotState } from '../src/page';

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let foreign: Awaited<ReturnType<typeof startForeignOrigin>>;

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
  foreign = await startForeignOrigin();
});
after(async () => {
  await browser?.close();
  await env?.close();
  await foreign?.close();
});

declare global {
  interface Window {
    __evil?: number;
    __inline?: number;
    __violations?: { directive: string; blocked: string }[];
  }
}

/** Records the page's securitypolicyviolation events from its first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__violations!.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
}

/** Injects what an XSS would: a script from another origin and an inline one. */
async function injectScripts(page: Page, foreignOrigin: string): Promise<void> {
  await page.evaluate((origin) => {
    const external = document.createElement('script');
    external.src = `${origin}/evil.js`;
    document.head.append(external);
    const inline = document.createElement('script');
    inline.textContent = 'window.__inline = 1;';
    document.head.append(inline);
  }, foreignOrigin);
}

async function waitFor<T>(read: () => T | Promise<T>, done: (v: T) => boolean, what: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('the composed page runs no script from another origin and no inline script, and reports both', async () => {
  const page = await browser.context.newPage();
  await recordViolations(page);
  const response = await page.goto(env.pageUrl);
  const policy = response?.headers()['content-security-policy'] ?? '';
  assert.match(policy, new RegExp(`script-src 'self' http://${HOSTNAME}:${E2E_PORTS.remote_option_entry} `));
  assert.doesNotMatch(policy, /script-src[^;]*'unsafe-inline'/);
  assert.match(policy, new RegExp(`connect-src 'self' http://${HOSTNAME}:${E2E_PORTS.sim} ws://${HOSTNAME}:`));

  // The whole page works under it: sign-in, every remote, emotion's styles, the WebSocket.
  await page.getByRole('button', { name: 'Sign in' }).click();
  for (const name of REMOTE_NAMES) await waitForSlotState(page, name, 'ready');
  await page.locator('[data-testid^="mark-"]').first().waitFor({ timeout: 20_000 });
  assert.deepEqual(await page.evaluate(() => window.__violations), [], 'the page itself breaks no rule');
  assert.deepEqual(env.cspReports(), [], 'and nothing was reported');

  await injectScripts(page, foreign.origin);
  const violations = await waitFor(
    () => page.evaluate(() => window.__violations ?? []),
    (v) => v.length >= 2,
    'violation events',
  );
  assert.deepEqual(violations.map((v) => v.blocked).sort(), [`${foreign.origin}/evil.js`, 'inline']);
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(await page.evaluate(() => [window.__evil, window.__inline]), [undefined, undefined], 'neither ran');
  assert.deepEqual(foreign.requests, [], 'the foreign script was not even fetched');

  const reports = await waitFor(
    () => env.cspReports(),
    (r) => r.length >= 2,
    'reports at /__csp-report',
  );
  assert.deepEqual(reports.map((r) => r.blockedURL).sort(), [`${foreign.origin}/evil.js`, 'inline']);
  assert.ok(
    reports.every((r) => r.effectiveDirective.startsWith('script-src') && r.documentURL.startsWith(env.pageUrl)),
  );
  await page.close();
});

it("a remote's standalone page runs only its own scripts", async () => {
  const page = await browser.context.newPage();
  await recordViolations(page);
  const sim = `${HOSTNAME}:${E2E_PORTS.sim}`;
  const response = await page.goto(
    `http://${HOSTNAME}:${E2E_PORTS.remote_positions}/?api=http://${sim}&ws=ws://${sim}`,
  );
  assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self';/);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await Promise.race([signIn.waitFor(), page.getByTestId('positions-table').waitFor()]);
  if (await signIn.isVisible()) await signIn.click();
  await page.getByTestId('positions-table').waitFor({ timeout: 20_000 });
  assert.deepEqual(await page.evaluate(() => window.__violations), []);

  await injectScripts(page, foreign.origin);
  await waitFor(
    () => page.evaluate(() => window.__violations ?? []),
    (v) => v.length >= 2,
    'violation events',
  );
  assert.deepEqual(await page.evaluate(() => [window.__evil, window.__inline]), [undefined, undefined]);
  await page.close();
});
