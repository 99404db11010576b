/**
 * `npm run bench -w exchange-sim`: starts the simulator in a child process on loopback (fresh temp
 * data dir, persistence on, rate limit off), then
 *  1. orders: autocannon, 50 connections, POST batch-place-orders with one IOC option order each
 *     (unique outRequestId; placed, validated, matched, journalled and acknowledged), prints
 *     orders/s and p50/p99 latency;
 *  2. pushes: 100 WebSockets subscribed to tickers.BTC, in a process of their own (receivers.ts);
 *     per push, receive time − server ts, prints p50/p99 per socket and of the slowest socket per
 *     push, over BENCH_PUSH_SECONDS (30 s: 300 pushes, so the p99 is not just the second-worst of 100);
 *  3. the same receivers against a bare `ws` server (bare-fanout.ts) sending frames of the
 *     simulator's mean size at the same rate: the machine's own floor, printed with the ratio.
 * Figures are printed, never asserted. Env: BENCH_SECONDS (10: the orders run), BENCH_PUSH_SECONDS (30), BENCH_CONNECTIONS (50), BENCH_SOCKETS (100),
 * BENCH_WARMUP_SECONDS (2: an unmeasured autocannon run first). The server's own CPU time per order
 * is printed too (Linux /proc), since autocannon shares the machine's cores with it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { PushFigures } from './receivers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 100);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PUSH_SECONDS = Number(process.env.BENCH_PUSH_SECONDS ?? 30);
const PUSH_TICK_MS = 100;

const pct = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** CPU time (user + system, ms) of a process from /proc (Linux); undefined elsewhere. */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ = 100
  } catch {
    return undefined;
  }
}

/** Starts `script` (under tsx) in a child process and waits for its `listening on <url>` line. */
async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: join(__dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((res, rej) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on ((?:http|ws):\/\/\S+)/.exec(out);
      if (m) res(m[1]!);
    });
    child.once('exit', (c) => rej(new Error(`${script} exited (${c}): ${out}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((res) => {
        child.once('exit', () => res());
        child.kill('SIGTERM');
      }),
  };
}

async function benchOrders(url: string, pid: number | undefined): Promise<void> {
  const login = await fetch(`${url}/user/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@sim.local', password: 'demo' }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const inst = (await (await fetch(`${url}/option/usdc/public/v1/instruments?baseCoin=BTC`)).json()) as {
    result: { list: { symbol: string }[]; commonConfig: { minOrderPrice: string } };
  };
  const symbol = inst.result.list[10]!.symbol;
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${url}/option/usdc/ex/private/v1/batch-place-orders`,
      connections: CONNECTIONS,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'pc', cookie: `secure-token=${token}` },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              orderRequest: [
                {
                  symbol,
                  outRequestId: `bench-${process.pid}-${++n}`,
                  orderQty: '0.01',
                  orderPrice: inst.result.commonConfig.minOrderPrice,
                  side: 1,
                  orderType: 2,
                  placeType: 1,
                  placeMode: 1,
                  timeInForce: 3,
                  pmTrial: true,
                },
              ],
            }),
          }),
        },
      ],
    });
  await run(WARMUP_SECONDS); // JIT, lazily loaded modules, first allocations: not measured
  const cpuBefore = cpuMsOf(pid);
  const result = await run(SECONDS);
  const cpuAfter = cpuMsOf(pid);
  const ok = result['2xx'];
  console.log(
    `orders: ${CONNECTIONS} connections, ${SECONDS} s: ${(ok / SECONDS).toFixed(0)} placed-and-acknowledged orders/s (${ok} total, non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
  console.log(
    `orders: latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms   [goal ≥ 5000/s, p99 < 25 ms]`,
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined && ok > 0)
    console.log(
      `orders: server CPU ${(cpuAfter - cpuBefore).toFixed(0)} ms in ${SECONDS} s = ${(((cpuAfter - cpuBefore) / ok) * 1000).toFixed(0)} µs per order (${(((cpuAfter - cpuBefore) / (SECONDS * 1000)) * 100).toFixed(0)} % of one core; the load generator runs on the same ${availableParallelism()} cores)`,
    );
}

/** The receivers (receivers.ts) in a fresh process of their own (see there why); their figures. */
async function measurePushes(wsUrl: string): Promise<PushFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'receivers.ts')], {
    cwd: join(__dirname, '..'),
    env: { ...process.env, RECV_URL: wsUrl, RECV_SOCKETS: String(SOCKETS), RECV_SECONDS: String(PUSH_SECONDS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const exitCode = await new Promise<number | null>((res) => child.once('exit', res));
  if (exitCode !== 0) throw new Error(`receivers exited ${exitCode}`);
  return JSON.parse(out) as PushFigures;
}

async function benchPushes(url: string): Promise<void> {
  const sim = await measurePushes(url.replace('http://', 'ws://') + '/trade/option/usdc/public/v1');
  console.log(
    `pushes: ${SOCKETS} sockets on tickers.BTC, ${sim.slowest.length} pushes every ${PUSH_TICK_MS} ms (${sim.perSocket.length} deliveries, mean frame ${(sim.meanBytes / 1000).toFixed(1)} KB)`,
  );
  console.log(
    `pushes: per delivery p50 ${pct(sim.perSocket, 50)} ms, p99 ${pct(sim.perSocket, 99)} ms; all ${SOCKETS} sockets reached p50 ${pct(sim.slowest, 50)} ms, p99 ${pct(sim.slowest, 99)} ms   [goal p99 < 10 ms]`,
  );
  // The floor: the same receivers against a bare ws server sending frames of the same size.
  const bare = await startChild(join(__dirname, 'bare-fanout.ts'), {
    BARE_BYTES: String(Math.round(sim.meanBytes)),
    BARE_TICK_MS: String(PUSH_TICK_MS),
  });
  try {
    const floor = await measurePushes(bare.url);
    const ratio = pct(sim.slowest, 99) / pct(floor.slowest, 99);
    console.log(
      `pushes: bare ws server, same frames (machine floor): all ${SOCKETS} sockets reached p50 ${pct(floor.slowest, 50)} ms, p99 ${pct(floor.slowest, 99)} ms; simulator / floor at p99 ${ratio.toFixed(2)}`,
    );
  } finally {
    await bare.stop();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sim-bench-'));
  const sim = await startChild(join(__dirname, '..', 'src', 'main.ts'), {
    SIM_PORT: '0',
    SIM_DATA_DIR: dir,
    SIM_RATE_LIMIT: '0',
    SIM_TICK_MS: String(PUSH_TICK_MS),
  });
  try {
    console.log(`exchange-sim bench against ${sim.url} (child process, persistence on in ${dir})`);
    await benchOrders(sim.url, sim.pid);
    await benchPushes(sim.url);
  } finally {
    await sim.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
