import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireOrder, WirePosition } from 'shared-core/domain';
import { startSim, type RunningSim } from '../src/server';
import { Client, code, spawnSim } from './helpers';

// A killed simulator (SIGKILL: no checkpoint, no shutdown hook) keeps every acknowledged contract
// state: resting and conditional orders, isolated margin and added margin, leverage, auto-add
// margin, full TP/SL with its trigger kinds, trailing stop, MMR close, and the user's settings.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-contract-data-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Position fields the trader set or the exchange stored (not the ones that follow the mark). */
const STORED: readonly (keyof WirePosition)[] = [
  's',
  'sd',
  'sz',
  'pi',
  'lv',
  'iso',
  'aam',
  'ep',
  'pb',
  'tsm',
  'tp',
  'sl',
  'tptb',
  'sltb',
  'ts',
  'tvp',
  'ap',
  'tmr',
];

async function state(c: Client) {
  const orders = c
    .result<{ list: WireOrder[] }>(await c.get('/contract/v5/order/list?status=all'))
    .list.filter((o) => !o.symbol.includes('-'))
    .map((o) => ({ ...o }))
    .sort((a, b) => a.orderId.localeCompare(b.orderId));
  const positions = c
    .result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list'))
    .list.map((p) => Object.fromEntries(STORED.map((k) => [k, p[k]])))
    .sort((a, b) => String(a.s).localeCompare(String(b.s)));
  const wallet = c
    .result<{ list: { coin: string; walletBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
    .list.map((b) => [b.coin, b.walletBalance])
    .sort();
  const confirms = c.result(await c.get('/user/double-confirm/list'));
  const prefs = c.result(await c.get('/v3/private/user/member/pref-setting'));
  return { orders, positions, wallet, confirms, prefs };
}

const ok = async (p: Promise<{ body: Record<string, unknown> }>, what: string) => {
  const r = await p;
  expect([what, code(r as never)]).toEqual([what, 0]);
  return r;
};

test('SIGKILL after contract trading and settings: the restart shows the same orders, positions, margin, TP/SL and settings', async () => {
  const { url, child } = await spawnSim(dir);
  let sim: RunningSim | undefined;
  try {
    const c = new Client({ url } as RunningSim);
    await c.login('demo@sim.local', 'demo');

    // BTCUSDT (seeded long): isolated at 5x, 10 USDT added, auto-add on, full TP/SL by mark and
    // index, a trailing stop by rate with an activation price, MMR close at 80 %
    await ok(
      c.post('/contract/v5/position/switch-isolated', { symbol: 'BTCUSDT', tradeMode: 1, leverageE2: '500' }),
      'isolated',
    );
    await ok(
      c.post('/contract/v5/private/position/add-margin', {
        symbol: 'BTCUSDT',
        positionIdx: 0,
        addToPositionBalanceE8: '1000000000',
      }),
      'add margin',
    );
    await ok(
      c.post('/private/position/set-auto-add-margin', { symbol: 'BTCUSDT', positionIdx: 0, newAutoAddMargin: true }),
      'auto add',
    );
    await ok(
      c.post('/contract/v5/position/set-tp-sl-ts', {
        symbol: 'BTCUSDT',
        positionIdx: 0,
        tpSlMode: 'Full',
        takeProfit: '90000',
        stopLoss: '40000',
        tpTriggerBy: 'MarkPrice',
        slTriggerBy: 'IndexPrice',
        trailValuePercentageE4: '500',
        activationPrice: '80000',
      }),
      'tp/sl',
    );
    await ok(
      c.post('/contract/v5/position/set-mm-rate', { symbol: 'BTCUSDT', positionIdx: 0, triggerMmRateE2: 8000 }),
      'mmr',
    );
    // a resting limit and an untriggered conditional order
    await ok(
      c.post('/contract/v5/order/create', {
        symbol: 'ETHUSDT',
        side: 'Buy',
        orderType: 'Limit',
        qty: '0.5',
        price: '2500',
      }),
      'limit',
    );
    await ok(
      c.post('/contract/v5/order/create', {
        symbol: 'BTCUSDT',
        side: 'Sell',
        orderType: 'Market',
        qty: '0.01',
        triggerPrice: '50000',
        triggerBy: 'MarkPrice',
        reduceOnly: true,
      }),
      'conditional',
    );
    // settings
    await ok(c.post('/user/double-confirm/save', { confirms: ['cancelAllConfirm', 'tradeNotifyClose'] }), 'confirms');
    await ok(c.post('/v3/private/user/member/pref-setting', { upsert_keys: { layout: 'compact' } }), 'prefs');

    const before = await state(c);
    expect(before.orders.map((o) => o.orderStatus).sort()).toEqual(expect.arrayContaining(['New', 'Untriggered']));
    expect(before.positions.find((p) => p.s === 'BTCUSDT')).toMatchObject({ iso: true, aam: true, tp: '90000' });

    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir });
    const c2 = new Client(sim);
    c2.token = c.token; // the session survives too
    expect(await state(c2)).toEqual(before);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await sim?.close();
  }
}, 40_000);
