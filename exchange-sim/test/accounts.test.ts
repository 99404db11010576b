import { fromWirePosition, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

let sim: RunningSim;
const clients: Record<string, Client> = {};
const login = async (name: string): Promise<Client> => {
  if (clients[name]) return clients[name];
  const c = new Client(sim);
  await c.login(`${name}@sim.local`, name);
  return (clients[name] = c);
};

beforeAll(async () => {
  sim = await withSim();
});
afterAll(() => sim.close());

const size = async (c: Client, symbol: string): Promise<string> =>
  c
    .result<{ list: WirePosition[] }>(await c.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)[0]?.size ?? '0';

describe('seeded accounts of every kind', () => {
  test.each([
    [
      'demo',
      {
        userId: 100001,
        accountType: 'UTA2',
        marginMode: 'REGULAR_MARGIN',
        isDemo: false,
        copyTradeRole: 'none',
        spreadAccess: false,
      },
    ],
    ['trader2', { userId: 100002, accountType: 'UTA2', spreadAccess: true }],
    ['uta1', { userId: 100003, accountType: 'UTA', marginMode: 'REGULAR_MARGIN', spreadAccess: false }],
    ['pm', { userId: 100004, accountType: 'PM', marginMode: 'PORTFOLIO_MARGIN' }],
    ['demotrading', { userId: 100005, accountType: 'UTA2', isDemo: true, spreadAccess: true }],
    ['leader', { userId: 100006, accountType: 'REGULAR', copyTradeRole: 'leader' }],
    ['follower', { userId: 100007, accountType: 'REGULAR', copyTradeRole: 'follower' }],
    ['hedge', { userId: 100008, accountType: 'UTA2', positionMode: 'BothSide', unifiedUpdateStatus: 'SUCCESS' }],
    ['upgrading', { userId: 100009, accountType: 'REGULAR', unifiedUpdateStatus: 'PROCESS' }],
  ])('%s: profile flags, positions and balances', async (name, expected) => {
    const c = await login(name);
    const profile = c.result<Record<string, unknown>>(await c.get('/v2/private/user/profile'));
    expect(profile).toMatchObject({ positionMode: 'MergedSingle', ...expected, email: `${name}@sim.local` });
    const positions = c.result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list')).list;
    expect(positions.length).toBeGreaterThan(0);
    const wallet = c.result<{ list: { walletBalance: string }[] }>(await c.get('/v5/account/wallet-balance')).list;
    expect(wallet.some((w) => Number(w.walletBalance) > 0)).toBe(true);
  });
});

describe('copy trading (positions.md §7)', () => {
  const CREATE = '/fapi/beehive/private/v1/common/order/create';
  const CLOSE = '/private/v1/common/order/close-position';
  const CLOSE_ALL = '/fapi/beehive/private/v1/common/order/close-all';

  test('a leader create is mirrored to the follower × ratio 0.5', async () => {
    const leader = await login('leader');
    const follower = await login('follower');
    const r = await leader.post(CREATE, {
      symbol: 'BTCUSDT',
      side: 'Buy',
      orderType: 'Market',
      qtyX: '10000000', // 0.1
      positionIdx: 0,
      leverageE2: 1000,
      timeInForce: 'ImmediateOrCancel',
      type: 'Activity',
      basePrice: '65000',
    });
    expect(code(r)).toBe(0);
    const res = leader.result<{ orderId: string; copies: { userId: number; orderId?: string; errorCode: number }[] }>(
      r,
    );
    expect(res.copies).toEqual([{ userId: 100007, orderId: expect.any(String), errorCode: 0 }]);
    expect(await size(leader, 'BTCUSDT')).toBe('0.3');
    expect(await size(follower, 'BTCUSDT')).toBe('0.15');
  });

  test('close-position: the follower closes the same share of its position', async () => {
    const leader = await login('leader');
    const follower = await login('follower');
    const r = await leader.post(CLOSE, {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      qtyX: '10000000', // 0.1 of 0.3 → a third
      side: 'Sell',
      orderType: 'Market',
      timeInForce: 'ImmediateOrCancel',
    });
    expect(code(r)).toBe(0);
    expect(await size(leader, 'BTCUSDT')).toBe('0.2');
    expect(await size(follower, 'BTCUSDT')).toBe('0.1');
  });

  test('a follower may close its own position, not open one', async () => {
    const follower = await login('follower');
    expect(
      code(
        await follower.post(CREATE, {
          symbol: 'BTCUSDT',
          side: 'Buy',
          orderType: 'Market',
          qtyX: '1000000',
          positionIdx: 0,
        }),
      ),
    ).toBe(30101);
    const r = await follower.post(CLOSE, {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      qtyX: '1000000',
      side: 'Sell',
      orderType: 'Market',
    });
    expect(code(r)).toBe(0);
    expect(await size(follower, 'BTCUSDT')).toBe('0.09');
  });

  test('close-all closes the leader and every follower', async () => {
    const leader = await login('leader');
    const follower = await login('follower');
    const r = await leader.post(CLOSE_ALL, { symbol: 'BTCUSDT', positionIdx: 0 });
    expect(code(r)).toBe(0);
    expect(leader.result<{ copies: unknown[] }>(r).copies).toHaveLength(1);
    expect(await size(leader, 'BTCUSDT')).toBe('0');
    expect(await size(follower, 'BTCUSDT')).toBe('0');
    expect(code(await leader.post(CLOSE_ALL, { symbol: 'BTCUSDT', positionIdx: 0 }))).toBe(30043);
  });

  test.each([
    ['demo', CREATE, { symbol: 'BTCUSDT', side: 'Buy', orderType: 'Market', qtyX: '1000000' }, 30100],
    ['demo', CLOSE, { symbol: 'BTCUSDT', side: 'Sell', orderType: 'Market', qtyX: '1000000' }, 30100],
    ['demo', CLOSE_ALL, { symbol: 'BTCUSDT' }, 30100],
    ['leader', CREATE, { symbol: 'BTCPERP', side: 'Buy', orderType: 'Market', qtyX: '1000000' }, 10001],
    ['leader', CREATE, { symbol: 'NOPE', side: 'Buy', orderType: 'Market', qtyX: '1000000' }, 3200101],
    ['leader', CLOSE, { symbol: 'BTCUSDT', side: 'Sell', orderType: 'Market', qtyX: '0.5' }, 10001],
    ['leader', CLOSE, { symbol: 'BTCUSDT', orderType: 'Market', qtyX: '1000000' }, 10001],
    ['follower', CLOSE_ALL, { symbol: 'ETHUSDT' }, 30043],
  ])('%s %s %j → %i', async (name, path, body, expected) => {
    const c = await login(name);
    expect(code(await c.post(path, { positionIdx: 0, ...body }))).toBe(expected);
  });

  test('without a session → 10007', async () => {
    expect(code(await new Client(sim).post(CLOSE_ALL, { symbol: 'BTCUSDT' }))).toBe(10007);
  });
});

describe('hedge mode (BothSide, positionIdx 1 and 2)', () => {
  const CREATE = '/contract/v5/order/create';
  const sides = async (c: Client) =>
    c
      .result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list?symbol=BTCUSDT'))
      .list.map(fromWirePosition)
      .map((p) => [p.positionIdx, p.side, p.size, p.mode]);
  const order = (c: Client, side: 'Buy' | 'Sell', positionIdx: number, qty: string, extra = {}) =>
    c.post(CREATE, { symbol: 'BTCUSDT', side, orderType: 'Market', qty, positionIdx, ...extra });

  test('a long and a short of one symbol side by side', async () => {
    const c = await login('hedge');
    expect(await sides(c)).toEqual([
      [1, 'Buy', '0.2', 'BothSide'],
      [2, 'Sell', '0.1', 'BothSide'],
    ]);
  });

  test.each([
    ['Buy', 1, '0.05', [1, 'Buy', '0.25']], // opens more long
    ['Sell', 2, '0.05', [2, 'Sell', '0.15']], // opens more short
    ['Sell', 1, '0.1', [1, 'Buy', '0.15']], // closes part of the long
    ['Buy', 2, '0.5', [2, 'Sell', '0']], // closes the short (capped at its size), the long stays
  ] as const)('%s on positionIdx %i qty %s → %j', async (side, idx, qty, expected) => {
    const c = await login('hedge');
    expect(code(await order(c, side, idx, qty))).toBe(0);
    const row = (await sides(c)).find((p) => p[0] === expected[0]);
    expect(row ? row.slice(0, 3) : [expected[0], expected[1], '0']).toEqual(expected);
  });

  test('the order carries its positionIdx; user.position pushes name the side', async () => {
    const c = await login('hedge');
    const r = await order(c, 'Sell', 2, '0.02');
    expect(code(r)).toBe(0);
    const orders = c.result<{ list: { orderId: string; positionIdx: number }[] }>(
      await c.get('/contract/v5/order/list?status=all&symbol=BTCUSDT'),
    ).list;
    expect(orders.find((o) => o.orderId === c.result<{ orderId: string }>(r).orderId)?.positionIdx).toBe(2);
  });

  test.each([
    ['hedge', 'Buy', 0, {}, 10001], // one-way index in hedge mode
    ['demo', 'Buy', 1, {}, 10001], // hedge index on a one-way account
    ['hedge', 'Buy', 1, { reduceOnly: true }, 110017], // reduce-only on the opening side
  ])('%s %s on %i %j → %i', async (name, side, idx, extra, expected) => {
    const c = await login(name);
    expect(code(await order(c, side as 'Buy' | 'Sell', idx, '0.01', extra))).toBe(expected);
  });

  test('TP/SL with the one-way index in hedge mode → 10001 (hedge.test.ts covers the sides); close-all closes both sides', async () => {
    const c = await login('hedge');
    expect(
      code(
        await c.post('/contract/v5/position/set-tp-sl-ts', { symbol: 'BTCUSDT', positionIdx: 0, takeProfit: '90000' }),
      ),
    ).toBe(10001);
    expect(code(await order(c, 'Sell', 2, '0.03'))).toBe(0);
    expect((await sides(c)).length).toBe(2);
    expect(code(await c.post('/contract/v5/position/close-all', { withUsdcPerp: true, withUsdcFuture: true }))).toBe(0);
    expect(await sides(c)).toEqual([]);
  });
});
