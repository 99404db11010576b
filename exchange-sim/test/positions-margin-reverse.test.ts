import { fromWirePosition, type Position, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

// The calls of the positions widget's margin dialog, auto-margin switch and reverse dialog
// (positions.md §4, §7), with the exact bodies the widget sends.
let sim: RunningSim;

const login = async (email: string, password: string): Promise<Client> => {
  const c = new Client(sim);
  expect(code(await c.login(email, password))).toBe(0);
  return c;
};
const positionOf = async (c: Client, symbol: string, idx = 0): Promise<Position | undefined> =>
  c
    .result<{ list: WirePosition[] }>(await c.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)
    .find((p) => p.positionIdx === idx);
const market = (body: Record<string, unknown>) => ({
  orderType: 'Market',
  timeInForce: 'ImmediateOrCancel',
  type: 'Activity',
  ...body,
});

beforeEach(async () => {
  sim = await withSim();
});
afterEach(() => sim.close());

describe('margin of an isolated position (demo: ETHUSDT short 4, isolated)', () => {
  test('add, estimate, reduce by the extra, then more than the extra is refused', async () => {
    const demo = await login('demo@sim.local', 'demo');
    const before = (await positionOf(demo, 'ETHUSDT'))!;
    expect(before.isIsolated).toBe(true);
    const body = (e8: string) => ({ symbol: 'ETHUSDT', positionIdx: 0, addToPositionBalanceE8: e8 });
    const pre = demo.result<{ buyLiqPrice: string; sellLiqPrice: string }>(
      await demo.post('/contract/v5/private/position/pre-add-margin', body('1250000000')),
    );
    // a short reads sellLiqPrice: more margin moves it up, away from the mark
    expect(pre.buyLiqPrice).toBe('');
    expect(Number(pre.sellLiqPrice)).toBeGreaterThan(Number(before.liqPrice));
    expect((await positionOf(demo, 'ETHUSDT'))!.newExtraAddedMargin).toBe(before.newExtraAddedMargin);

    expect(code(await demo.post('/contract/v5/private/position/add-margin', body('1250000000')))).toBe(0);
    const added = (await positionOf(demo, 'ETHUSDT'))!;
    expect(added.newExtraAddedMargin).toBe('12.5');
    expect(Number(added.positionIM)).toBeCloseTo(Number(before.positionIM) + 12.5, 6);
    // the minimum cost leaves the added margin out, so §5's max add (value − min cost − extra)
    // does not count it twice: it drops by exactly what was added
    expect(added.minPositionCost).toBe(before.minPositionCost);
    expect(Number(added.positionIM)).toBeCloseTo(Number(added.minPositionCost) + 12.5, 6);

    expect(code(await demo.post('/contract/v5/private/position/add-margin', body('-1250000001')))).toBe(30045);
    expect(code(await demo.post('/contract/v5/private/position/add-margin', body('-1250000000')))).toBe(0);
    expect((await positionOf(demo, 'ETHUSDT'))!.newExtraAddedMargin).toBe('0');
    expect(code(await demo.post('/contract/v5/private/position/add-margin', body('0')))).toBe(10001);
  });

  test('a cross position refuses margin calls and the auto-margin switch (30044)', async () => {
    const demo = await login('demo@sim.local', 'demo');
    const body = { symbol: 'BTCUSDT', positionIdx: 0, addToPositionBalanceE8: '100000000' };
    expect(code(await demo.post('/contract/v5/private/position/add-margin', body))).toBe(30044);
    expect(
      code(
        await demo.post('/private/position/set-auto-add-margin', {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          newAutoAddMargin: true,
        }),
      ),
    ).toBe(30044);
  });

  test('the auto-margin switch flips the position flag both ways', async () => {
    const demo = await login('demo@sim.local', 'demo');
    for (const on of [true, false]) {
      const r = await demo.post('/private/position/set-auto-add-margin', {
        symbol: 'ETHUSDT',
        positionIdx: 0,
        newAutoAddMargin: on,
      });
      expect(code(r)).toBe(0);
      expect(demo.result(r)).toEqual({ autoAddMargin: on });
      expect((await positionOf(demo, 'ETHUSDT'))!.isAutoAddMargin).toBe(on);
    }
  });
});

describe('reverse', () => {
  test('one-way: the reduce-only close, then the opposite open on /x-api, with a new leverage', async () => {
    const demo = await login('demo@sim.local', 'demo');
    const close = market({
      symbol: 'ETHUSDT',
      side: 'Buy',
      qty: '4',
      qtyX: '400000000',
      positionIdx: 0,
      reduceOnly: true,
      closeOnTrigger: true,
      createType: 'CreateByClosing',
      action: 'PositionClose',
      orderLinkId: 'rev-t1-close',
    });
    const closed = await demo.post('/x-api/contract/v5/order/create', close);
    expect(code(closed)).toBe(0);
    // the widget opens the opposite side only after a close that filled whole
    expect(demo.result(closed)).toMatchObject({ orderStatus: 'Filled', qty: '4', create_order_failed_qty_x: '0' });
    expect(await positionOf(demo, 'ETHUSDT')).toBeUndefined();
    const open = market({
      symbol: 'ETHUSDT',
      side: 'Buy',
      qty: '4',
      qtyX: '400000000',
      positionIdx: 0,
      reduceOnly: false,
      closeOnTrigger: false,
      leverage: '4',
      leverageE2: '400',
      orderLinkId: 'rev-t1-open',
    });
    expect(code(await demo.post('/x-api/contract/v5/order/create', open))).toBe(0);
    const reversed = (await positionOf(demo, 'ETHUSDT'))!;
    expect(reversed).toMatchObject({ side: 'Buy', size: '4', leverage: '400' });
  });

  test('hedge mode: close the long side (1), open on the short side (2)', async () => {
    const hedge = await login('hedge@sim.local', 'hedge');
    const short = (await positionOf(hedge, 'BTCUSDT', 2))!;
    const base = { symbol: 'BTCUSDT', side: 'Sell', qty: '0.2', qtyX: '20000000' };
    expect(
      code(
        await hedge.post(
          '/x-api/contract/v5/order/create',
          market({ ...base, positionIdx: 1, reduceOnly: true, closeOnTrigger: true, action: 'PositionClose' }),
        ),
      ),
    ).toBe(0);
    expect(
      code(
        await hedge.post(
          '/x-api/contract/v5/order/create',
          market({ ...base, positionIdx: 2, reduceOnly: false, closeOnTrigger: false }),
        ),
      ),
    ).toBe(0);
    expect(await positionOf(hedge, 'BTCUSDT', 1)).toBeUndefined();
    expect(Number((await positionOf(hedge, 'BTCUSDT', 2))!.size)).toBeCloseTo(Number(short.size) + 0.2, 8);
  });

  test('copy trade leader: close-all, then create; a follower may close but not open (30101)', async () => {
    const leader = await login('leader@sim.local', 'leader');
    expect(
      code(await leader.post('/fapi/beehive/private/v1/common/order/close-all', { symbol: 'BTCUSDT', positionIdx: 0 })),
    ).toBe(0);
    const create = {
      symbol: 'BTCUSDT',
      side: 'Sell',
      orderType: 'Market',
      qtyX: '20000000',
      positionIdx: 0,
      timeInForce: 'ImmediateOrCancel',
      type: 'Activity',
      action: 'PositionOpen',
      leverageE2: '1000',
      basePrice: '65000',
    };
    expect(code(await leader.post('/fapi/beehive/private/v1/common/order/create', create))).toBe(0);
    expect(await positionOf(leader, 'BTCUSDT')).toMatchObject({ side: 'Sell', size: '0.2' });

    const follower = await login('follower@sim.local', 'follower');
    // the leader's reversal was mirrored (close-all, then create × 0.5); opening is the leader's alone
    expect(await positionOf(follower, 'BTCUSDT')).toMatchObject({ side: 'Sell', size: '0.1' });
    expect(code(await follower.post('/fapi/beehive/private/v1/common/order/create', create))).toBe(30101);
  });

  test("'do not prompt again' is kept per user through pref-setting", async () => {
    const demo = await login('demo@sim.local', 'demo');
    const read = async () =>
      demo.result<{ settings: Record<string, string> }>(await demo.get('/v3/private/user/member/pref-setting')).settings
        .reverseClickTipStatus;
    expect(await read()).toBeUndefined();
    for (const v of ['hide', 'show', 'hide']) {
      const r = await demo.post('/v3/private/user/member/pref-setting', { upsert_keys: { reverseClickTipStatus: v } });
      expect(code(r)).toBe(0);
    }
    expect(await read()).toBe('hide');
    const other = await login('trader2@sim.local', 'trader2');
    const theirs = other.result<{ settings: Record<string, string> }>(
      await other.get('/v3/private/user/member/pref-setting'),
    );
    expect(theirs.settings.reverseClickTipStatus).toBeUndefined();
  });
});
