import type { OptionOrderResult, OptionTicker, WireOrder } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, WsClient, withSim } from './helpers';

let sim: RunningSim;
let demo: Client;
let anon: Client;
const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterAll(() => sim.close());

const tickers = async (): Promise<OptionTicker[]> =>
  anon.result<{ list: OptionTicker[] }>(await anon.get('/option/usdc/public/v1/tickers?baseCoin=BTC')).list;
/** an option whose mark is well above the tick, so 10 % and 30 % bands are distinct prices */
const pick = async (): Promise<OptionTicker> =>
  (await tickers())
    .filter((t) => Number(t.markPrice) > 500)
    .sort((a, b) => Number(a.markPrice) - Number(b.markPrice))[0]!;
const roundTo5 = (v: Dec): string => v.dividedBy(5).integerValue().multipliedBy(5).toFixed();
let n = 0;
const place = async (entry: Record<string, unknown>): Promise<OptionOrderResult> =>
  demo.result<{ result: OptionOrderResult[] }>(
    await demo.post(PLACE, {
      orderRequest: [
        {
          outRequestId: `dev-${++n}`,
          orderQty: '0.01',
          orderType: 2,
          placeType: 1,
          placeMode: 1,
          timeInForce: 1,
          ...entry,
        },
      ],
    }),
  ).result[0]!;

describe('price deviation per order (3200305 warning, 3200306 exceeding)', () => {
  test('off by default: a buy 20 % above the mark is placed (the widgets confirm client-side)', async () => {
    const t = await pick();
    const r = await place({ symbol: t.symbol, side: 2, orderPrice: roundTo5(new Dec(t.markPrice).multipliedBy(1.2)) });
    expect(r.errorCode).toBe(0);
  });

  test.each([
    // side, factor of the mark, confirmed, expected code
    [1, '1.15', false, 3200305],
    [1, '1.15', true, 0],
    [1, '1.4', true, 3200306],
    [2, '0.85', false, 3200305],
    [2, '0.85', true, 0],
    [2, '0.6', false, 3200306],
    [1, '1.02', false, 0],
  ])('side %i at mark × %s, confirmed %s → %i', async (side, factor, confirmed, expected) => {
    const t = await pick();
    const price = roundTo5(new Dec(t.markPrice).multipliedBy(factor));
    const r = await place({
      symbol: t.symbol,
      side,
      orderPrice: price,
      checkPriceDeviation: true,
      priceDeviationConfirmed: confirmed,
    });
    expect(r.errorCode).toBe(expected);
    if (expected !== 0) {
      expect(r.orderId).toBeUndefined();
      expect(r.symbol).toBe(t.symbol);
    }
  });

  test('SIM default on (priceDeviationCheck): entries without checkPriceDeviation are checked; false opts out', async () => {
    const other = await withSim({ priceDeviationCheck: true });
    try {
      const c = new Client(other);
      await c.login('demo@sim.local', 'demo');
      const t = anon
        .result<{ list: OptionTicker[] }>(await c.get('/option/usdc/public/v1/tickers?baseCoin=BTC'))
        .list.filter((x) => Number(x.markPrice) > 500)[0]!;
      const body = (extra: Record<string, unknown>) => ({
        orderRequest: [
          {
            symbol: t.symbol,
            outRequestId: `d-${JSON.stringify(extra)}`,
            orderQty: '0.01',
            orderPrice: roundTo5(new Dec(t.markPrice).multipliedBy(0.85)),
            side: 2,
            orderType: 2,
            placeType: 1,
            placeMode: 1,
            timeInForce: 1,
            ...extra,
          },
        ],
      });
      const code = async (extra: Record<string, unknown>) =>
        c.result<{ result: OptionOrderResult[] }>(await c.post(PLACE, body(extra))).result[0]!.errorCode;
      expect(await code({})).toBe(3200305);
      expect(await code({ checkPriceDeviation: false })).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('iv orders follow the index', () => {
  test('a resting iv order is re-priced at Black–Scholes(iv) after the index moves; user.order says replaced', async () => {
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${demo.token}` });
    try {
      ws.send({ op: 'subscribe', args: ['user.order'] });
      await ws.next((m) => m.op === 'subscribe');
      const t = (await tickers()).find((x) => x.symbol.endsWith('-C') && Number(x.delta) > 0.4)!;
      const r = await place({ symbol: t.symbol, side: 1, placeType: 2, iv: '0.2', orderPrice: undefined });
      expect(r.errorCode).toBe(0);
      const first = demo
        .result<{ list: WireOrder[] }>(await demo.get(`/contract/v5/order/list?symbol=${t.symbol}`))
        .list.find((o) => o.orderId === r.orderId)!;
      let moved = 0;
      for (let i = 0; i < 50 && moved === 0; i++) {
        sim.app.market.step();
        moved = sim.app.engine.repriceIvOrders();
      }
      expect(moved).toBeGreaterThan(0);
      const now = demo
        .result<{ list: WireOrder[] }>(await demo.get(`/contract/v5/order/list?symbol=${t.symbol}`))
        .list.find((o) => o.orderId === r.orderId)!;
      expect(now.price).not.toBe(first.price);
      expect(now.iv).toBe('0.2');
      const push = await ws.next(
        (m) =>
          m.topic === 'user.order' &&
          (m.data as { orderId: string; notification: { scene: string } }).orderId === r.orderId &&
          (m.data as { notification: { scene: string } }).notification.scene === 'replaced',
      );
      expect((push.data as { price: string }).price).toBe(now.price);
      // the book holds it at the new price
      const depth = anon.result<{ bids: { price: string }[] }>(
        await anon.get(`/option/usdc/public/quote/query/getInstruments?symbol=${t.symbol}`),
      );
      expect(depth.bids.some((b) => b.price === now.price)).toBe(true);
    } finally {
      ws.close();
    }
  });
});
