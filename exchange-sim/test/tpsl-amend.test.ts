import { fromWirePosition, type Position, type WireOrder, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// Issue 17's simulator gaps, over real sockets: the full TP/SL (empty orderId) cancelled through
// order/cancel type TpSlOcoStopOrder; order/replace honouring tpSlMode, tpOrderType, slOrderType.

let sim: RunningSim;
let demo: Client;

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterAll(() => sim.close());

const SYM = 'BTCUSDT';
const pos = async (): Promise<Position> =>
  demo
    .result<{ list: WirePosition[] }>(await demo.get(`/contract/v5/position/list?symbol=${SYM}`))
    .list.map(fromWirePosition)[0]!;
const openOrders = async (): Promise<WireOrder[]> =>
  demo.result<{ list: WireOrder[] }>(await demo.get(`/contract/v5/order/list?status=open&symbol=${SYM}`)).list;
const last = (): Dec => sim.app.market.lastPrice(SYM);
const px = (d: Dec): string => d.toFixed(1);

describe('full TP/SL: cancel by type, modify by tpSlMode Full', () => {
  test('order/cancel TpSlOcoStopOrder with no orderId clears the full TP/SL and leaves partials alone', async () => {
    const l = last();
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: SYM,
          positionIdx: 0,
          takeProfit: px(l.plus(1000)),
          stopLoss: px(l.minus(1000)),
        }),
      ),
    ).toBe(0);
    const partial = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      tpSlMode: 'Partial',
      takeProfit: px(l.plus(2000)),
      tpSize: '0.01',
    });
    expect(code(partial)).toBe(0);
    expect((await pos()).fullTpsl).not.toBeNull();

    const r = await demo.post('/contract/v5/order/cancel', {
      orderId: '',
      symbol: SYM,
      positionIdx: 0,
      type: 'TpSlOcoStopOrder',
    });
    expect(code(r)).toBe(0);
    const p = await pos();
    expect(p.fullTpsl).toBeNull();
    expect(p.takeProfit).toBe('0');
    expect(p.stopLoss).toBe('0');
    expect(p.partialTpslList ?? []).toHaveLength(1);

    // nothing left to cancel: order not found, still nothing else touched
    expect(
      code(await demo.post('/contract/v5/order/cancel', { symbol: SYM, positionIdx: 0, type: 'TpSlOcoStopOrder' })),
    ).toBe(110001);
    expect((await pos()).partialTpslList ?? []).toHaveLength(1);
    // without the type an empty orderId is still refused
    expect(code(await demo.post('/contract/v5/order/cancel', { orderId: '', symbol: SYM }))).toBe(10001);
    await demo.post('/contract/v5/order/cancel-totally', { symbol: SYM, type: 'PartialTpSlConditional' });
  });

  test('order/replace tpSlMode Full changes the full TP/SL to a limit close and back', async () => {
    const l = last();
    // nothing to modify yet → 110001
    expect(
      code(
        await demo.post('/contract/v5/order/replace', {
          orderId: '',
          symbol: SYM,
          tpSlMode: 'Full',
          takeProfit: px(l.plus(1000)),
        }),
      ),
    ).toBe(110001);
    await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      takeProfit: px(l.plus(1000)),
    });
    const toLimit = await demo.post('/contract/v5/order/replace', {
      orderId: '',
      symbol: SYM,
      positionIdx: 0,
      tpSlMode: 'Full',
      takeProfit: px(l.plus(1500)),
      tpTriggerBy: 'MarkPrice',
      tpOrderType: 'Limit',
      limitTakeProfit: px(l.plus(1490)),
    });
    expect(code(toLimit)).toBe(0);
    let full = (await pos()).fullTpsl!;
    expect(full).toMatchObject({
      tpOrderType: 'Limit',
      tpTriggerBy: 'MarkPrice',
      limitTakeProfit: px(l.plus(1490)).replace(/\.0$/, ''),
    });
    expect(new Dec(full.takeProfit).isEqualTo(l.plus(1500))).toBe(true);

    // a limit type without a limit price is refused and changes nothing
    expect(
      code(
        await demo.post('/contract/v5/order/replace', {
          symbol: SYM,
          tpSlMode: 'Full',
          takeProfit: px(l.plus(1600)),
          tpOrderType: 'Limit',
        }),
      ),
    ).toBe(10001);
    expect(new Dec((await pos()).fullTpsl!.takeProfit).isEqualTo(l.plus(1500))).toBe(true);

    const toMarket = await demo.post('/contract/v5/order/replace', {
      symbol: SYM,
      tpSlMode: 'Full',
      takeProfit: px(l.plus(1500)),
      tpOrderType: 'Market',
    });
    expect(code(toMarket)).toBe(0);
    full = (await pos()).fullTpsl!;
    expect(full).toMatchObject({ tpOrderType: 'Market', limitTakeProfit: '0', tpTriggerBy: 'LastPrice' });

    // a wrong-side take profit is refused as on set-tp-sl-ts
    expect(
      code(
        await demo.post('/contract/v5/order/replace', { symbol: SYM, tpSlMode: 'Full', takeProfit: px(l.minus(500)) }),
      ),
    ).toBe(30027);
    expect(code(await demo.post('/contract/v5/order/replace', { symbol: SYM, tpSlMode: 'Whole' }))).toBe(10001);
    await demo.post('/contract/v5/order/cancel', { symbol: SYM, type: 'TpSlOcoStopOrder' });
  });
});

describe('partial TP/SL: replace honours tpOrderType / slOrderType', () => {
  test('Market → Limit needs a limit price; Limit → Market drops it', async () => {
    const l = last();
    const r = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      tpSlMode: 'Partial',
      takeProfit: px(l.plus(2000)),
      stopLoss: px(l.minus(2000)),
      tpSize: '0.01',
      slSize: '0.01',
    });
    expect(code(r)).toBe(0);
    const [tpId, slId] = demo.result<{ orderIds: string[] }>(r).orderIds;
    const order = async (id: string) => (await openOrders()).find((o) => o.orderId === id)!;
    expect((await order(tpId!)).orderType).toBe('Market');

    expect(
      code(await demo.post('/contract/v5/order/replace', { orderId: tpId, symbol: SYM, tpOrderType: 'Limit' })),
    ).toBe(10001);
    expect((await order(tpId!)).orderType).toBe('Market');

    const toLimit = await demo.post('/contract/v5/order/replace', {
      orderId: tpId,
      symbol: SYM,
      tpSlMode: 'Partial',
      tpOrderType: 'Limit',
      limitTakeProfit: px(l.plus(1990)),
    });
    expect(code(toLimit)).toBe(0);
    let entry = ((await pos()).partialTpslList ?? []).find((e) => e.orderId === tpId)!;
    expect(entry).toMatchObject({ tpOrderType: 'Limit' });
    expect(new Dec(entry.limitTakeProfit ?? NaN).isEqualTo(l.plus(1990))).toBe(true);

    const slLimit = await demo.post('/contract/v5/order/replace', {
      orderId: slId,
      symbol: SYM,
      slOrderType: 'Limit',
      limitStopLoss: px(l.minus(2010)),
    });
    expect(code(slLimit)).toBe(0);
    expect(((await pos()).partialTpslList ?? []).find((e) => e.orderId === slId)).toMatchObject({
      slOrderType: 'Limit',
    });

    const back = await demo.post('/contract/v5/order/replace', { orderId: tpId, symbol: SYM, tpOrderType: 'Market' });
    expect(code(back)).toBe(0);
    entry = ((await pos()).partialTpslList ?? []).find((e) => e.orderId === tpId)!;
    expect(entry).toMatchObject({ tpOrderType: 'Market', limitTakeProfit: '0' });
    // the same type again changes nothing → 110019
    expect(
      code(await demo.post('/contract/v5/order/replace', { orderId: tpId, symbol: SYM, tpOrderType: 'Market' })),
    ).toBe(110019);
    await demo.post('/contract/v5/order/cancel-totally', { symbol: SYM, type: 'PartialTpSlConditional' });
  });
});
