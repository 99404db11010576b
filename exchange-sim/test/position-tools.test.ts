import type { RunningSim } from '../src/server';
import { closedPnlRecords } from '../src/http/routes/positionTools';
import type { ExecutionRecord } from '../src/store/types';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// issue 17: the account MMR, the share poster's profile and closed-PnL records, over real sockets.

let sim: RunningSim;
let demo: Client;
let t2: Client;
let anon: Client;

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  t2 = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  await t2.login('trader2@sim.local', 'trader2');
});
afterAll(() => sim.close());

interface MmRate {
  accountMMRate: string;
  list: { coin: string; equity: string; maintenanceMargin: string; mmRate: string }[];
}

describe('account MMR', () => {
  test('private: no session → 10007', async () => {
    expect(code(await anon.get('/contract/v5/private/account/mm-rate'))).toBe(10007);
  });

  test('MM over equity per coin; the account figure is the highest coin; grows with a position', async () => {
    const before = t2.result<MmRate>(await t2.get('/contract/v5/private/account/mm-rate'));
    const usdt = before.list.find((c) => c.coin === 'USDT')!;
    expect(new Dec(usdt.equity).isGreaterThan(0)).toBe(true);
    const open = await t2.post('/contract/v5/order/create', {
      symbol: 'ETHUSDT',
      side: 'Buy',
      orderType: 'Market',
      qty: '5',
      timeInForce: 'ImmediateOrCancel',
      positionIdx: 0,
    });
    expect(code(open)).toBe(0);
    const after = t2.result<MmRate>(await t2.get('/contract/v5/private/account/mm-rate'));
    const coin = after.list.find((c) => c.coin === 'USDT')!;
    expect(new Dec(coin.maintenanceMargin).isGreaterThan(usdt.maintenanceMargin)).toBe(true);
    expect(coin.mmRate).toBe(
      new Dec(coin.maintenanceMargin).dividedBy(coin.equity).decimalPlaces(6, Dec.ROUND_UP).toFixed(),
    );
    for (const c of after.list) expect(new Dec(after.accountMMRate).isGreaterThanOrEqualTo(c.mmRate)).toBe(true);
  });
});

describe('share profile', () => {
  test('invite code, a local avatar and the loyalty label; the label can be set (0, 2, 3 only)', async () => {
    const p = demo.result<{ nickname: string; inviteCode: string; avatar: string; loyaltyLabel: number }>(
      await demo.get('/v2/private/user/profile'),
    );
    expect(p.nickname).toBe('Demo Trader');
    expect(p.inviteCode).toMatch(/^SIM[0-9A-Z]{5}$/);
    expect(p.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(p.avatar.split(',')[1]!, 'base64').toString()).toContain('>DT<');
    expect(p.loyaltyLabel).toBe(2);
    const other = t2.result<{ inviteCode: string; loyaltyLabel: number }>(await t2.get('/v2/private/user/profile'));
    expect(other.inviteCode).not.toBe(p.inviteCode);
    expect(other.loyaltyLabel).toBe(3);
    expect(code(await demo.post('/v2/private/user/loyalty-label', { loyaltyLabel: 1 }))).toBe(10001);
    expect(code(await demo.post('/v2/private/user/loyalty-label', { loyaltyLabel: 0 }))).toBe(0);
    expect(demo.result<{ loyaltyLabel: number }>(await demo.get('/v2/private/user/profile')).loyaltyLabel).toBe(0);
    await demo.post('/v2/private/user/loyalty-label', { loyaltyLabel: 2 });
  });
});

describe('closed PnL', () => {
  test('a round trip gives one record per closing order, newest first; bad limit → 10001', async () => {
    const order = (side: string, qty: string) =>
      t2.post('/contract/v5/order/create', {
        symbol: 'SOLUSDT',
        side,
        orderType: 'Market',
        qty,
        timeInForce: 'ImmediateOrCancel',
        positionIdx: 0,
      });
    expect(code(await order('Buy', '4'))).toBe(0);
    const close = await order('Sell', '4');
    expect(code(close)).toBe(0);
    const list = t2.result<{ list: { orderId: string; symbol: string; side: string; closedSize: string }[] }>(
      await t2.get('/contract/v5/private/position/closed-pnl?symbol=SOLUSDT'),
    ).list;
    expect(list[0]).toMatchObject({
      orderId: (close.body.result as { orderId: string }).orderId,
      symbol: 'SOLUSDT',
      side: 'Buy',
      closedSize: '4',
    });
    expect(code(await t2.get('/contract/v5/private/position/closed-pnl?limit=0'))).toBe(10001);
  });
});

describe('closedPnlRecords (pure)', () => {
  const ex = (id: string, orderId: string, side: 'Buy' | 'Sell', qty: string, price: string, t: number) =>
    ({ execId: id, orderId, symbol: 'X', side, execQty: qty, execPrice: price, execTime: t }) as ExecutionRecord;

  test.each([
    // [executions, inverse, expected pnl of the last record]
    ['long closed higher', [ex('1', 'a', 'Buy', '2', '100', 1), ex('2', 'b', 'Sell', '2', '110', 2)], false, '20'],
    ['short closed higher', [ex('1', 'a', 'Sell', '2', '100', 1), ex('2', 'b', 'Buy', '2', '110', 2)], false, '-20'],
    [
      'average entry over two buys',
      [ex('1', 'a', 'Buy', '1', '100', 1), ex('2', 'a2', 'Buy', '1', '120', 2), ex('3', 'b', 'Sell', '2', '110', 3)],
      false,
      '0',
    ],
    ['inverse long', [ex('1', 'a', 'Buy', '100', '100', 1), ex('2', 'b', 'Sell', '100', '200', 2)], true, '0.5'],
  ] as const)('%s', (_name, list, inverse, pnl) => {
    const r = closedPnlRecords(
      [...list],
      () => undefined,
      () => inverse,
    );
    expect(r[0]!.closedPnl).toBe(pnl);
  });

  test('a flip closes the old side and opens the rest on the other', () => {
    const r = closedPnlRecords(
      [ex('1', 'a', 'Buy', '1', '100', 1), ex('2', 'b', 'Sell', '3', '90', 2), ex('3', 'c', 'Buy', '2', '80', 3)],
      () => undefined,
      () => false,
    );
    expect(r.map((x) => [x.orderId, x.side, x.closedSize, x.closedPnl])).toEqual([
      ['c', 'Sell', '2', '20'],
      ['b', 'Buy', '1', '-10'],
    ]);
  });
});

describe("the positions tools' bodies (what the dialogs send), over sockets", () => {
  const pos = async () =>
    t2.result<{
      list: { s: string; sz?: string; mmr?: string; ts?: string; tvp?: string; ap?: string; tmr?: string }[];
    }>(await t2.get('/contract/v5/position/list?symbol=ETHUSDT')).list[0]!;

  test('trailing stop by rate with an active price, then by distance, then cancelled with zeros', async () => {
    const body = { symbol: 'ETHUSDT', positionIdx: 0, tpSlMode: 'Full' };
    expect(
      code(
        await t2.post('/contract/v5/position/set-tp-sl-ts', {
          ...body,
          trailingStop: '0',
          trailValuePercentageE4: '250',
          activationPrice: '1000',
        }),
      ),
    ).toBe(0);
    expect(await pos()).toMatchObject({ tvp: '250', ap: '1000' });
    expect(
      code(
        await t2.post('/contract/v5/position/set-tp-sl-ts', {
          ...body,
          trailingStop: '20',
          trailValuePercentageE4: '0',
          activationPrice: '0',
        }),
      ),
    ).toBe(0);
    const byDistance = await pos();
    expect([byDistance.ts, byDistance.tvp ?? '0', byDistance.ap ?? '0']).toEqual(['20', '0', '0']);
    // an active price without a callback: 30047, nothing changed
    expect(
      code(
        await t2.post('/contract/v5/position/set-tp-sl-ts', {
          ...body,
          trailingStop: '0',
          trailValuePercentageE4: '0',
          activationPrice: '1000',
        }),
      ),
    ).toBe(30047);
    expect((await pos()).ts).toBe('20');
    expect(
      code(
        await t2.post('/contract/v5/position/set-tp-sl-ts', {
          ...body,
          trailingStop: '0',
          trailValuePercentageE4: '0',
          activationPrice: '0',
        }),
      ),
    ).toBe(0);
    expect((await pos()).ts ?? '0').toBe('0');
  });

  test('set-mm-rate checks the account MMR, not the position MMR (positions.md §5)', async () => {
    const account = new Dec(t2.result<MmRate>(await t2.get('/contract/v5/private/account/mm-rate')).accountMMRate);
    const positionMmr = new Dec((await pos()).mmr ?? '0');
    // the position's MMR (MM over its own margin) is far above the account's (MM over the equity)
    expect(positionMmr.isGreaterThan(account.plus('0.001'))).toBe(true);
    const between = account.multipliedBy(1e4).integerValue(Dec.ROUND_FLOOR).plus(5).toNumber();
    expect(new Dec(between).isLessThan(positionMmr.multipliedBy(1e4))).toBe(true);
    const set = (e2: number) =>
      t2.post('/contract/v5/position/set-mm-rate', { symbol: 'ETHUSDT', positionIdx: 0, triggerMmRateE2: e2 });
    expect(code(await set(between))).toBe(0);
    expect(Number((await pos()).tmr)).toBe(new Dec(between).dividedBy(100).toNumber());
    // at or below the account MMR: refused, the trigger set stays
    expect(code(await set(account.multipliedBy(1e4).integerValue(Dec.ROUND_FLOOR).toNumber() || 1))).toBe(30046);
    expect(Number((await pos()).tmr)).toBe(new Dec(between).dividedBy(100).toNumber());
    // above the account MMR it does not fire on the next tick (it watches the account MMR too)
    sim.app.desk.checkTriggers();
    expect(new Dec((await pos()).sz ?? '0').isZero()).toBe(false);
    expect(code(await set(0))).toBe(0);
  });

  test('MMR close set above the account MMR, then cancelled with 0', async () => {
    const mmr = t2.result<MmRate>(await t2.get('/contract/v5/private/account/mm-rate'));
    const above = new Dec(mmr.accountMMRate).multipliedBy(100).plus(10).decimalPlaces(0, Dec.ROUND_UP).toNumber();
    expect(
      code(
        await t2.post('/contract/v5/position/set-mm-rate', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          triggerMmRateE2: above * 100,
        }),
      ),
    ).toBe(0);
    expect(Number((await pos()).tmr)).toBe(above);
    expect(
      code(
        await t2.post('/contract/v5/position/set-mm-rate', { symbol: 'ETHUSDT', positionIdx: 0, triggerMmRateE2: 0 }),
      ),
    ).toBe(0);
    expect((await pos()).tmr ?? '').toBe('');
  });
});
