import { fromWirePosition, type WireOrder, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { riskTiers } from '../src/trading/riskLimits';
import type { PerpInstrument } from '../src/market/instruments';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// Risk-limit tiers (positions.md §3): a position's value picks its tier; the tier caps the leverage
// (30162 for an order that would push the position past it) and sets MM = value × rate − deduction.
let sim: RunningSim;
let c: Client;
const USER = 100005; // demotrading@sim.local: USDT 50000, BTCUSDT long 0.1 at 10x
beforeEach(async () => {
  sim = await withSim();
  c = new Client(sim);
  await c.login('demotrading@sim.local', 'demotrading');
});
afterEach(() => sim.close());

const btcTiers = () => riskTiers(sim.app.market.instrument('BTCUSDT') as PerpInstrument);
const limitBuy = (qty: string, price = '60000') =>
  c.post('/contract/v5/order/create', { symbol: 'BTCUSDT', side: 'Buy', orderType: 'Limit', qty, price });
const btcPosition = async () =>
  c
    .result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list?symbol=BTCUSDT'))
    .list.map(fromWirePosition)[0]!;
const openOrders = async () => c.result<{ list: WireOrder[] }>(await c.get('/contract/v5/order/list?status=open')).list;

test('the BTCUSDT tiers: 2M steps, leverage halves and the MM rate doubles per tier, deductions keep MM continuous', () => {
  const t = btcTiers();
  expect(t.map((x) => [x.id, x.riskLimitValue, x.maxLeverage, x.maintainMargin])).toEqual([
    [1, '2000000', '100', '0.005'],
    [2, '4000000', '50', '0.01'],
    [3, '6000000', '25', '0.02'],
    [4, '8000000', '12.5', '0.04'],
    [5, '10000000', '6.25', '0.08'],
  ]);
  // at each tier boundary MM by the lower tier equals MM by the upper one
  for (let i = 1; i < t.length; i++) {
    const v = new Dec(t[i - 1]!.riskLimitValue);
    const lower = v.multipliedBy(t[i - 1]!.maintainMargin).minus(t[i - 1]!.mmDeduction);
    const upper = v.multipliedBy(t[i]!.maintainMargin).minus(t[i]!.mmDeduction);
    expect(upper.toFixed()).toBe(lower.toFixed());
  }
});

test('an order that would take the position (with the resting orders) past tier 1 at 100x answers 30162 and places nothing', async () => {
  expect(
    code(
      await c.post('/contract/v5/position/switch-isolated', { symbol: 'BTCUSDT', tradeMode: 0, leverageE2: '10000' }),
    ),
  ).toBe(0);
  // 0.1 held + 33 resting at 60000 = 1.986M: tier 1, 100x allowed
  expect(code(await limitBuy('33'))).toBe(0);
  const before = await openOrders();
  // one more BTC: 34.1 × 60000 = 2.046M, tier 2 (max 50x)
  const r = await limitBuy('1');
  expect(code(r)).toBe(30162);
  expect(String(r.body.retMsg ?? r.body.ret_msg)).toMatch(/risk tier 2.*at most 50x/);
  expect(await openOrders()).toEqual(before);
  // at 50x the same order fits tier 2
  expect(
    code(
      await c.post('/contract/v5/position/switch-isolated', { symbol: 'BTCUSDT', tradeMode: 0, leverageE2: '5000' }),
    ),
  ).toBe(0);
  expect(code(await limitBuy('1'))).toBe(0);
  // a reducing order is never refused for its tier
  expect(
    code(
      await c.post('/contract/v5/order/create', {
        symbol: 'BTCUSDT',
        side: 'Sell',
        orderType: 'Limit',
        qty: '0.1',
        price: '90000',
        reduceOnly: true,
      }),
    ),
  ).toBe(0);
});

test('a position past tier 1 reports riskId 2 and MM = value × 1 % − the tier deduction', async () => {
  const p = sim.app.repo.getPosition(USER, 'BTCUSDT', 0)!;
  sim.app.repo.putPosition({ ...p, size: '40', entryPrice: '64000', leverage: '10' });
  const pos = await btcPosition();
  const value = new Dec(pos.markPrice!).multipliedBy(40);
  expect(value.isGreaterThan('2000000')).toBe(true);
  const tier2 = btcTiers()[1]!;
  expect(pos.riskId).toBe(2);
  expect(new Dec(pos.positionMM!).toFixed()).toBe(
    value.multipliedBy(tier2.maintainMargin).minus(tier2.mmDeduction).decimalPlaces(8).toFixed(),
  );
  // the small seeded position stays in tier 1 at the plain rate
  sim.app.repo.putPosition({ ...p });
  const small = await btcPosition();
  expect(small.riskId).toBe(1);
  expect(new Dec(small.positionMM!).toFixed()).toBe(
    new Dec(small.markPrice!).multipliedBy(small.size).multipliedBy('0.005').decimalPlaces(8).toFixed(),
  );
});

test('ADL rank: among the seeded BTCUSDT longs, a deep profit at high leverage is first in the queue (5), a deep loss last (1)', async () => {
  const p = sim.app.repo.getPosition(USER, 'BTCUSDT', 0)!;
  const longs = sim.app.repo
    .listAllPositions()
    .filter((q) => q.symbol === 'BTCUSDT' && !q.size.startsWith('-') && q.size !== '0');
  expect(longs.length).toBeGreaterThanOrEqual(5); // demo, pm, demotrading, leader, follower, hedge (long side)
  sim.app.repo.putPosition({ ...p, entryPrice: '40000', leverage: '50' });
  expect((await btcPosition()).adlRankIndicator).toBe(5);
  sim.app.repo.putPosition({ ...p, entryPrice: '90000', leverage: '50' });
  expect((await btcPosition()).adlRankIndicator).toBe(1);
});

describe('every path that changes leverage or margin mode passes the margin check (issue 12)', () => {
  const available = async () =>
    new Dec(
      c
        .result<{ list: { coin: string; availableBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
        .list.find((b) => b.coin === 'USDT')!.availableBalance,
    );
  const switchTo = (tradeMode: 0 | 1, leverageE2: string) =>
    c.post('/contract/v5/position/switch-isolated', { symbol: 'BTCUSDT', tradeMode, leverageE2 });

  test.each([
    ['isolated at 0.01x', 1 as const],
    ['cross at 0.01x', 0 as const],
  ])('%s on an open position answers 30031, changes nothing, and leaves the balance whole', async (_n, mode) => {
    const before = await btcPosition();
    const availableBefore = await available();
    const r = await switchTo(mode, '1');
    expect(code(r)).toBe(30031);
    const after = await btcPosition();
    expect([after.leverage, after.positionIM, after.isIsolated]).toEqual([
      before.leverage,
      before.positionIM,
      before.isIsolated,
    ]);
    expect((await available()).toFixed()).toBe(availableBefore.toFixed());
    expect((await available()).isNegative()).toBe(false);
  });

  test('a lower leverage the account can hold is allowed; a higher one always is', async () => {
    expect(code(await switchTo(1, '500'))).toBe(0); // 10x → 5x on 0.1 BTC: ~1,300 USDT more, 50,000 held
    expect((await btcPosition()).leverage).toBe('500');
    expect(code(await switchTo(1, '2500'))).toBe(0);
    expect((await available()).isNegative()).toBe(false);
  });
});
