import BigNumber from 'bignumber.js';
import {
  closeOpenSplit,
  fromWirePosition,
  parseOptionRiskConfig,
  requiredOptionMargin,
  type CloseOpenPolicy,
  type OptionOrderResult,
  type OptionRiskConfig,
  type OptionRiskFactors,
  type OptionTicker,
  type OrderSide,
  type WireOrder,
  type WirePosition,
} from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, WsClient, code, withSim } from './helpers';

/*
 * Issue 13: the option entry and the simulator agree on an option order's required margin by
 * construction (both call shared-core domain/optionRisk). Over real sockets, for a grid of
 * positions × resting orders × new orders, the margin the simulator reserves for a new order
 * (`user.margin.order` orderIM and marginOrderKind) equals what the entry shows for the same
 * inputs: requiredOptionMargin over closeOpenSplit with the entry's policy, fed only from the wire
 * (risk config, ticker, position list, open orders), as the entry is.
 */
let sim: RunningSim;
let demo: Client;
let ws: WsClient;
let risk: OptionRiskFactors;
const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';
let seq = 0;
type Msg = Record<string, unknown> & { data: Record<string, unknown> };

const d = (v: string): BigNumber => new BigNumber(v);
const positive = (v: string): BigNumber | null => (d(v).isGreaterThan(0) ? d(v) : null);
const round5 = (v: BigNumber): string => BigNumber.max(5, v.div(5).integerValue().times(5)).toFixed();

const place = async (o: Record<string, unknown>): Promise<OptionOrderResult> => {
  const r = await demo.post(PLACE, {
    orderRequest: [{ outRequestId: `agree-${++seq}`, placeType: 1, placeMode: 1, timeInForce: 1, pmTrial: true, ...o }],
  });
  expect(code(r)).toBe(0);
  const res = demo.result<{ result: OptionOrderResult[] }>(r).result[0]!;
  expect(res.errorCode).toBe(0);
  return res;
};
const cancel = async (orderId: string): Promise<void> => {
  expect(code(await demo.post('/contract/v5/order/cancel', { orderId }))).toBe(0);
};
const tickers = async (): Promise<OptionTicker[]> =>
  demo.result<{ list: OptionTicker[] }>(await demo.get('/option/usdc/public/v1/tickers?baseCoin=BTC')).list;
const ticker = async (symbol: string): Promise<OptionTicker> => (await tickers()).find((t) => t.symbol === symbol)!;
const positions = async () =>
  demo.result<{ list: WirePosition[] }>(await demo.get('/contract/v5/position/list')).list.map(fromWirePosition);
const openOrders = async (): Promise<WireOrder[]> =>
  demo.result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=open')).list;

/** The entry's close/open policy (remote-option-entry rules/margin.ts entryPolicy). */
const entryPolicy = (symbol: string): CloseOpenPolicy<WireOrder> => ({
  counts: (o) => o.symbol === symbol,
  side: (o) => o.side,
  price: (o) => positive(o.price),
  leavesQty: (o) => positive(o.leavesQty),
  unpricedCovers: 'all',
});

/** What the entry shows for a new limit order, from the wire only. */
async function entryMargin(symbol: string, side: OrderSide, qty: string, price: string) {
  const [t, pos, orders] = await Promise.all([ticker(symbol), positions(), openOrders()]);
  const p = pos.find((x) => x.symbol === symbol && d(x.size).isGreaterThan(0));
  const signed = p ? (p.side === 'Sell' ? d(p.size).negated() : d(p.size)) : null;
  const split = closeOpenSplit(side, d(qty), d(price), signed, orders, entryPolicy(symbol));
  const [, , strike, kind] = symbol.split('-') as [string, string, string, 'C' | 'P'];
  const m = requiredOptionMargin(risk, {
    side,
    price: d(price),
    openQty: split.openQty,
    closeQty: split.closeQty,
    index: d(t.indexPrice),
    mark: d(t.markPrice),
    strike: d(strike),
    kind,
    positionIm: p?.positionIM ? d(p.positionIM) : null,
    positionSize: signed,
  });
  const close = split.remaining.isGreaterThan(0);
  const marginOrderKind = `${close ? 'Close' : 'Open'}${side}`;
  return { required: m.required, marginOrderKind, split };
}

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  risk = parseOptionRiskConfig(demo.result<OptionRiskConfig>(await demo.get('/option/usdc/public/v1/risk-config')))!;
  ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${demo.token!}` });
  ws.send({ op: 'subscribe', args: ['user.margin.order'], req_id: 's' });
  await ws.next((m) => m.req_id === 's');
});
afterAll(async () => {
  ws.close();
  await sim.close();
});

// position held before the new order: none, long, short of two sizes (opened by a market order)
const POSITIONS: readonly [string, OrderSide | null, string][] = [
  ['none', null, '0'],
  ['long 0.2', 'Buy', '0.2'],
  ['short 0.1', 'Sell', '0.1'],
  ['short 0.3', 'Sell', '0.3'],
];
// the user's resting orders on the symbol: side, price relative to the new order's (better fills first), qty
const RESTING: readonly [string, [OrderSide, 'better' | 'worse', string][]][] = [
  ['no resting orders', []],
  ['buy 0.1 at a better price', [['Buy', 'better', '0.1']]],
  ['buy 0.1 at a worse price', [['Buy', 'worse', '0.1']]],
  ['buy 0.5 at a better price', [['Buy', 'better', '0.5']]],
  ['sell 0.1 at a better price', [['Sell', 'better', '0.1']]],
  ['sell 0.1 at a worse price', [['Sell', 'worse', '0.1']]],
  ['sell 0.5 at a better price', [['Sell', 'better', '0.5']]],
  [
    'buy 0.05 better, buy 0.1 worse, sell 0.05 better',
    [
      ['Buy', 'better', '0.05'],
      ['Buy', 'worse', '0.1'],
      ['Sell', 'better', '0.05'],
    ],
  ],
];
// the new order: side and quantity (within and beyond the positions' sizes)
const NEW: readonly [OrderSide, string][] = [
  ['Buy', '0.05'],
  ['Buy', '0.4'],
  ['Sell', '0.05'],
  ['Sell', '0.4'],
];

test('the reserve of every new order equals the entry’s required margin (positions × resting × new orders)', async () => {
  const busy = new Set([...(await positions()).map((p) => p.symbol), ...(await openOrders()).map((o) => o.symbol)]);
  const free = (await tickers())
    .filter((t) => !busy.has(t.symbol) && d(t.bid1Price).isGreaterThan(300))
    .map((t) => t.symbol);
  expect(free.length).toBeGreaterThanOrEqual(POSITIONS.length);
  const seen = new Set<string>();
  let checked = 0;
  for (const [i, [posName, posSide, posQty]] of POSITIONS.entries()) {
    const symbol = free[i]!;
    if (posSide) await place({ symbol, side: posSide === 'Buy' ? 1 : 2, orderType: 1, orderQty: posQty });
    const held = (await positions()).find((p) => p.symbol === symbol);
    expect(held ? `${held.side} ${held.size}` : 'none').toBe(posSide ? `${posSide} ${posQty}` : 'none');
    const t = await ticker(symbol);
    // new orders rest (a buy under the bid, a sell over the ask); resting ones around them
    const prices = {
      Buy: {
        at: round5(d(t.bid1Price).times(0.6)),
        better: round5(d(t.bid1Price).times(0.8)),
        worse: round5(d(t.bid1Price).times(0.4)),
      },
      Sell: {
        at: round5(d(t.ask1Price).times(1.5)),
        better: round5(d(t.ask1Price).times(1.25)),
        worse: round5(d(t.ask1Price).times(1.8)),
      },
    };
    for (const [restName, rest] of RESTING) {
      const restingIds: string[] = [];
      for (const [side, where, qty] of rest)
        restingIds.push(
          (
            await place({
              symbol,
              side: side === 'Buy' ? 1 : 2,
              orderType: 2,
              orderQty: qty,
              orderPrice: prices[side][where],
            })
          ).orderId!,
        );
      for (const [side, qty] of NEW) {
        const price = prices[side].at;
        const entry = await entryMargin(symbol, side, qty, price);
        const res = await place({
          symbol,
          side: side === 'Buy' ? 1 : 2,
          orderType: 2,
          orderQty: qty,
          orderPrice: price,
        });
        const m = (await ws.next(
          (x) => x.topic === 'user.margin.order' && (x as Msg).data.orderId === res.orderId,
        )) as Msg;
        const label = `${posName}, ${restName}: ${side} ${qty} @ ${price}`;
        // orderIM = reservePerContract × qty, the reserve per contract rounded up to 1e-8
        const orderIm = d(m.data.orderIM as string);
        expect({
          label,
          kind: m.data.marginOrderKind,
          ok: orderIm.minus(entry.required).abs().isLessThanOrEqualTo('1e-8'),
        }).toEqual({ label, kind: entry.marginOrderKind, ok: true });
        seen.add(
          `${entry.marginOrderKind}${entry.split.closeQty.isGreaterThan(0) && entry.split.openQty.isGreaterThan(0) ? '+open' : ''}`,
        );
        checked++;
        await cancel(res.orderId!);
      }
      for (const id of restingIds) await cancel(id);
    }
  }
  expect(checked).toBe(POSITIONS.length * RESTING.length * NEW.length);
  // the grid reaches every margin order kind, and mixed orders (a close part and an open part)
  expect([...seen].sort()).toEqual(
    ['CloseBuy', 'CloseBuy+open', 'CloseSell', 'CloseSell+open', 'OpenBuy', 'OpenSell'].sort(),
  );
  // ~400 real socket round trips in sequence: seconds on a busy 2-core machine, not a speed check
}, 60_000);
