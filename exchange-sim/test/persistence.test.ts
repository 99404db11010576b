import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OptionInstrumentsResult, OptionOrderResult, WireOrder, WirePosition } from 'shared-core/domain';
import { startSim, type RunningSim } from '../src/server';
import { CHECKPOINT_JOURNAL_FILE, DB_FILE, JOURNAL_FILE, PersistentRepository } from '../src/store/persistent';
import { Client, code, spawnSim } from './helpers';
import { Dec } from '../src/util/decimal';

const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-data-'));
});
const running = new Set<RunningSim>();
afterEach(async () => {
  for (const s of running) await s.close();
  running.clear();
  rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<RunningSim> {
  const sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir });
  const close = sim.close;
  running.add(sim);
  sim.close = async () => {
    running.delete(sim);
    await close();
  };
  return sim;
}

interface Snapshot {
  orders: WireOrder[];
  positions: WirePosition[];
  wallet: unknown;
}
async function snapshot(c: Client): Promise<Snapshot> {
  const orders = c.result<{ list: WireOrder[] }>(await c.get('/contract/v5/order/list?status=all')).list;
  const positions = c
    .result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list'))
    .list.map((p) => ({ s: p.s, sz: p.sz, ep: p.ep, sd: p.sd }));
  const wallet = c
    .result<{ list: { coin: string; walletBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
    .list.map((b) => [b.coin, b.walletBalance])
    .sort();
  return { orders, positions: positions as WirePosition[], wallet };
}

async function trade(c: Client, sim: RunningSim, tag: string): Promise<{ resting: string; filled: string }> {
  const inst = c.result<OptionInstrumentsResult>(await c.get('/option/usdc/public/v1/instruments?baseCoin=BTC'));
  const symbol = inst.list[20]!.symbol;
  const cfg = inst.commonConfig;
  const r = await c.post(PLACE, {
    orderRequest: [
      {
        symbol,
        outRequestId: `${tag}-rest`,
        orderQty: '0.2',
        orderPrice: cfg.minOrderPrice,
        side: 1,
        orderType: 2,
        placeType: 1,
        placeMode: 1,
        timeInForce: 1,
        pmTrial: true,
      },
      {
        symbol,
        outRequestId: `${tag}-mkt`,
        orderQty: '0.1',
        orderPrice: '0',
        side: 1,
        orderType: 1,
        placeType: 1,
        placeMode: 1,
        timeInForce: 3,
        pmTrial: true,
      },
    ],
  });
  expect(code(r)).toBe(0);
  const res = (r.body.result as { result: OptionOrderResult[] }).result;
  expect(res.map((x) => x.errorCode)).toEqual([0, 0]);
  void sim;
  return { resting: res[0]!.orderId!, filled: res[1]!.orderId! };
}

test('a graceful restart keeps accounts, orders (in the book), positions, balances and sessions', async () => {
  let sim = await start(dir);
  const c = new Client(sim);
  await c.login('demo@sim.local', 'demo');
  const { resting } = await trade(c, sim, 'g');
  const before = await snapshot(c);
  expect(before.orders.find((o) => o.orderId === resting)?.orderStatus).toBe('New');
  await sim.close();
  expect(existsSync(join(dir, DB_FILE))).toBe(true);

  sim = await start(dir);
  const c2 = new Client(sim);
  c2.token = c.token; // the session survived too
  expect(await snapshot(c2)).toEqual(before);
  // the resting order is back in the book and can be cancelled
  const o = before.orders.find((x) => x.orderId === resting)!;
  const depth = c2.result<{ bids: { price: string; totalQty: string }[] }>(
    await c2.get(`/option/usdc/public/quote/query/getInstruments?symbol=${o.symbol}`),
  );
  expect(depth.bids.some((l) => l.price === o.price)).toBe(true);
  expect(code(await c2.post('/contract/v5/order/cancel', { orderId: resting }))).toBe(0);
  // idempotency keys survive: resubmitting an accepted outRequestId creates nothing
  const again = await c2.post(PLACE, {
    orderRequest: [
      {
        symbol: o.symbol,
        outRequestId: 'g-rest',
        orderQty: '0.2',
        orderPrice: o.price,
        side: 1,
        orderType: 2,
        placeType: 1,
        placeMode: 1,
        timeInForce: 1,
        pmTrial: true,
      },
    ],
  });
  expect((again.body.result as { result: OptionOrderResult[] }).result[0]!.orderId).toBe(resting);
  await sim.close();
});

test('a killed process (SIGKILL, no checkpoint) loses no acknowledged order or balance: the journal is replayed', async () => {
  // node --import tsx: one process (the tsx CLI would fork a grandchild that SIGKILL misses)
  const { url, child } = await spawnSim(dir);
  try {
    const c = new Client({ url } as RunningSim);
    await c.login('demo@sim.local', 'demo');
    const ids = await trade(c, { url } as RunningSim, 'k');
    const before = await snapshot(c);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(existsSync(join(dir, JOURNAL_FILE))).toBe(true);

    const sim = await start(dir);
    const c2 = new Client(sim);
    c2.token = c.token;
    const after = await snapshot(c2);
    expect(after).toEqual(before);
    expect(after.orders.find((o) => o.orderId === ids.filled)?.orderStatus).toMatch(/Filled|PartiallyFilledCanceled/);
    await sim.close();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 30_000);

test('the index walk goes on from where it was after a restart (no jump back to the starting index)', async () => {
  const fresh = await startSim({ port: 0, seed: 42, tickMs: 20, dataDir: dir });
  running.add(fresh);
  const initial = fresh.app.market.indexLevels();
  await new Promise((r) => setTimeout(r, 300)); // ~15 ticks of the walk
  const moved = fresh.app.market.indexLevels();
  expect(moved).not.toEqual(initial);
  await fresh.close();
  running.delete(fresh);
  const again = await start(dir);
  expect(again.app.market.indexLevels()).toEqual(moved);
  expect(again.app.market.markPrice('BTCUSDT').toFixed()).toBe(
    new Dec(moved.BTC).decimalPlaces(1, Dec.ROUND_HALF_UP).toFixed(),
  );
});

test('reset returns a persistent store to the seeded state', async () => {
  let sim = await start(dir);
  const c = new Client(sim);
  await c.login('demo@sim.local', 'demo');
  const seeded = (await snapshot(c)).positions;
  await trade(c, sim, 'r');
  expect(code(await new Client(sim).req('POST', '/__sim/reset'))).toBe(0);
  await sim.close();
  sim = await start(dir);
  const c2 = new Client(sim);
  await c2.login('demo@sim.local', 'demo');
  const s = await snapshot(c2);
  expect(s.positions).toEqual(seeded);
  expect(s.orders.filter((o) => o.orderLinkId.startsWith('r-'))).toHaveLength(0);
  await sim.close();
});

describe('journal group commit and background checkpoints (PersistentRepository)', () => {
  const user = (userId: number) => ({
    userId,
    email: `u${userId}@sim.local`,
    password: 'x',
    nickname: `u${userId}`,
    accountType: 'UTA2' as const,
  });

  test('durable(): the ops of one event-loop turn share one write; an order op replaces its earlier state', async () => {
    const repo = await PersistentRepository.open(dir);
    repo.addUser(user(1));
    repo.setBalance(1, 'USDC', '10');
    const a = repo.durable();
    repo.setBalance(1, 'USDC', '11');
    expect(repo.durable()).toBe(a); // same turn → same commit
    await a;
    // one line, one JSON array: replayed whole or not at all
    const lines = readFileSync(join(dir, JOURNAL_FILE), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toHaveLength(3);
    await repo.close();
    const again = await PersistentRepository.open(dir);
    expect(again.getBalance(1, 'USDC')).toBe('11');
    await again.close();
  });

  test('a checkpoint runs in a worker on the rotated journal; writes go on meanwhile; reopening sees both', async () => {
    const repo = await PersistentRepository.open(dir);
    repo.addUser(user(1));
    repo.setBalance(1, 'USDC', '1');
    const running = repo.checkpoint();
    expect(existsSync(join(dir, CHECKPOINT_JOURNAL_FILE))).toBe(true);
    repo.setBalance(1, 'USDC', '2'); // lands in the fresh journal while the worker runs
    await repo.durable();
    await running;
    expect(existsSync(join(dir, CHECKPOINT_JOURNAL_FILE))).toBe(false);
    expect(repo.checkpoints).toBe(1);
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8')).toContain('"balance",1,"USDC","2"');
    const reopened = await PersistentRepository.open(dir);
    expect(reopened.getBalance(1, 'USDC')).toBe('2');
    await reopened.close();
    await repo.close();
  });

  test('hedge-mode sides of one symbol survive a checkpoint and a reopen as separate positions', async () => {
    const repo = await PersistentRepository.open(dir);
    const pos = (positionIdx: 0 | 1 | 2, size: string) => ({
      userId: 1,
      symbol: 'BTCUSDT',
      ...(positionIdx ? { positionIdx: positionIdx as 1 | 2 } : {}),
      size,
      entryPrice: '65000',
      leverage: '10',
      isIsolated: false,
      positionRPL: '0',
      cumRealisedPnl: '0',
      openFee: '0',
      createdAt: 1,
      updatedAt: 1,
    });
    repo.putPosition(pos(0, '0.3'));
    repo.putPosition(pos(1, '0.2'));
    repo.putPosition(pos(2, '-0.1'));
    await repo.checkpoint();
    await repo.close();
    const again = await PersistentRepository.open(dir);
    expect([0, 1, 2].map((i) => again.getPosition(1, 'BTCUSDT', i as 0 | 1 | 2)?.size)).toEqual(['0.3', '0.2', '-0.1']);
    await again.close();
  });

  test('checkpoints only when the journal is big next to the database; a small journal is left to replay', async () => {
    const opts = { checkpointMinBytes: 2000, checkpointRatio: 0.5 };
    const repo = await PersistentRepository.open(dir, opts);
    for (let u = 1; u <= 20; u++) repo.addUser(user(u));
    await repo.checkpointIfDue(); // no database yet: the first one is written
    expect(repo.checkpoints).toBe(1);
    const dbBytes = statSync(join(dir, DB_FILE)).size;
    expect(repo.checkpointAtBytes()).toBe(Math.max(2000, dbBytes / 2));

    // a few changes: no checkpoint, at start or at shutdown either; the journal keeps them
    repo.setBalance(1, 'USDC', '1');
    await repo.durable();
    await repo.checkpointIfDue();
    await repo.close();
    expect(repo.checkpoints).toBe(1);
    expect(statSync(join(dir, DB_FILE)).size).toBe(dbBytes);
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8')).toContain('"balance",1,"USDC","1"');

    // the journal reaches the share of the database: the write that crosses it starts one
    const again = await PersistentRepository.open(dir, opts);
    expect(again.getBalance(1, 'USDC')).toBe('1');
    let i = 0;
    while ((again.info().journalBytes as number) + 100 < again.checkpointAtBytes()) {
      again.setBalance(1, 'USDC', String(++i));
      again.flush();
    }
    expect(again.checkpoints).toBe(0);
    for (let k = 0; k < 5; k++) again.setBalance(2, 'USDC', String(k));
    again.flush();
    expect(again.info().checkpointRunning).toBe(true);
    await again.checkpointIfDue();
    expect(again.checkpoints).toBe(1);
    await again.close();
    const reopened = await PersistentRepository.open(dir, opts);
    expect([reopened.getBalance(1, 'USDC'), reopened.getBalance(2, 'USDC')]).toEqual([String(i), '4']);
    await reopened.close();
  });

  test('a checkpoint cut short (sim.journal.ckpt left behind) is finished on open; clear is journalled', async () => {
    const repo = await PersistentRepository.open(dir);
    repo.addUser(user(1));
    repo.clear();
    repo.addUser(user(2));
    repo.flush();
    await repo.close();
    // simulate a crash after the rotation: the old journal waits as sim.journal.ckpt
    writeFileSync(
      join(dir, CHECKPOINT_JOURNAL_FILE),
      JSON.stringify(['user', user(3)]) + '\n' + JSON.stringify(['balance', 3, 'USDC', '7']) + '\n["bal',
    );
    writeFileSync(join(dir, JOURNAL_FILE), JSON.stringify(['balance', 3, 'USDC', '8']) + '\n');
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reopened = await PersistentRepository.open(dir);
    // journals of one op per line (before batches) still replay; their torn tail is reported
    expect(String(said.mock.calls[0]?.[0])).toMatch(
      /RECOVERY: dropped .*sim\.journal\.ckpt at byte offset \d+: 5 bytes/,
    );
    said.mockRestore();
    expect(existsSync(join(dir, CHECKPOINT_JOURNAL_FILE))).toBe(false);
    expect(reopened.listUsers().map((u) => u.userId)).toEqual([2, 3]);
    expect(reopened.getBalance(3, 'USDC')).toBe('8');
    await reopened.close();
  });
});
