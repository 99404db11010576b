import { fromWirePosition, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// The close dialog's two questions (positions.md §2, §5, §9): the fee rate of a symbol and the
// close pre-check (what the close leaves, and whether it warns of liquidation).

let sim: RunningSim;
let demo: Client;
let anon: Client;

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterAll(() => sim.close());

const position = async (symbol: string) =>
  demo
    .result<{ list: WirePosition[] }>(await demo.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)[0]!;

describe('GET /contract/v5/public/fee-rate', () => {
  test('a contract pays the taker and maker rates of settlement', async () => {
    const r = await anon.get('/contract/v5/public/fee-rate?symbol=BTCUSDT');
    expect(code(r)).toBe(0);
    expect(anon.result(r)).toEqual({
      symbol: 'BTCUSDT',
      feeBase: 'value',
      takerFeeRate: '0.00055',
      makerFeeRate: '0.0002',
    });
  });

  test('an option is charged on the index, capped by a share of the price', async () => {
    const r = await anon.get('/contract/v5/public/fee-rate?symbol=ETHUSDT');
    expect(code(r)).toBe(0);
    const opt = [...sim.app.market.instruments.values()].find((i) => i.kind === 'option')!;
    const o = anon.result<Record<string, string>>(await anon.get(`/contract/v5/public/fee-rate?symbol=${opt.symbol}`));
    expect(o).toMatchObject({ feeBase: 'index', takerFeeRate: '0.00055', maxPriceProportion: '0.125' });
  });

  test('unknown or missing symbol is refused', async () => {
    expect(code(await anon.get('/contract/v5/public/fee-rate?symbol=NOPE'))).toBe(3200101);
    expect(code(await anon.get('/contract/v5/public/fee-rate'))).toBe(10001);
  });
});

describe('POST /contract/v5/private/position/pre-close', () => {
  const path = '/contract/v5/private/position/pre-close';

  test('a partial market close leaves the rest and does not warn far from liquidation', async () => {
    const r = await demo.post(path, { symbol: 'BTCUSDT', positionIdx: 0, orderType: 'Market', qtyX: '10000000' });
    expect(code(r)).toBe(0);
    expect(demo.result(r)).toMatchObject({
      symbol: 'BTCUSDT',
      side: 'Buy',
      closeQty: '0.1',
      remainingSize: '0.15',
      liquidationWarning: false,
      warning: '',
    });
  });

  test('a quantity above the size is read as the whole position', async () => {
    const r = demo.result<{ closeQty: string; remainingSize: string }>(
      await demo.post(path, { symbol: 'BTCUSDT', orderType: 'Market', qty: '9' }),
    );
    expect(r).toMatchObject({ closeQty: '0.25', remainingSize: '0' });
  });

  test('a short closed at, or within 0.1 % below, its liquidation price warns', async () => {
    const p = await position('ETHUSDT');
    const liq = new Dec(p.liqPrice!);
    expect(liq.isGreaterThan(0)).toBe(true);
    const at = async (price: Dec) =>
      demo.result<{ liquidationWarning: boolean; warning: string; side: string }>(
        await demo.post(path, { symbol: 'ETHUSDT', orderType: 'Limit', qty: '1', price: price.toFixed(2) }),
      );
    expect(await at(liq)).toMatchObject({ side: 'Sell', liquidationWarning: true, warning: 'closeLiquidationWarning' });
    expect((await at(liq.plus(1))).liquidationWarning).toBe(true);
    expect((await at(liq.multipliedBy('0.9991').decimalPlaces(2, Dec.ROUND_UP))).liquidationWarning).toBe(true);
    expect((await at(liq.multipliedBy('0.998').decimalPlaces(2, Dec.ROUND_DOWN))).liquidationWarning).toBe(false);
  });

  test('a position with no liquidation price (cross, ample margin) never warns', async () => {
    const p = await position('BTCUSDT');
    expect(new Dec(p.liqPrice ?? '0').isZero()).toBe(true);
    const r = demo.result<{ liquidationWarning: boolean }>(
      await demo.post(path, { symbol: 'BTCUSDT', orderType: 'Limit', qty: '0.1', price: '1000' }),
    );
    expect(r.liquidationWarning).toBe(false);
  });

  test('bad input is refused and nothing changes', async () => {
    const before = await position('BTCUSDT');
    expect(code(await demo.post(path, { symbol: 'BTCUSDT', orderType: 'Limit', qty: '0.1' }))).toBe(10001);
    expect(code(await demo.post(path, { symbol: 'BTCUSDT', orderType: 'Stop', qty: '0.1' }))).toBe(10001);
    expect(code(await demo.post(path, { symbol: 'BTCUSDT', orderType: 'Market' }))).toBe(10001);
    expect(code(await demo.post(path, { symbol: 'SOLUSDT', orderType: 'Market', qty: '1' }))).toBe(30043);
    expect(code(await demo.post(path, { symbol: 'NOPE', orderType: 'Market', qty: '1' }))).toBe(3200101);
    expect(code(await anon.post(path, { symbol: 'BTCUSDT', orderType: 'Market', qty: '1' }))).toBe(10007);
    expect((await position('BTCUSDT')).size).toBe(before.size);
  });
});

describe('the close bodies the close dialog sends (positions.md §7)', () => {
  test('an option market close through /x-api: reduce-only on the opposite side', async () => {
    const options =
      (await position('BTCUSDT')) && sim.app.engine.positions(100001).filter((p) => p.symbol.endsWith('-P'));
    const shortPut = options.find((p) => p.side === 'Sell')!;
    expect(shortPut).toBeDefined();
    const r = await demo.post('/x-api/contract/v5/order/create', {
      side: 'Buy',
      symbol: shortPut.symbol,
      orderType: 'Market',
      qtyX: '10000000',
      qty: '0.1',
      type: 'Activity',
      createType: 'CreateByClosing',
      closeOnTrigger: true,
      reduceOnly: true,
      positionIdx: 0,
      timeInForce: 'ImmediateOrCancel',
      action: 'PositionClose',
    });
    expect(code(r)).toBe(0);
    const after = sim.app.engine.positionOf(100001, shortPut.symbol)!;
    expect(new Dec(after.size).abs().toFixed()).toBe(new Dec(shortPut.size).abs().minus('0.1').toFixed());
    expect(sim.app.repo.getOrder(demo.result<{ orderId: string }>(r).orderId)).toMatchObject({ reduceOnly: true });
  });

  test('a contract limit close with leverage and client tag header is accepted and rests reduce-only', async () => {
    const liqFree = new Dec(sim.app.market.markPrice('BTCUSDT')).multipliedBy('1.1').decimalPlaces(1).toFixed(1);
    const r = await demo.post(
      '/contract/v5/order/create',
      {
        side: 'Sell',
        symbol: 'BTCUSDT',
        orderType: 'Limit',
        qtyX: '5000000',
        qty: '0.05',
        price: liqFree,
        type: 'Activity',
        createType: 'CreateByClosing',
        closeOnTrigger: true,
        reduceOnly: true,
        positionIdx: 0,
        leverageE2: '1000',
        leverage: '10',
        timeInForce: 'GoodTillCancel',
        action: 'PositionClose',
      },
      { 'x-client-tag': 'tag-1' },
    );
    expect(code(r)).toBe(0);
    const order = sim.app.repo.getOrder(demo.result<{ orderId: string }>(r).orderId)!;
    expect(order).toMatchObject({ reduceOnly: true, createType: 'CreateByClosing' });
  });
});
