// `npm run figures`: production builds served as in deployment, the composed page loaded in headless
// Chromium with a cold cache, and the figures printed: JavaScript each container sends (raw and
// gzip), each shared library and how many times it was fetched, and the time until all three
// widgets show live data. Prints; asserts nothing (the machines are shared and noisy).
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_PORTS, HOSTNAME, REMOTE_NAMES, startEnvironment } from './env';

const RUNS = Number(process.env.FIGURES_RUNS ?? 5);
const BUDGET_GZIP_KB = 400;
const BUDGET_LIVE_MS = 1500;

interface Fetched {
  url: string;
  origin: string;
  file: string;
  raw: number;
  gzip: number;
}

const containers: Record<string, string> = {
  [`http://${HOSTNAME}:${E2E_PORTS.host}`]: 'host_shell',
  ...Object.fromEntries(REMOTE_NAMES.map((n) => [`http://${HOSTNAME}:${E2E_PORTS[n]}`, n])),
};

const kb = (n: number) => (n / 1024).toFixed(1);

async function coldLoad(page: Page, url: string): Promise<{ fetched: Fetched[]; liveMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const pending: Promise<Fetched | null>[] = [];
  const onResponse = (r: Response) => {
    const u = new URL(r.url());
    if (!u.pathname.endsWith('.js')) return;
    pending.push(
      r.body().then(
        (body) => ({
          url: r.url(),
          origin: u.origin,
          file: u.pathname.slice(1),
          raw: body.length,
          gzip: gzipSync(body).length,
        }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  // Live: the chain shows marks, the positions table shows rows, the order panel shows its count.
  await page.locator('[data-testid^="mark-"]').first().waitFor({ timeout: 30_000 });
  await page.locator('[data-testid^="position-row-"]').first().waitFor({ timeout: 30_000 });
  await page.getByTestId('open-order-count').waitFor({ timeout: 30_000 });
  const liveMs = await page.evaluate(() => performance.now());
  page.off('response', onResponse);
  const fetched = (await Promise.all(pending)).filter((f): f is Fetched => f !== null);
  await cdp.detach();
  return { fetched, liveMs };
}

async function main() {
  const env = await startEnvironment({ tickMs: 250 });
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    // Sign in once (the session cookie stays); every measured load is then a trader's cold open.
    const login = await page.request.post(`${env.simUrl}/user/public/login`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: { email: 'demo@sim.local', password: 'demo' },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);

    const manifests: Record<
      string,
      { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] }
    > = {};
    for (const [origin, name] of Object.entries(containers)) {
      manifests[name] = await (await page.request.get(`${origin}/mf-manifest.json`)).json();
    }

    const runs: { fetched: Fetched[]; liveMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(page, env.pageUrl));
    const { fetched } = runs[0]!;

    console.log('\nJavaScript of the first load of the composed page (cold cache)');
    console.log('container              files   raw KB   gzip KB');
    let totalRaw = 0;
    let totalGzip = 0;
    for (const [origin, name] of Object.entries(containers)) {
      const mine = fetched.filter((f) => f.origin === origin);
      const raw = mine.reduce((s, f) => s + f.raw, 0);
      const gzip = mine.reduce((s, f) => s + f.gzip, 0);
      totalRaw += raw;
      totalGzip += gzip;
      console.log(
        `${name.padEnd(22)} ${String(mine.length).padStart(5)} ${kb(raw).padStart(8)} ${kb(gzip).padStart(9)}`,
      );
    }
    console.log(
      `${'total'.padEnd(22)} ${String(fetched.length).padStart(5)} ${kb(totalRaw).padStart(8)} ${kb(totalGzip).padStart(9)}   (budget ${BUDGET_GZIP_KB} KB gzip: ${totalGzip / 1024 <= BUDGET_GZIP_KB ? 'within' : 'OVER'})`,
    );

    console.log('\nShared libraries: chunks fetched (from which container), gzip KB');
    const libs = new Set(Object.values(manifests).flatMap((m) => m.shared.map((s) => s.name)));
    for (const lib of [...libs].sort()) {
      const hits: string[] = [];
      let gzip = 0;
      for (const [origin, name] of Object.entries(containers)) {
        const entry = manifests[name]?.shared.find((s) => s.name === lib);
        if (!entry) continue;
        const files = new Set([...entry.assets.js.sync, ...entry.assets.js.async]);
        const got = fetched.filter((f) => f.origin === origin && files.has(f.file));
        if (got.length) hits.push(`${name}×${got.length}`);
        gzip += got.reduce((s, f) => s + f.gzip, 0);
      }
      const times = hits.length ? hits.length : 0;
      console.log(
        `${lib.padEnd(22)} fetched from ${times === 1 ? 'one container ' : `${times} containers`} ${hits.join(', ').padEnd(28)} ${kb(gzip).padStart(7)}`,
      );
    }
    const dupes = fetched.map((f) => f.url).filter((u, i, all) => all.indexOf(u) !== i);
    console.log(`scripts fetched more than once: ${dupes.length}`);

    const times = runs.map((r) => r.liveMs).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `\nTime until all three widgets show live data (navigation start → marks, positions, order count), ${RUNS} cold loads:`,
    );
    console.log(
      `  median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms   (goal ${BUDGET_LIVE_MS} ms)`,
    );
  } finally {
    await browser.close();
    await env.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
