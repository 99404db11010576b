/**
 * `npm run soak -w exchange-sim [-- --minutes 10 --clients 24 --slow 4 --restarts 5 --think 100]`:
 * the simulator under mixed load with slow readers and kill -9 restarts; not part of `npm test`.
 *
 * - Starts the simulator (`src/main.ts`) in a child process on a fresh temp data dir and a fixed
 *   port, and kills it with SIGKILL `--restarts` times at random moments spread over the run,
 *   restarting it on the same data dir each time.
 * - `--clients` virtual traders over the seeded accounts, each with its own session: every
 *   `--think` ms one request — a resting option limit order, an IOC market order, or a cancel of
 *   one of its resting orders — each order with a unique outRequestId. A request cut by a kill is
 *   retried, with the same outRequestId, once the simulator answers again.
 * - WebSockets: one private socket per account (user.order, user.position, user.margin.order) and
 *   two public ones (tickers, a few order books) that read everything; and `--slow` slow readers
 *   that subscribe to every ticker and order book and stop reading (replaced every 60 s).
 * - At the end: every acknowledged order is looked up in the simulator's order list (paged):
 *   lost (acknowledged, not there), doubled (two orders for one outRequestId), pushed but lost
 *   (an orderId a push named, not there); the simulator's RSS over time (peak, final), request
 *   latency p50/p99/max, slow readers dropped, what recovery dropped (`/__sim/state`).
 * Exits 1 when an order is lost or doubled. SOAK_DEBUG=1 logs every kill and every request sent again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { OptionInstrumentsResult } from 'shared-core/domain';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : dflt;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name}: not a number`);
  return v;
};
const MINUTES = arg('minutes', 10);
const CLIENTS = arg('clients', 24);
const SLOW = arg('slow', 4);
const RESTARTS = arg('restarts', Math.max(1, Math.round(MINUTES / 2)));
const THINK_MS = arg('think', 100);
const RUN_MS = MINUTES * 60_000;

const ACCOUNTS = ['demo', 'trader2', 'uta1', 'pm', 'demotrading', 'hedge'];
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const MB = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const log = (m: string): void => console.log(`[soak ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${m}`);
let t0 = Date.now();

// ------------------------------------------------------------------ the simulator child

interface Sim {
  child: ChildProcess;
  url: string;
}
let sim: Sim | undefined;
/** resolves while the simulator answers; replaced by a pending promise while it restarts */
let up: Promise<void> = Promise.resolve();
let markUp: () => void = () => undefined;
const rss: { t: number; bytes: number }[] = [];
let slowDroppedBefore = 0;
let restarts = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startSim(dir: string, port: number): Promise<Sim> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
    cwd: join(__dirname, '..'),
    env: { ...process.env, SIM_PORT: String(port), SIM_DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => {
    for (const line of d.toString().split('\n')) if (line.trim()) log(`sim stderr: ${line.slice(0, 400)}`);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (c) => reject(new Error(`simulator exited (${c}): ${out}`)));
  });
  return { child, url };
}

function rssOf(pid: number | undefined): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function simState(): Promise<{ storage: Record<string, unknown> } | undefined> {
  try {
    const r = await fetch(`${sim!.url}/__sim/state`, { signal: AbortSignal.timeout(5000) });
    return ((await r.json()) as { result: { storage: Record<string, unknown> } }).result;
  } catch {
    return undefined;
  }
}
const slowDroppedOf = (s: { storage: Record<string, unknown> } | undefined): number =>
  (s?.storage.sockets as { slowReadersDropped?: number } | undefined)?.slowReadersDropped ?? 0;

async function killAndRestart(dir: string, port: number): Promise<void> {
  // the counter lives in the process: keep what this one counted
  slowDroppedBefore += slowDroppedOf(await simState());
  await sleep(20 + Math.random() * 100); // that answer came after every earlier one: let new requests start
  up = new Promise((r) => (markUp = r));
  const old = sim!.child;
  const exited = new Promise((r) => old.once('exit', r));
  if (process.env.SOAK_DEBUG) log(`killing with ${inFlight} requests in flight, ${requests} done`);
  old.kill('SIGKILL');
  await exited;
  restarts++;
  const t = Date.now();
  sim = await startSim(dir, port);
  log(`kill -9 #${restarts}; back in ${Date.now() - t} ms (pid ${sim.child.pid})`);
  markUp();
}

// ------------------------------------------------------------------ HTTP with retry across restarts

const latencies: number[] = [];
const placeLatencies: number[] = [];
let requests = 0;
let inFlight = 0;
let retries = 0;
const codes = new Map<string, number>();

interface Answer {
  code: number;
  result: unknown;
}

// node:http, not fetch: a request cut by a kill must fail here (and be counted and sent again by
// `call`), never be re-sent behind our back by the HTTP client.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
function send(
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(sim!.url + path, { method, headers, agent, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve(text));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

/** One request; a connection cut by a kill is sent again (same body) once the simulator is back. */
async function call(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  onRetry?: () => void,
): Promise<Answer> {
  for (;;) {
    await up;
    const started = performance.now();
    inFlight++;
    try {
      const text = await send(method, path, body === undefined ? undefined : JSON.stringify(body), {
        cookie: `secure-token=${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json', platform: 'pc' }),
      });
      const json = JSON.parse(text) as { ret_code?: number; retCode?: number; result: unknown };
      inFlight--;
      const ms = performance.now() - started;
      requests++;
      latencies.push(ms);
      if (path.endsWith('batch-place-orders')) placeLatencies.push(ms);
      const code = json.ret_code ?? json.retCode ?? -1;
      return { code, result: json.result };
    } catch (e) {
      inFlight--;
      if (process.env.SOAK_DEBUG) log(`retry ${method} ${path}: ${String(e)}`);
      retries++;
      onRetry?.();
      await sleep(50); // the simulator is down (or going down): wait for `up` to change
      if (sim?.child.exitCode === null && sim.child.signalCode === null) await sleep(200);
    }
  }
}

async function login(account: string): Promise<{ token: string }> {
  const r = await fetch(`${sim!.url}/user/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${account}@sim.local`, password: account }),
  });
  const j = (await r.json()) as { result: { token: string } | null; ret_msg?: string };
  if (!j.result) throw new Error(`login ${account}: ${j.ret_msg ?? r.status}`);
  return { token: j.result.token };
}

// ------------------------------------------------------------------ the traders

interface Placed {
  account: string;
  outRequestId: string;
  /** sent again after a kill cut it */
  retried?: boolean;
  orderId?: string;
  code?: number;
}
const placed = new Map<string, Placed>();
let stopping = false;

interface Market {
  symbols: string[];
  minPrice: string;
  minQty: string;
}

async function trader(n: number, account: string, token: string, market: Market): Promise<void> {
  const resting: string[] = [];
  let seq = 0;
  while (!stopping) {
    await sleep(THINK_MS * (0.5 + Math.random()));
    if (stopping) break;
    const roll = Math.random();
    if (roll < 0.25 && resting.length > 0) {
      const orderId = resting.splice(Math.floor(Math.random() * resting.length), 1)[0]!;
      const a = await call(token, 'POST', '/contract/v5/order/cancel', { orderId });
      codes.set(`cancel ${a.code}`, (codes.get(`cancel ${a.code}`) ?? 0) + 1);
      continue;
    }
    const outRequestId = `soak-${n}-${++seq}`;
    const symbol = market.symbols[Math.floor(Math.random() * market.symbols.length)]!;
    const rest = roll < 0.7 || resting.length === 0;
    const order = rest
      ? { orderQty: market.minQty, orderPrice: market.minPrice, side: 1, orderType: 2, timeInForce: 1 }
      : { orderQty: market.minQty, orderPrice: '0', side: seq % 2 ? 1 : 2, orderType: 1, timeInForce: 3 };
    const p: Placed = { account, outRequestId };
    placed.set(outRequestId, p);
    const a = await call(
      token,
      'POST',
      '/option/usdc/ex/private/v1/batch-place-orders',
      { orderRequest: [{ symbol, outRequestId, placeType: 1, placeMode: 1, pmTrial: true, ...order }] },
      () => (p.retried = true),
    );
    const res = (a.result as { result?: { errorCode: number; orderId?: string }[] } | null)?.result?.[0];
    p.code = a.code === 0 ? (res?.errorCode ?? -1) : a.code;
    codes.set(`place ${p.code}`, (codes.get(`place ${p.code}`) ?? 0) + 1);
    if (p.code === 0 && res?.orderId) {
      p.orderId = res.orderId;
      if (rest) resting.push(res.orderId);
      if (resting.length > 20) {
        const oldest = resting.shift()!;
        const c = await call(token, 'POST', '/contract/v5/order/cancel', { orderId: oldest });
        codes.set(`cancel ${c.code}`, (codes.get(`cancel ${c.code}`) ?? 0) + 1);
      }
    }
  }
}

// ------------------------------------------------------------------ WebSockets

const pushedOrderIds = new Set<string>();
let pushes = 0;
const sockets = new Set<WebSocket>();

/** A reading socket, reconnected whenever it closes (a restart), until the run stops. */
function reader(path: string, args: string[], token?: string): void {
  const open = (): void => {
    if (stopping) return;
    void up.then(() => {
      if (stopping) return;
      const ws = new WebSocket(sim!.url.replace('http', 'ws') + path, {
        headers: token ? { cookie: `secure-token=${token}` } : {},
      });
      sockets.add(ws);
      ws.on('open', () => ws.send(JSON.stringify({ op: 'subscribe', args, req_id: 'soak' })));
      ws.on('message', (d: Buffer) => {
        pushes++;
        const m = JSON.parse(d.toString()) as { topic?: string; data?: unknown };
        if (m.topic === 'user.order') {
          const rows = Array.isArray(m.data) ? m.data : [m.data];
          for (const row of rows as { orderId?: string; orderLinkId?: string }[])
            if (row?.orderId && row.orderLinkId?.startsWith('soak-')) pushedOrderIds.add(row.orderId);
        }
      });
      ws.on('error', () => undefined);
      ws.on('close', () => {
        sockets.delete(ws);
        setTimeout(open, 200);
      });
    });
  };
  open();
}

/** A socket that subscribes to everything public and never reads again; replaced every 60 s. */
function slowReader(topics: string[]): void {
  const open = (): void => {
    if (stopping) return;
    void up.then(() => {
      if (stopping) return;
      const ws = new WebSocket(sim!.url.replace('http', 'ws') + '/trade/option/usdc/public/v1');
      sockets.add(ws);
      ws.on('open', () => {
        ws.send(JSON.stringify({ op: 'subscribe', args: topics, req_id: 'slow' }));
        setTimeout(() => ws.pause(), 100); // stop reading: the server's send buffer for it grows
      });
      ws.on('error', () => undefined);
      const replace = setTimeout(() => ws.terminate(), 60_000);
      ws.on('close', () => {
        clearTimeout(replace);
        sockets.delete(ws);
        setTimeout(open, 200);
      });
    });
  };
  open();
}

// ------------------------------------------------------------------ run

async function listAll(token: string): Promise<{ orderId: string; orderLinkId: string }[]> {
  const out: { orderId: string; orderLinkId: string }[] = [];
  let cursor = '';
  for (;;) {
    const a = await call(
      token,
      'GET',
      `/contract/v5/order/list?status=all&limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (a.code !== 0) throw new Error(`order list answered ${a.code}`);
    const r = a.result as { list: { orderId: string; orderLinkId: string }[]; nextPageCursor?: string };
    out.push(...r.list);
    if (!r.nextPageCursor) return out;
    cursor = r.nextPageCursor;
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sim-soak-'));
  const port = await freePort();
  console.log(
    `soak: ${MINUTES} min, ${CLIENTS} traders over ${ACCOUNTS.length} accounts, ${SLOW} slow readers, ` +
      `${RESTARTS} kill -9 restarts, think ${THINK_MS} ms, data ${dir}, port ${port}`,
  );
  t0 = Date.now();
  sim = await startSim(dir, port);
  const sampler = setInterval(() => {
    const b = rssOf(sim?.child.pid);
    if (b !== undefined) rss.push({ t: Date.now() - t0, bytes: b });
  }, 1000);
  try {
    const sessions = new Map<string, { token: string }>();
    for (const a of ACCOUNTS) sessions.set(a, await login(a));
    const first = sessions.get('demo')!;
    const inst = (await call(first.token, 'GET', '/option/usdc/public/v1/instruments?baseCoin=BTC'))
      .result as OptionInstrumentsResult;
    const market: Market = {
      symbols: inst.list.slice(10, 30).map((i) => i.symbol),
      minPrice: inst.commonConfig.minOrderPrice,
      minQty: inst.commonConfig.minOrderSize,
    };
    // readers: one private socket per account, two public ones that read; slow ones that do not
    for (const a of ACCOUNTS)
      reader('/private', ['user.order', 'user.position', 'user.margin.order'], sessions.get(a)!.token);
    const books = inst.list.map((i) => `orderbook.${i.symbol}`);
    const everyBook = [...books];
    for (const coin of ['ETH', 'SOL']) {
      const more = (await call(first.token, 'GET', `/option/usdc/public/v1/instruments?baseCoin=${coin}`))
        .result as OptionInstrumentsResult | null;
      for (const i of more?.list ?? []) everyBook.push(`orderbook.${i.symbol}`);
    }
    reader('/trade/option/usdc/public/v1', ['tickers.BTC', 'tickers.ETH', ...books.slice(10, 20)]);
    reader('/trade/option/usdc/public/v1', ['tickers.BTC', ...books.slice(20, 30)]);
    for (let i = 0; i < SLOW; i++) slowReader(['tickers.BTC', 'tickers.ETH', 'tickers.SOL', ...everyBook]);

    // traders: their own sessions (a session per client, as browsers have)
    const traders: Promise<void>[] = [];
    for (let n = 0; n < CLIENTS; n++) {
      const account = ACCOUNTS[n % ACCOUNTS.length]!;
      const s = await login(account);
      traders.push(trader(n, account, s.token, market));
    }

    // kill -9 at random moments, one in each of RESTARTS equal slices of the run (not in the last 10 %)
    const slice = (RUN_MS * 0.9) / Math.max(1, RESTARTS);
    const killer = (async () => {
      for (let k = 0; k < RESTARTS; k++) {
        const at = k * slice + slice * (0.3 + 0.6 * Math.random());
        const wait = at - (Date.now() - t0);
        if (wait > 0) await sleep(wait);
        await killAndRestart(dir, port);
      }
    })();
    const progress = setInterval(() => {
      const acked = [...placed.values()].filter((p) => p.code === 0).length;
      const last = rss[rss.length - 1]?.bytes ?? 0;
      log(`requests ${requests}, orders acked ${acked}, pushes ${pushes}, sim rss ${MB(last)}`);
    }, 30_000);
    await sleep(RUN_MS);
    stopping = true;
    clearInterval(progress);
    await killer;
    await Promise.all(traders);
    for (const ws of sockets) ws.terminate();
    await up;

    // ---------------------------------------------------------------- reconcile
    const byLink = new Map<string, string[]>();
    const known = new Set<string>();
    for (const a of ACCOUNTS) {
      for (const o of await listAll(sessions.get(a)!.token)) {
        known.add(o.orderId);
        if (!o.orderLinkId.startsWith('soak-')) continue;
        const ids = byLink.get(o.orderLinkId) ?? [];
        ids.push(o.orderId);
        byLink.set(o.orderLinkId, ids);
      }
    }
    const acked = [...placed.values()].filter((p) => p.code === 0);
    const lost = acked.filter((p) => !(byLink.get(p.outRequestId) ?? []).includes(p.orderId!));
    const doubled = [...byLink.entries()].filter(([, ids]) => ids.length > 1);
    const pushedLost = [...pushedOrderIds].filter((id) => !known.has(id));
    const unanswered = [...placed.values()].filter((p) => p.code === undefined).length;
    const retried = [...placed.values()].filter((p) => p.retried);
    const retriedOne = retried.filter((p) => p.code !== 0 || (byLink.get(p.outRequestId) ?? []).length === 1);
    const state = await simState();
    const slowDropped = slowDroppedBefore + slowDroppedOf(state);

    const peak = rss.reduce((m, s) => Math.max(m, s.bytes), 0);
    const final = rss[rss.length - 1]?.bytes ?? 0;
    const perMinute: string[] = [];
    for (let m = 1; m <= Math.ceil(MINUTES); m++) {
      const s = [...rss].reverse().find((x) => x.t <= m * 60_000);
      if (s) perMinute.push(`${m} min ${MB(s.bytes)}`);
    }
    console.log('\n==== soak result ====');
    console.log(`duration            ${((Date.now() - t0) / 1000).toFixed(0)} s, kill -9 restarts ${restarts}`);
    console.log(`requests            ${requests} answered, ${retries} attempts cut by a kill and sent again`);
    console.log(`orders              ${placed.size} placed, ${acked.length} acknowledged, ${unanswered} unanswered`);
    console.log(
      `retried placements  ${retried.length} cut by a kill and sent again with their outRequestId; ` +
        `${retriedOne.length} of them ended with exactly one order (or a refusal)`,
    );
    console.log(
      `answers             ${[...codes.entries()]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
    console.log(
      `latency (all)       p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
    );
    console.log(
      `latency (place)     p50 ${pct(placeLatencies, 50).toFixed(1)} ms, p99 ${pct(placeLatencies, 99).toFixed(1)} ms`,
    );
    console.log(`pushes received     ${pushes} (orders named by pushes: ${pushedOrderIds.size})`);
    console.log(`slow readers        ${slowDropped} dropped by the simulator (4008)`);
    console.log(`sim rss             peak ${MB(peak)}, final ${MB(final)}; ${perMinute.join(', ')}`);
    console.log(`storage             ${JSON.stringify(state?.storage ?? {})}`);
    console.log(
      `LOST orders         ${lost.length}${
        lost.length
          ? ': ' +
            lost
              .slice(0, 10)
              .map((p) => p.outRequestId)
              .join(', ')
          : ''
      }`,
    );
    console.log(
      `DOUBLED orders      ${doubled.length}${
        doubled.length
          ? ': ' +
            doubled
              .slice(0, 10)
              .map(([k, ids]) => `${k} → ${ids.join(' ')}`)
              .join('; ')
          : ''
      }`,
    );
    console.log(`PUSHED but lost     ${pushedLost.length}`);
    process.exitCode = lost.length || doubled.length || pushedLost.length ? 1 : 0;
  } finally {
    clearInterval(sampler);
    const c = sim?.child;
    if (c && c.exitCode === null && c.signalCode === null) {
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error('[soak] failed:', e);
  process.exitCode = 2;
  sim?.child.kill('SIGKILL');
});
