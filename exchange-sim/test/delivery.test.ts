import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fromWirePosition,
  parseSymbolName,
  tradeRouteOf,
  type WireExecution,
  type WireOrder,
  type WirePosition,
} from 'shared-core/domain';
import { startSim, type RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, WsClient, code, withSim } from './helpers';

// Futures delivery: Wednesday 18 Dec 2024 12:00 UTC, then the clock is moved past deliveries.
const T0 = Date.UTC(2024, 11, 18, 12);
const DEC20 = Date.UTC(2024, 11, 20, 8);
const DEC27 = Date.UTC(2024, 11, 27, 8);
let t = T0;
let sim: RunningSim;
let demo: Client;
let anon: Client;

interface Info {
  symbol: string;
  periodCode?: string;
  route?: string | null;
  contractStatus: string;
}
const inverseList = async (c: Client) =>
  c
    .result<{ list: Info[] }>(await c.get('/v5/market/instruments-info?category=inverse&baseCoin=BTC'))
    .list.filter((i) => i.symbol !== 'BTCUSD');
const position = async (c: Client, symbol: string) =>
  c
    .result<{ list: WirePosition[] }>(await c.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)[0];
const wallet = async (c: Client, coin: string) =>
  new Dec(
    c
      .result<{ list: { coin: string; walletBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
      .list.find((b) => b.coin === coin)?.walletBalance ?? '0',
  );
const create = (c: Client, body: Record<string, unknown>) =>
  c.post('/contract/v5/order/create', { orderType: 'Market', ...body });

beforeEach(async () => {
  t = T0;
  sim = await withSim({ now: () => t });
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterEach(() => sim.close());

describe('delivery', () => {
  test('at its delivery time a future settles every position at the index: realised PnL booked, orders cancelled, 3200115 after', async () => {
    const SYM = 'BTCUSDT-27DEC24';
    expect(code(await create(demo, { symbol: SYM, side: 'Buy', qty: '0.1' }))).toBe(0);
    const entry = new Dec((await position(demo, SYM))!.entryPrice!);
    const resting = await demo.post('/contract/v5/order/create', {
      symbol: SYM,
      side: 'Buy',
      orderType: 'Limit',
      qty: '0.01',
      price: entry.multipliedBy('0.9').decimalPlaces(0).toFixed(),
    });
    expect(code(resting)).toBe(0);
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${demo.token!}` });
    ws.send({ op: 'subscribe', args: ['user.position', 'user.order'], req_id: 's' });
    await ws.next((m) => m.req_id === 's');
    const before = await wallet(demo, 'USDT');

    t = DEC27 + 1;
    sim.app.market.index.BTC = new Dec('70000');
    expect(sim.app.desk.deliverFutures()).toContain(SYM);
    await demo.login('demo@sim.local', 'demo'); // the clock moved past the 7-day session

    expect(await position(demo, SYM)).toBeUndefined();
    const execs = demo.result<{ list: WireExecution[] }>(await demo.get('/contract/v5/execution/list')).list;
    const delivery = execs.find((e) => e.symbol === SYM && e.side === 'Sell')!;
    expect(delivery).toMatchObject({ execPrice: '70000', execQty: '0.1', execFee: '0' });
    const pnl = new Dec('70000').minus(entry).multipliedBy('0.1');
    expect((await wallet(demo, 'USDT')).minus(before).toFixed()).toBe(pnl.toFixed());
    const all = demo.result<{ list: WireOrder[] }>(
      await demo.get(`/contract/v5/order/list?status=all&symbol=${SYM}`),
    ).list;
    expect(all.find((o) => o.orderId === demo.result<{ orderId: string }>(resting).orderId)).toMatchObject({
      orderStatus: 'Cancelled',
      cancelType: 'CancelByDelivery',
    });
    expect(all.find((o) => o.createType === 'CreateByDelivery')).toMatchObject({ orderStatus: 'Filled' });
    expect(code(await create(demo, { symbol: SYM, side: 'Buy', qty: '0.01' }))).toBe(3200115);
    // pushes: the closed position (size 0) and the delivery fill
    expect(
      await ws.next(
        (m) => m.topic === 'user.position' && (m.data as WirePosition[]).some((p) => p.s === SYM && p.sz === '0'),
      ),
    ).toBeTruthy();
    ws.close();
    // leaves the lists; asked by name it says Delivered
    const linear = anon.result<{ list: Info[] }>(await anon.get('/v5/market/instruments-info?category=linear')).list;
    expect(linear.some((i) => i.symbol === SYM)).toBe(false);
    expect(linear.some((i) => i.symbol === 'BTCUSDT-27JUN25')).toBe(true); // the next quarterly is listed
    const cfg = anon.result<{ list: Info[] }>(await anon.get(`/contract/v5/public/symbol-config?symbol=${SYM}`)).list;
    expect(cfg[0]!.contractStatus).toBe('Delivered');
    // idempotent: nothing left to deliver
    expect(sim.app.desk.deliverFutures()).toEqual([]);
  });

  test('an inverse weekly settles in the coin: PnL = size × (1/entry − 1/price)', async () => {
    const SYM = 'BTCUSD20DEC24';
    expect(code(await create(demo, { symbol: SYM, side: 'Sell', qty: '1000' }))).toBe(0);
    const entry = new Dec((await position(demo, SYM))!.entryPrice!);
    const before = await wallet(demo, 'BTC');
    t = DEC20 + 1;
    sim.app.market.index.BTC = new Dec('60000');
    sim.app.desk.deliverFutures();
    expect(await position(demo, SYM)).toBeUndefined();
    const pnl = new Dec(-1000).multipliedBy(new Dec(1).dividedBy(entry).minus(new Dec(1).dividedBy('60000')));
    expect((await wallet(demo, 'BTC')).minus(before).minus(pnl).abs().isLessThan('0.00000002')).toBe(true);
  });

  test.each<[string, number, [string, string][]]>([
    [
      'before any delivery',
      T0,
      [
        ['BTCUSD20DEC24', 'W'],
        ['BTCUSD03JAN25', 'BIW'],
        ['BTCUSD10JAN25', 'NBIW'],
      ],
    ],
    [
      'after the 20 Dec weekly',
      DEC20 + 1,
      [
        ['BTCUSD03JAN25', 'W'],
        ['BTCUSD10JAN25', 'BIW'],
        ['BTCUSD17JAN25', 'NBIW'],
      ],
    ],
  ])('weekly period codes stay current (%s)', async (_name, at, weeklies) => {
    t = at;
    sim.app.desk.deliverFutures();
    const list = await inverseList(anon);
    expect(list.filter((i) => i.periodCode?.endsWith('W')).map((i) => [i.symbol, i.periodCode])).toEqual(weeklies);
    expect(list.map((i) => i.periodCode).sort()).toEqual(['BIM', 'BIQ', 'BIW', 'M', 'NBIM', 'NBIQ', 'NBIW', 'Q', 'W']);
    for (const i of list) expect(i.route).toBe(`/trade/inverse/futures/BTCUSD_${i.periodCode!}`);
    // shared-core's parser reads every listed name, weekly or month-coded, the way the list does
    for (const i of list) {
      const parsed = parseSymbolName(i.symbol);
      expect([i.symbol, parsed.tradeType, tradeRouteOf(i.symbol, at)]).toEqual([i.symbol, 'InverseFutures', i.route]);
    }
  });

  test('after the quarter end the next quarter is Q and a new NBIQ is listed', async () => {
    t = DEC27 + 1;
    sim.app.desk.deliverFutures();
    const q = (await inverseList(anon)).filter((i) => i.periodCode?.endsWith('Q'));
    expect(q.map((i) => [i.symbol, i.periodCode])).toEqual([
      ['BTCUSDH25', 'Q'],
      ['BTCUSDM25', 'BIQ'],
      ['BTCUSDU25', 'NBIQ'],
    ]);
  });
});

describe('delivery and restarts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-delivery-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a future that delivered while the simulator was down is still known and settles on the first tick', async () => {
    let now = T0;
    const a = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir, now: () => now });
    const c = new Client(a);
    await c.login('demo@sim.local', 'demo');
    expect(code(await create(c, { symbol: 'BTCUSD20DEC24', side: 'Buy', qty: '500' }))).toBe(0);
    await a.close();
    now = DEC27 + 3_600_000; // the 20 Dec weekly delivered meanwhile
    const b = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir, now: () => now });
    try {
      const c2 = new Client(b);
      await c2.login('demo@sim.local', 'demo');
      expect(b.app.market.instrument('BTCUSD20DEC24')).toBeDefined();
      expect((await position(c2, 'BTCUSD20DEC24'))!.size).toBe('500');
      expect(b.app.desk.deliverFutures()).toEqual(['BTCUSD20DEC24']);
      expect(await position(c2, 'BTCUSD20DEC24')).toBeUndefined();
      b.app.admin.flush();
    } finally {
      await b.close();
    }
    const c3sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir, now: () => now });
    try {
      const c3 = new Client(c3sim);
      await c3.login('demo@sim.local', 'demo');
      expect(await position(c3, 'BTCUSD20DEC24')).toBeUndefined();
    } finally {
      await c3sim.close();
    }
  });
});

describe('cancel-totally-integrated honours symbolBuType (business line)', () => {
  const CANCEL = '/contract/v5/order/cancel-totally-integrated';
  const limit = (symbol: string, price: string, qty: string) =>
    demo.post('/contract/v5/order/create', { symbol, side: 'Buy', orderType: 'Limit', qty, price });
  const openSymbols = async () =>
    demo
      .result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=open'))
      .list.map((o) => (o.symbol.includes('-') ? 'OPT' : o.symbol))
      .sort();

  test.each<[string | undefined, string[]]>([
    // demo also rests three USDC option buys (seed data)
    ['usdt', ['BTCPERP', 'BTCUSD', 'OPT', 'OPT', 'OPT']],
    ['USDC', ['BTCUSD', 'BTCUSDT']],
    ['inverse', ['BTCPERP', 'BTCUSDT', 'OPT', 'OPT', 'OPT']],
    [undefined, []],
  ])('symbolBuType %s leaves %j', async (bu, left) => {
    for (const [s, p, q] of [
      ['BTCUSDT', '50000', '0.01'],
      ['BTCPERP', '50000', '0.01'],
      ['BTCUSD', '50000', '100'],
    ] as const)
      expect(code(await limit(s, p, q))).toBe(0);
    const r = await demo.post(CANCEL, { orderTypeList: ['Activity'], ...(bu ? { symbolBuType: bu } : {}) });
    expect(code(r)).toBe(0);
    expect(await openSymbols()).toEqual(left);
  });

  // `constructor` cancelled every business line and `__proto__` answered 10500 (issue 12)
  test.each(['spot', 'x', 'option', 'constructor', '__proto__', 'toString'])(
    'symbolBuType %j → 10001, nothing cancelled',
    async (bu) => {
      const before = await openSymbols();
      expect(code(await demo.post(CANCEL, { orderTypeList: ['Activity'], symbolBuType: bu }))).toBe(10001);
      expect(await openSymbols()).toEqual(before);
    },
  );

  test.each(['constructor', '__proto__', 'hasOwnProperty'])('symbol-price?symbol=%s → 3200101', async (s) => {
    const r = await demo.get(`/contract/v5/public/support/symbol-price?symbol=${s}`);
    expect(code(r)).toBe(3200101);
  });
});
