// `npm run figures`: production builds served as in deployment, the composed page loaded in headless
// Chromium with a cold cache, and the figures printed: JavaScript each container sends (raw and
// gzip), each shared library (its chunks, also those split off it) and how many containers it was
// fetched from, each remote's lazy chunks, the time until all three widgets show live data, and the
// time from a click to the option entry's placement confirmation (cold: its chunk not yet fetched;
// warm). Prints; asserts nothing (the machines are shared and noisy).
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_PORTS, HOSTNAME, REMOTE_NAMES, startEnvironment } from './env';

const RUNS = Number(process.env.FIGURES_RUNS ?? 5);
const DIALOG_RUNS = Number(process.env.FIGURES_DIALOG_RUNS ?? 3);
const BUDGET_GZIP_KB = 350;
const BUDGET_LIVE_MS = 1500;
const BUDGET_DIALOG_WARM_MS = 100;

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

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

/** `…/node_modules/@mui/utils/x.mjs` → `@mui/utils`; `../shared-core/src/…` → `shared-core`. */
function packageOfSource(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1]!;
  const workspace = /(?:^|\/)(shared-core|shared-http|host-shell|remote-[a-z-]+)\/src\//.exec(source);
  if (workspace) return workspace[1]!;
  const own = /^webpack:\/\/[^/]+\/(?:\.\/)?src\/(.*?)(?:\.[a-z]+)?$/.exec(source);
  return own ? `src/${own[1]}` : '(webpack runtime)';
}

/** Source bytes per package of a built chunk, from its source map (served beside it). */
async function packagesOf(page: Page, url: string): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  const res = await page.request.get(`${url}.map`);
  if (!res.ok()) return bytes;
  const map = (await res.json()) as SourceMap;
  map.sources.forEach((source, i) => {
    const pkg = packageOfSource(source);
    bytes.set(pkg, (bytes.get(pkg) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  return bytes;
}

const largest = (bytes: Map<string, number>): string => [...bytes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '(unknown)';

/** The shared library a package's code counts under: `react-dom/client` → `react-dom`, itself else. */
function libraryOf(pkg: string, libs: readonly string[]): string | undefined {
  if (libs.includes(pkg)) return pkg;
  return libs.find((lib) => lib.startsWith(`${pkg}/`));
}

/**
 * Milliseconds from the click on `click` (the event's time stamp) to `dialog` in the document,
 * measured inside the page so the automation's round trips do not count.
 */
async function clickToDialog(page: Page, click: string, dialog: string): Promise<number> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __dialogOpen?: Promise<number> };
    w.__dialogOpen = new Promise<number>((resolve) => {
      let clickedAt = 0;
      document.addEventListener('click', (e) => (clickedAt = e.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!clickedAt || !document.querySelector(selector)) return;
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, `[data-testid="${dialog}"]`);
  await page.getByTestId(click).click();
  return page.evaluate(() => (window as unknown as { __dialogOpen: Promise<number> }).__dialogOpen);
}

/**
 * Loads the page cold, opens a market ticket on the first call of the chain and clicks Place:
 * the first open fetches the confirmation's lazy chunk (clicked within the prefetch delay), the
 * next `warmRuns` are warm. Returns the cold time, whether the click fetched a chunk, the warm times.
 */
async function dialogOpenTimes(
  page: Page,
  url: string,
  warmRuns: number,
): Promise<{ cold: number; fetchedOnClick: boolean; warm: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto(url);
  const mark = page.getByTestId('option-chain').locator('[data-testid^="mark-"][data-testid$="-C"]').first();
  await mark.waitFor({ timeout: 30_000 });
  await mark.click();
  await page.getByTestId('price-type-market').click();
  await page.getByTestId('entry-qty').fill('0.01');
  let fetchedOnClick = false;
  const onRequest = () => (fetchedOnClick = true);
  page.on('request', onRequest);
  const cold = await clickToDialog(page, 'entry-submit', 'place-confirm');
  page.off('request', onRequest);
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) {
    await page.keyboard.press('Escape');
    await page.getByTestId('place-confirm').waitFor({ state: 'detached' });
    warm.push(await clickToDialog(page, 'entry-submit', 'place-confirm'));
  }
  await page.keyboard.press('Escape');
  return { cold, fetchedOnClick, warm };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  try {
    browser = await launchBrowser();
    const page = await browser.context.newPage();
    // Sign in once (the session cookie stays); every measured load is then a trader's cold open.
    const login = await page.request.post(`${env.simUrl}/user/public/login`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: { email: 'demo@sim.local', password: 'demo' },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);

    type Assets = { assets: { js: { sync: string[]; async: string[] } } };
    const manifests: Record<string, { shared: ({ name: string } & Assets)[]; exposes?: Assets[] }> = {};
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

    // Each fetched chunk counts under the package most of its code is from (source maps): a chunk
    // split off a shared library (MUI's components, emotion's common parts) counts under it.
    const libs = [...new Set(Object.values(manifests).flatMap((m) => m.shared.map((s) => s.name)))].sort();
    const owners = new Map<string, string>();
    for (const f of fetched) owners.set(f.url, largest(await packagesOf(page, f.url)));
    console.log(
      '\nShared libraries: fetched from how many containers, chunks, gzip KB (chunks split off a library count under it)',
    );
    for (const lib of libs) {
      const mine = fetched.filter((f) => libraryOf(owners.get(f.url)!, libs) === lib);
      const from = [...new Set(mine.map((f) => containers[f.origin]))];
      const gzip = mine.reduce((s, f) => s + f.gzip, 0);
      const where =
        from.length === 0
          ? 'not fetched'
          : from.length === 1
            ? `once (${from[0]})`
            : `${from.length} TIMES (${from.join(', ')})`;
      console.log(
        `${lib.padEnd(22)} ${where.padEnd(30)} ${String(mine.length).padStart(3)} chunks ${kb(gzip).padStart(7)}`,
      );
    }
    console.log('\nOther chunks of the first load: the package most of each is from, gzip KB');
    const others = fetched.filter((f) => libraryOf(owners.get(f.url)!, libs) === undefined);
    for (const f of others.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${containers[f.origin]!.padEnd(20)} ${f.file.padEnd(34)} ${owners.get(f.url)!.padEnd(30)} ${kb(f.gzip).padStart(6)}`,
      );
    }
    const dupes = fetched.map((f) => f.url).filter((u, i, all) => all.indexOf(u) !== i);
    console.log(`scripts fetched more than once: ${dupes.length}`);

    console.log('\nLazy chunks of each remote (fetched on first use, prefetched when the page is idle), gzip KB');
    for (const name of REMOTE_NAMES) {
      const origin = Object.keys(containers).find((o) => containers[o] === name)!;
      const manifest = manifests[name]!;
      const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
      const firstLoad = new Set(fetched.filter((f) => f.origin === origin).map((f) => f.file));
      const candidates = [...new Set((manifest.exposes ?? []).flatMap((e) => e.assets.js.async))].filter(
        (file) => !sharedFiles.has(file) && !firstLoad.has(file),
      );
      // Chunks of the remote's own code; the others are its copies of shared libraries, fetched
      // only when the page's copy does not fit (counted apart).
      const rows: [string, string, number][] = [];
      let fallbacks = 0;
      for (const file of candidates) {
        const what = largest(await packagesOf(page, `${origin}/${file}`));
        if (!what.startsWith('src/')) {
          fallbacks++;
          continue;
        }
        const body = await (await page.request.get(`${origin}/${file}`)).body();
        rows.push([file, what, gzipSync(body).length]);
      }
      const total = rows.reduce((s, [, , gzip]) => s + gzip, 0);
      console.log(
        `${name}: ${rows.length} lazy chunks, ${kb(total)} KB gzip (besides ${fallbacks} fallback chunks of shared libraries)`,
      );
      for (const [file, what, gzip] of rows.sort((a, b) => b[2] - a[2])) {
        console.log(`  ${file.padEnd(26)} ${what.padEnd(48)} ${kb(gzip).padStart(6)}`);
      }
    }

    const times = runs.map((r) => r.liveMs).sort((a, b) => a - b);
    console.log(
      `\nTime until all three widgets show live data (navigation start → marks, positions, order count), ${RUNS} cold loads:`,
    );
    console.log(
      `  median ${median(times).toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms   (goal ${BUDGET_LIVE_MS} ms)`,
    );

    const dialogs = [];
    for (let i = 0; i < DIALOG_RUNS; i++) dialogs.push(await dialogOpenTimes(page, env.pageUrl, 5));
    const cold = dialogs.map((d) => d.cold);
    const warm = dialogs.flatMap((d) => d.warm);
    const fetchedCold = dialogs.filter((d) => d.fetchedOnClick).length;
    console.log(
      `\nClick → open dialog (option entry: Place → placement confirmation in the document), ${DIALOG_RUNS} cold page loads:`,
    );
    console.log(
      `  cold (first open; ${fetchedCold} of ${DIALOG_RUNS} fetched its chunk on the click) median ${median(cold).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms`,
    );
    console.log(
      `  warm (${warm.length} opens) median ${median(warm).toFixed(0)} ms, max ${Math.max(...warm).toFixed(0)} ms   (goal ${BUDGET_DIALOG_WARM_MS} ms warm)`,
    );

    const resize = await resizeFrames(page, env.pageUrl);
    console.log(
      `\nDragging the workspace's splitter for ${resize.frames} frames with live data flowing (issue 21), 1440×900:`,
    );
    console.log(
      `  frame interval median ${resize.median.toFixed(1)} ms, p95 ${resize.p95.toFixed(1)} ms, max ${resize.max.toFixed(1)} ms; ` +
        `${resize.slow} of ${resize.frames} frames over 25 ms (1.5 intervals at 60 fps); ` +
        `widget tables laid out again during the drag: ${resize.reflowsDuringDrag}`,
    );
  } finally {
    await browser?.close();
    await env.close();
  }
}

/**
 * Frames while the trader drags the splitter between the entry and the right column, one mouse
 * step per frame for 2 s, with the simulator's ticks flowing: the intervals between animation
 * frames, and whether the widgets' tables were resized while dragging (they should be once, at the
 * release: the splitter moves as a line).
 */
async function resizeFrames(page: Page, url: string) {
  await page.goto(url);
  await page.locator('#trading-workspace').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid^="position-row-"]').first().waitFor({ timeout: 30_000 });
  const sep = await page.locator('#trading-workspace [data-separator]').first().boundingBox();
  if (!sep) throw new Error('no splitter');
  // a string, not a function: tsx's keepNames would wrap a named function in a `__name` the page lacks
  await page.evaluate(`(() => {
    const w = window;
    w.__frames = [];
    w.__resized = 0;
    w.__dragging = false;
    const observer = new ResizeObserver(() => { if (w.__dragging) w.__resized++; });
    document.querySelectorAll('[data-panel-host]').forEach((el) => observer.observe(el));
    const tick = (t) => { if (w.__dragging) w.__frames.push(t); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const x = sep.x + sep.width / 2;
  const y = sep.y + sep.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.evaluate(() => {
    (window as unknown as { __dragging: boolean }).__dragging = true;
  });
  for (let i = 0; i < 120; i++) {
    await page.mouse.move(x - 300 * Math.sin((i / 120) * Math.PI), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  }
  const { frames, resized } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __resized: number; __dragging: boolean };
    w.__dragging = false;
    return { frames: w.__frames, resized: w.__resized };
  });
  await page.mouse.up();
  const gaps = frames
    .slice(1)
    .map((t, i) => t - frames[i]!)
    .sort((a, b) => a - b);
  return {
    frames: gaps.length,
    median: median(gaps),
    p95: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
    max: gaps[gaps.length - 1] ?? 0,
    slow: gaps.filter((g) => g > 25).length,
    reflowsDuringDrag: resized,
  };
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
