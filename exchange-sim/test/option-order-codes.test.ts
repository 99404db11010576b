import type { OptionInstrumentsResult, OptionOrderResult, WireOrder } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// Every per-order result code of the option batch place (option-entry-and-platform.md §3, §5), over
// a real socket: the entry is refused with its code and message, and nothing is placed or reserved.
const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';
let sim: RunningSim;
let demo: Client;
let chain: OptionInstrumentsResult;
let seq = 0;

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  chain = demo.result(await demo.get('/option/usdc/public/v1/instruments?baseCoin=BTC'));
  symbolName = chain.list
    .filter((i) => i.symbolType === 'C')
    .reduce((a, b) =>
      sim.app.market.markPrice(b.symbol).isGreaterThan(sim.app.market.markPrice(a.symbol)) ? b : a,
    ).symbol;
});
afterAll(() => sim.close());

// the chain's deepest in-the-money call: its min-sell price sits well above the tick
let symbolName = '';
const symbol = () => symbolName;
const base = (o: Record<string, unknown> = {}): Record<string, unknown> => ({
  symbol: symbol(),
  outRequestId: `codes-${++seq}`,
  orderQty: '0.1',
  orderPrice: '5',
  side: 1,
  orderType: 2,
  placeType: 1,
  placeMode: 1,
  timeInForce: 1,
  pmTrial: true,
  ...o,
});
const openOrders = async (): Promise<WireOrder[]> =>
  demo.result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=open')).list;
const available = async (): Promise<string> =>
  demo
    .result<{ list: { coin: string; availableBalance: string }[] }>(await demo.get('/v5/account/wallet-balance'))
    .list.find((b) => b.coin === 'USDC')!.availableBalance;
const tick = () => new Dec(chain.commonConfig.tickSize);
const maxBuy = () => sim.app.market.maxBuyPrice(sim.app.market.instrument(symbol()) as never);
const minSell = () => sim.app.market.minSellPrice(sim.app.market.instrument(symbol()) as never);

describe('option order result codes', () => {
  test.each<[number, string, () => Record<string, unknown>]>([
    [3200101, 'unknown symbol', () => base({ symbol: 'BTC-01JAN20-1-C' })],
    [3200102, 'side 3', () => base({ side: 3 })],
    [3200103, 'orderType 3', () => base({ orderType: 3 })],
    [3200103, 'orderType as a string', () => base({ orderType: '2' })],
    [3200104, 'timeInForce 9', () => base({ timeInForce: 9 })],
    [3200104, 'a market order that is post-only', () => base({ orderType: 1, timeInForce: 2 })],
    [3200105, 'negative size', () => base({ orderQty: '-0.1' })],
    [3200105, 'size as a number', () => base({ orderQty: 0.1 })],
    [3200105, 'size with an exponent', () => base({ orderQty: '1e-1' })],
    [3200106, 'size below the minimum', () => base({ orderQty: '0.001' })],
    [
      3200107,
      'size above the maximum',
      () => base({ orderQty: new Dec(chain.commonConfig.maxOrderSize).plus(1).toFixed() }),
    ],
    [3200107, 'a huge size', () => base({ orderQty: '99999999999999999999' })],
    [3200108, 'size off the increment', () => base({ orderQty: '0.015' })],
    [3200109, 'price zero', () => base({ orderPrice: '0' })],
    [3200109, 'price missing', () => base({ orderPrice: undefined })],
    [3200110, 'price below the minimum', () => base({ orderPrice: tick().dividedBy(2).toFixed() })],
    [
      3200111,
      'price above the maximum',
      () => base({ orderPrice: new Dec(chain.commonConfig.maxOrderPrice).plus(tick()).toFixed() }),
    ],
    [3200112, 'price off the tick', () => base({ orderPrice: tick().plus(1).toFixed() })],
    [3200116, 'outRequestId missing', () => base({ outRequestId: undefined })],
    [3200116, 'outRequestId of 65 characters', () => base({ outRequestId: 'x'.repeat(65) })],
    [3200117, 'IV order without an iv', () => base({ placeType: 2 })],
    [3200117, 'IV of 0', () => base({ placeType: 2, iv: '0' })],
    [3200118, 'placeType 3', () => base({ placeType: 3 })],
    [3200119, 'a buy above the max-buy price', () => base({ orderPrice: maxBuy().plus(tick()).toFixed(), side: 1 })],
    [
      3200120,
      'a sell below the min-sell price',
      () => base({ orderPrice: minSell().minus(tick()).toFixed(), side: 2 }),
    ],
    [3200121, 'an entry that is not an object', () => ({ nope: true }) as Record<string, unknown>],
  ])('%i: %s — refused with its message, nothing placed or reserved', async (expected, _name, make) => {
    if (expected === 3200121) {
      const r = await demo.post(PLACE, { orderRequest: ['not an object', make()] });
      expect(code(r)).toBe(0);
      expect(demo.result<{ result: OptionOrderResult[] }>(r).result[0]!.errorCode).toBe(expected);
      return;
    }
    // With the spec's minSellFactor (0.1 × index × max(1, 4|δ|)) the min-sell price is the tick for
    // every listed strike; a low index against the tick's mark lifts it above, so the check can bite.
    const before = await openOrders();
    const balance = await available();
    const index = sim.app.market.index.BTC;
    if (expected === 3200120) {
      sim.app.market.index.BTC = new Dec('1000');
      expect(minSell().isGreaterThan(tick())).toBe(true);
    }
    const r = await demo.post(PLACE, { orderRequest: [make()] });
    sim.app.market.index.BTC = index;
    expect(code(r)).toBe(0); // the batch answers; the entry carries the refusal
    const res = demo.result<{ result: OptionOrderResult[] }>(r).result[0]!;
    expect(res.errorCode).toBe(expected);
    expect(res.errorMsg).toEqual(expect.any(String));
    expect(res.errorMsg!.length).toBeGreaterThan(3);
    expect(res.orderId).toBeUndefined();
    expect((await openOrders()).length).toBe(before.length);
    expect(await available()).toBe(balance);
  });

  test('the max-buy price itself is accepted (the bound is inclusive)', async () => {
    const buy = demo.result<{ result: OptionOrderResult[] }>(
      await demo.post(PLACE, { orderRequest: [base({ orderPrice: maxBuy().toFixed(), timeInForce: 3 })] }),
    ).result[0]!;
    expect(buy.errorCode).toBe(0);
  });
});
