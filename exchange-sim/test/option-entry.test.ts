import {
  OPTION_RISK_DEFAULTS,
  parseOptionRiskConfig,
  shortInitialMargin,
  shortMaintenanceMargin,
  type OptionInstrumentsResult,
  type OptionOrderResult,
  type OptionRiskConfig,
  type WireExecution,
  type WireOrder,
} from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { RISK } from '../src/trading/risk';
import { Client, code, withSim } from './helpers';

let sim: RunningSim;
let demo: Client;
let anon: Client;
let btc: string;

const RISK_CONFIG = '/option/usdc/public/v1/risk-config';
const EX = '/option/usdc/ex/private/v1/batch-place-orders';
const FLAGGED = '/option/usdc/private/v1/batch-place-orders';
let seq = 0;
const order = (symbol: string, o: Record<string, unknown> = {}) => ({
  symbol,
  outRequestId: `${symbol}-oe-${++seq}`,
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

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  btc = anon.result<OptionInstrumentsResult>(await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC')).list[0]!
    .symbol;
});
afterAll(() => sim.close());

describe('GET /option/usdc/public/v1/risk-config', () => {
  test.each([
    ['', 'USDC'],
    ['?settleCoin=USDC', 'USDC'],
    ['?settleCoin=USDT', 'USDT'],
    ['?settleCoin=usdt', 'USDT'],
  ])('query %j → the constants of risk.ts as decimal strings (settleCoin %s)', async (q, settle) => {
    const r = await anon.get(RISK_CONFIG + q);
    expect(code(r)).toBe(0);
    expect(anon.result(r)).toEqual({
      settleCoin: settle,
      MAX_IM_FACTOR: '0.15',
      MIN_IM_FACTOR: '0.1',
      MM_FACTOR: '0.075',
      TAKER: '0.00055',
      MAX_PRICE_PROPORTION: '0.125',
      LIQUIDATION_FEE_RATE: '0.0035',
    });
  });

  test.each(['BTC', 'USD', ''])('settleCoin=%j → 10001', async (s) => {
    expect(code(await anon.get(`${RISK_CONFIG}?settleCoin=${s}`))).toBe(10001);
  });

  test('public (no session), GET only', async () => {
    expect(code(await anon.get(RISK_CONFIG))).toBe(0);
    const post = await anon.post(RISK_CONFIG, {});
    expect(post.status).toBe(405);
    expect(code(post)).toBe(10005);
  });

  test('the served factors reproduce the IM / MM the simulator charges', async () => {
    const cfg = anon.result<OptionRiskConfig>(await anon.get(RISK_CONFIG));
    expect(cfg).toMatchObject(OPTION_RISK_DEFAULTS);
    const served = parseOptionRiskConfig(cfg)!;
    const [index, strike, mark] = [new Dec('65000'), new Dec('66000'), new Dec('900')]; // call, 1000 OTM
    expect(shortInitialMargin(served, index, strike, 'C', mark).toFixed()).toBe(
      shortInitialMargin(RISK, index, strike, 'C', mark).toFixed(),
    );
    expect(shortInitialMargin(served, index, strike, 'C', mark).toFixed()).toBe('9650'); // 0.15 × 65000 − 1000 + 900
    expect(shortMaintenanceMargin(served, index, mark).toFixed()).toBe(
      shortMaintenanceMargin(RISK, index, mark).toFixed(),
    );
  });
});

describe('POST /option/usdc/private/v1/batch-place-orders (flagged variant)', () => {
  const place = async (path: string, body: unknown) => demo.post(path, body);

  test('places like the ex path: result list, resting order, idempotent outRequestId', async () => {
    const o = order(btc, { orderPrice: '5' });
    const r = await place(FLAGGED, { orderRequest: [o] });
    expect(code(r)).toBe(0);
    const res = demo.result<{ result: OptionOrderResult[] }>(r).result;
    expect(res).toHaveLength(1);
    expect(res[0]).toMatchObject({ errorCode: 0, symbol: btc, orderLinkId: o.outRequestId, extMap: {} });
    const open = demo.result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=open')).list;
    expect(open.some((x) => x.orderId === res[0]!.orderId)).toBe(true);
    // the same outRequestId on the other path returns the original result, creates nothing
    const again = demo.result<{ result: OptionOrderResult[] }>(await place(EX, { orderRequest: [o] })).result;
    expect(again[0]!.orderId).toBe(res[0]!.orderId);
  });

  // the same bad inputs give the same answers on both paths
  test.each<[string, unknown, number, number | undefined]>([
    ['empty list', { orderRequest: [] }, 10001, undefined],
    ['not a list', { orderRequest: 'x' }, 10001, undefined],
    ['21 entries', { orderRequest: Array.from({ length: 21 }, () => order('X')) }, 10001, undefined],
    ['unknown symbol', { orderRequest: [order('NOPE-1JAN30-1-C')] }, 0, 3200101],
    ['bad side', { orderRequest: [order('$BTC', { side: 3 })] }, 0, 3200102],
    ['qty below min', { orderRequest: [order('$BTC', { orderQty: '0.001' })] }, 0, 3200106],
    ['price off tick', { orderRequest: [order('$BTC', { orderPrice: '5.05' })] }, 0, 3200112],
    ['entry not an object', { orderRequest: [7] }, 0, 3200121],
  ])('%s: same code on both paths', async (_name, body, envelope, entry) => {
    const fix = (b: unknown): unknown => JSON.parse(JSON.stringify(b).replaceAll('$BTC', btc)) as unknown;
    for (const path of [EX, FLAGGED]) {
      const r = await place(path, fix(body));
      expect(code(r)).toBe(envelope);
      if (entry !== undefined) expect(demo.result<{ result: OptionOrderResult[] }>(r).result[0]!.errorCode).toBe(entry);
    }
  });

  test('private: no session → 10007; no platform header → 10001', async () => {
    expect(code(await anon.post(FLAGGED, { orderRequest: [order(btc)] }))).toBe(10007);
    expect(code(await demo.post(FLAGGED, { orderRequest: [order(btc)] }, { platform: 'web' }))).toBe(10001);
  });
});

describe('liquidation fee', () => {
  test('a liquidation charges value × LIQUIDATION_FEE_RATE (not the taker fee)', async () => {
    const list = demo.result<{ list: { s: string; lp: string; sz: string }[] }>(
      await demo.get('/contract/v5/position/list?symbol=ETHUSDT'),
    ).list;
    const p = list[0]!;
    sim.app.market.index.ETH = new Dec(p.lp).plus(50);
    sim.app.desk.checkTriggers();
    const execs = demo.result<{ list: WireExecution[] }>(await demo.get('/contract/v5/execution/list')).list;
    const liq = execs.find((e) => e.symbol === 'ETHUSDT')!;
    const value = new Dec(liq.execPrice).multipliedBy(liq.execQty);
    expect(liq.execFee).toBe(value.multipliedBy('0.0035').decimalPlaces(8).toFixed());
  });
});
