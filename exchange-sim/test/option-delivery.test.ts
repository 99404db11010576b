import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fromWirePosition,
  type OptionInstrumentsResult,
  type OptionOrderResult,
  type WireExecution,
  type WireOrder,
  type WirePosition,
} from 'shared-core/domain';
import { startSim, type RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, WsClient, code, withSim } from './helpers';

// Option delivery: Wednesday 18 Dec 2024 12:00 UTC; the weekly of Friday 20 Dec 08:00 is the first expiry.
const T0 = Date.UTC(2024, 11, 18, 12);
const DEC20 = Date.UTC(2024, 11, 20, 8);
const EXPIRY = '20DEC24';
const EX = '/option/usdc/ex/private/v1/batch-place-orders';
const SETTLE_AT = '66543.21';

let seq = 0;
const market = (symbol: string, side: 1 | 2, qty: string) => ({
  symbol,
  outRequestId: `${symbol}-dlv-${++seq}`,
  orderQty: qty,
  orderPrice: '0',
  side,
  orderType: 1,
  placeType: 1,
  placeMode: 1,
  timeInForce: 3,
  pmTrial: true,
});
const resting = (symbol: string, price: string) => ({
  symbol,
  outRequestId: `${symbol}-rest-${++seq}`,
  orderQty: '0.1',
  orderPrice: price,
  side: 1,
  orderType: 2,
  placeType: 1,
  placeMode: 1,
  timeInForce: 1,
  pmTrial: true,
});
const place = async (c: Client, o: Record<string, unknown>): Promise<OptionOrderResult> => {
  const r = await c.post(EX, { orderRequest: [o] });
  expect(code(r)).toBe(0);
  return c.result<{ result: OptionOrderResult[] }>(r).result[0]!;
};
const positions = async (c: Client) =>
  c.result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list')).list.map(fromWirePosition);
const usdc = async (c: Client) =>
  new Dec(
    c
      .result<{ list: { coin: string; walletBalance: string; positionIM: string }[] }>(
        await c.get('/v5/account/wallet-balance'),
      )
      .list.find((b) => b.coin === 'USDC')?.walletBalance ?? '0',
  );
const intrinsic = (symbol: string, spot: string): Dec => {
  const [, , strike, type] = symbol.split('-');
  const d = type === 'C' ? new Dec(spot).minus(strike!) : new Dec(strike!).minus(spot);
  return Dec.max(0, d);
};

describe('option delivery', () => {
  let t = T0;
  let sim: RunningSim;
  let demo: Client;
  let anon: Client;
  beforeEach(async () => {
    t = T0;
    sim = await withSim({ now: () => t });
    demo = new Client(sim);
    anon = new Client(sim);
    await demo.login('demo@sim.local', 'demo');
  });
  afterEach(() => sim.close());

  test('at expiry every position settles at its intrinsic value at the delivery price; orders cancelled; 3200115 after', async () => {
    const itmCall = `BTC-${EXPIRY}-65000-C`;
    const itmPut = `BTC-${EXPIRY}-67000-P`;
    const otmCall = `BTC-${EXPIRY}-67000-C`;
    expect((await place(demo, market(itmCall, 1, '0.5'))).errorCode).toBe(0);
    expect((await place(demo, market(itmPut, 2, '0.3'))).errorCode).toBe(0); // short: pays at expiry
    expect((await place(demo, market(otmCall, 1, '0.2'))).errorCode).toBe(0); // expires worthless
    const rest = await place(demo, resting(otmCall, '5'));
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${demo.token!}` });
    ws.send({ op: 'subscribe', args: ['user.position', 'user.order'], req_id: 's' });
    await ws.next((m) => m.req_id === 's');

    // every position of the expiry (the seeded ones too) settles: wallet + Σ size × intrinsic
    const held = (await positions(demo)).filter((p) => p.symbol.includes(`-${EXPIRY}-`) && !p.symbol.endsWith('USDT'));
    expect(held.map((p) => p.symbol)).toEqual(expect.arrayContaining([itmCall, itmPut, otmCall]));
    const spot = (symbol: string) => (symbol.startsWith('BTC-') ? SETTLE_AT : sim.app.market.index.ETH.toFixed());
    const expected = held.reduce(
      (sum, p) =>
        sum.plus(
          new Dec(p.size).multipliedBy(intrinsic(p.symbol, spot(p.symbol))).multipliedBy(p.side === 'Sell' ? -1 : 1),
        ),
      new Dec(0),
    );
    const before = await usdc(demo);

    t = DEC20 + 1;
    sim.app.market.index.BTC = new Dec(SETTLE_AT);
    const settled = sim.app.engine.settleOptions();
    expect(settled).toEqual(expect.arrayContaining([itmCall, itmPut, otmCall]));
    await demo.login('demo@sim.local', 'demo'); // (the session outlives 2 days; a fresh login keeps the test simple)

    expect((await positions(demo)).filter((p) => p.symbol.includes(`-${EXPIRY}-`))).toEqual([]);
    expect((await usdc(demo)).minus(before).toFixed()).toBe(expected.toFixed());
    // (hand check of the three placed here: 0.5 × 1543.21 − 0.3 × 456.79 + 0.2 × 0)
    expect(intrinsic(itmCall, SETTLE_AT).toFixed()).toBe('1543.21');
    expect(intrinsic(itmPut, SETTLE_AT).toFixed()).toBe('456.79');

    const execs = demo.result<{ list: WireExecution[] }>(await demo.get('/contract/v5/execution/list')).list;
    expect(execs.find((e) => e.symbol === itmCall && e.side === 'Sell')).toMatchObject({
      execPrice: '1543.21',
      execQty: '0.5',
      execFee: '0',
      execType: 'Delivery',
    });
    expect(execs.find((e) => e.symbol === itmPut && e.side === 'Buy')).toMatchObject({
      execPrice: '456.79',
      execQty: '0.3',
    });
    expect(execs.find((e) => e.symbol === otmCall && e.side === 'Sell')).toMatchObject({ execPrice: '0' });
    const orders = demo.result<{ list: WireOrder[] }>(
      await demo.get(`/contract/v5/order/list?status=all&symbol=${otmCall}`),
    ).list;
    expect(orders.find((o) => o.orderId === rest.orderId)).toMatchObject({
      orderStatus: 'Cancelled',
      cancelType: 'CancelByDelivery',
    });
    expect(orders.find((o) => o.createType === 'CreateByDelivery')).toMatchObject({ orderStatus: 'Filled' });
    expect(
      await ws.next(
        (m) => m.topic === 'user.position' && (m.data as WirePosition[]).some((p) => p.s === itmCall && p.sz === '0'),
      ),
    ).toBeTruthy();
    ws.close();

    // no new orders; the expiry leaves the lists and tickers; its delivery price is served
    expect((await place(demo, resting(itmCall, '5'))).errorCode).toBe(3200115);
    const listed = anon.result<OptionInstrumentsResult>(
      await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC'),
    );
    expect(listed.list.some((i) => i.symbol.includes(`-${EXPIRY}-`))).toBe(false);
    const tickers = anon.result<{ list: { symbol: string }[] }>(
      await anon.get('/option/usdc/public/v1/tickers?baseCoin=BTC'),
    );
    expect(tickers.list.some((i) => i.symbol.includes(`-${EXPIRY}-`))).toBe(false);
    const dp = anon.result<{ list: { symbol: string; deliveryPrice: string; deliveryTime: number }[] }>(
      await anon.get('/option/usdc/public/v1/delivery-price?baseCoin=BTC'),
    ).list;
    expect(dp.find((d) => d.symbol === itmCall)).toEqual({
      symbol: itmCall,
      deliveryTime: DEC20,
      deliveryPrice: SETTLE_AT,
    });
    // idempotent; the delivery price does not follow the index afterwards
    sim.app.market.index.BTC = new Dec('70000');
    expect(sim.app.engine.settleOptions()).toEqual([]);
    expect(sim.app.engine.deliveredAt(sim.app.market.instrument(itmCall) as never)!.toFixed()).toBe(SETTLE_AT);
  });

  test('the next expiry is listed when one passes: four expiries again, strikes on the grid', async () => {
    const expiries = async () =>
      [
        ...new Set(
          anon
            .result<OptionInstrumentsResult>(await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC'))
            .list.map((i) => i.deliveryTime),
        ),
      ].map((d) => new Date(d).toISOString().slice(0, 10));
    expect(await expiries()).toEqual(['2024-12-20', '2024-12-27', '2025-01-03', '2025-01-31']);
    t = DEC20 + 1;
    sim.app.engine.settleOptions();
    expect(await expiries()).toEqual(['2024-12-27', '2025-01-03', '2025-01-10', '2025-01-31']);
    const jan10 = anon
      .result<OptionInstrumentsResult>(await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC'))
      .list.filter((i) => i.symbol.includes('-10JAN25-'));
    expect(jan10).toHaveLength(18); // 9 strikes × call/put
    for (const i of jan10) expect(Number(i.strikePrice) % 1000).toBe(0);
    // the new weekly trades
    const r = await place(demo, resting(jan10[0]!.symbol, '5'));
    expect(r.errorCode).toBe(0);
  });

  test('bad query: baseCoin or settleCoin outside the lists → 10001', async () => {
    expect(code(await anon.get('/option/usdc/public/v1/delivery-price?baseCoin=XRP'))).toBe(10001);
    expect(code(await anon.get('/option/usdc/public/v1/delivery-price?baseCoin=BTC&settleCoin=EUR'))).toBe(10001);
    expect(anon.result<{ list: unknown[] }>(await anon.get('/option/usdc/public/v1/delivery-price')).list).toEqual([]);
  });
});

describe('option delivery and restarts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-opt-delivery-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('an option that expired while the simulator was down is still known, settles on the first tick, and a later weekly survives the next restart', async () => {
    let now = T0;
    const SYM = `BTC-${EXPIRY}-64000-C`;
    const a = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir, now: () => now });
    const c = new Client(a);
    await c.login('demo@sim.local', 'demo');
    expect((await place(c, market(SYM, 1, '0.4'))).errorCode).toBe(0);
    await a.close();

    now = DEC20 + 3_600_000;
    const b = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir, now: () => now });
    let price: string;
    let jan10: string;
    try {
      const c2 = new Client(b);
      await c2.login('demo@sim.local', 'demo');
      expect(b.app.market.instrument(SYM)).toBeDefined();
      expect((await positions(c2)).find((p) => p.symbol === SYM)?.size).toBe('0.4');
      expect(b.app.engine.settleOptions()).toContain(SYM);
      expect((await positions(c2)).find((p) => p.symbol === SYM)).toBeUndefined();
      price = b.app.engine.deliveredAt(b.app.market.instrument(SYM) as never)!.toFixed();
      jan10 = [...b.app.market.instruments.keys()].find((s) => s.startsWith('BTC-10JAN25-'))!;
      expect(jan10).toBeDefined();
      expect((await place(c2, resting(jan10, '5'))).errorCode).toBe(0);
      b.app.admin.flush();
      await b.app.admin.durable();
    } finally {
      await b.close();
    }

    const c3sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir, now: () => now });
    try {
      const c3 = new Client(c3sim);
      await c3.login('demo@sim.local', 'demo');
      expect((await positions(c3)).find((p) => p.symbol === SYM)).toBeUndefined();
      expect(c3sim.app.engine.deliveredAt(c3sim.app.market.instrument(SYM) as never)!.toFixed()).toBe(price);
      const open = c3.result<{ list: WireOrder[] }>(await c3.get('/contract/v5/order/list?status=open')).list;
      expect(open.some((o) => o.symbol === jan10)).toBe(true); // the order on the later-listed weekly is kept
    } finally {
      await c3sim.close();
    }
  });
});
