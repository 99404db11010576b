// `npm run bench:table`: the shared DataTable in real Chromium, bundled for production (esbuild,
// minified, NODE_ENV=production) from e2e/src/benchTablePage.tsx. Prints, asserts nothing:
// - 10,000 open orders (virtual rows), 1,000 row updates/s for 10 s: fps, p95 frame, long tasks;
// - 500 positions: the real positions table (remote-positions PositionsTable on its slice, every
//   §2 column, no virtual rows), 1,000 mark pushes/s for 10 s through pushBatchApplied: the same,
//   plus the cells re-rendered per update (only the cells whose value changed may re-render);
// - 10,000 rows of the order history: the order panel's history table (remote-order-panel
//   OrderHistoryTable, ORDER_HISTORY_TABLE, virtual rows), 1,000 order updates/s for 10 s;
// - mounting 100,000 rows (virtual): synchronous render + commit, median of 3.
// Each update frame is applied with flushSync so the table's own render + commit time is printed
// apart from the browser's style, layout and paint.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser';
import type { BenchKind, RunResult } from './benchTablePage';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type BenchWindow = {
  __bench: {
    run(kind: BenchKind, n: number, perSecond: number, seconds: number): Promise<RunResult>;
    mountVirtual(n: number): Promise<{ mountMs: number; rowsInPage: number }>;
  };
};

async function main() {
  const bundle = await build({
    entryPoints: [path.join(here, 'benchTablePage.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const run = (kind: BenchKind, n: number) =>
      page.evaluate(([k, count, s]) => (window as unknown as BenchWindow).__bench.run(k, count, 1000, s), [
        kind,
        n,
        SECONDS,
      ] as const);
    const orders = await run('orders', 10_000);
    const positions = await run('positions', 500);
    const history = await run('history', 10_000);
    const mounts: { mountMs: number; rowsInPage: number }[] = [];
    for (let i = 0; i < 3; i++)
      mounts.push(await page.evaluate(() => (window as unknown as BenchWindow).__bench.mountVirtual(100_000)));

    const line = (label: string, value: string, goal: string) =>
      console.log(`  ${label.padEnd(34)} ${value.padStart(10)}   (goal ${goal})`);
    const show = (title: string, r: RunResult, perUpdate: boolean) => {
      console.log(title);
      line('frames per second', r.fps.toFixed(1), '60');
      line('p95 frame time', `${r.p95FrameMs.toFixed(1)} ms`, '≤ 16.7 ms');
      line('long tasks > 50 ms', String(r.longTasks), '0');
      // the table's own work per frame (React render + commit); the rest of a frame is the browser's
      line('render + commit per frame, avg', `${r.jsAvg.toFixed(1)} ms`, 'small beside 16.7 ms');
      line('render + commit per frame, p95', `${r.jsP95.toFixed(1)} ms`, '');
      line('updates applied', String(r.updates), `${1000 * SECONDS}`);
      if (perUpdate) {
        line(
          'cells re-rendered per update',
          (r.cellRenders / Math.max(1, r.updates)).toFixed(2),
          'only changed cells: 2 (mark, PnL)',
        );
        line('rows re-rendered per update', (r.rowRenders / Math.max(1, r.updates)).toFixed(2), '≤ 1');
      }
      line('rows in the page', String(r.rowsInPage), perUpdate ? 'all 500 (no virtual rows)' : 'the visible ones');
    };
    show(`10,000 open orders (virtual rows), 1,000 row updates/s for ${SECONDS} s`, orders, false);
    show(
      `10,000 rows of order history (the order panel's table, virtual rows), 1,000 order updates/s for ${SECONDS} s`,
      history,
      false,
    );
    show(`500 positions (the positions table, no virtual rows), 1,000 mark pushes/s for ${SECONDS} s`, positions, true);
    const ms = mounts.map((m) => m.mountMs).sort((a, b) => a - b);
    console.log('Mount of 100,000 rows (virtual), 3 runs');
    line('render + commit (median)', `${ms[1]!.toFixed(1)} ms`, '≤ 50 ms');
    line('runs', ms.map((m) => m.toFixed(1)).join(' / '), '');
    line('rows in the page', String(mounts[0]!.rowsInPage), 'the visible ones');
  } finally {
    await browser.close();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
