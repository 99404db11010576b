import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

// The repay panel's page and calls, and futures-spread orders with the combination cancel-all
// (order-panel.md §2.3, §3, §7), over real HTTP.
let sim: RunningSim;
let trader: Client;

beforeEach(async () => {
  sim = await withSim();
  trader = new Client(sim);
  await trader.login('spreadrepay@sim.local', 'spreadrepay');
});
afterEach(() => sim.close());

interface Debt {
  coin: string;
  debt: string;
  price: string;
  available: string;
}
interface Balance {
  coin: string;
  walletBalance: string;
}
const balances = async (): Promise<Record<string, string>> =>
  Object.fromEntries(
    trader
      .result<{ list: Balance[] }>(await trader.get('/v5/account/wallet-balance'))
      .list.map((b) => [b.coin, b.walletBalance]),
  );

describe('repay', () => {
  test('the page is served as a self-contained HTML document framable by local pages only', async () => {
    const res = await fetch(`${sim.url}/repay/page?coin=BTC&entryType=spot&theme=dark`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:*');
    const html = await res.text();
    expect(html).toContain('/unified/v3/private/repay');
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/); // no external assets
  });

  test('a repayment reduces the debt and the USDT balance at the index price', async () => {
    const before = trader.result<Debt>(await trader.get('/unified/v3/private/repay/debt?coin=BTC'));
    expect(before.debt).toBe('0.05');
    const r = await trader.post('/unified/v3/private/repay', { coin: 'BTC', amount: '0.02' });
    expect(code(r)).toBe(0);
    expect(trader.result<Debt>(r).debt).toBe('0.03');
    const b = await balances();
    expect(b.BTC).toBe('-0.03');
    const cost = Number(before.price) * 0.02; // test arithmetic only: compared to 2 decimals
    expect(Number(b.USDT)).toBeCloseTo(20000 - cost, 2);
  });

  test.each([
    [{ coin: 'BTC', amount: '0.06' }, 10001, 'more than the debt'],
    [{ coin: 'BTC', amount: '0' }, 10001, 'zero'],
    [{ coin: 'BTC', amount: '-1' }, 10001, 'negative'],
    [{ coin: 'ETH', amount: '1' }, 10001, 'a coin not owed'],
    [{ coin: 'btc<', amount: '1' }, 10001, 'a malformed coin'],
  ])('refuses %j (%s) and changes nothing', async (body, expected) => {
    const before = await balances();
    const r = await trader.post('/unified/v3/private/repay', body);
    expect(code(r)).toBe(expected);
    expect(await balances()).toEqual(before);
  });

  test('a repayment needs a session', async () => {
    const anon = new Client(sim);
    expect(code(await anon.post('/unified/v3/private/repay', { coin: 'BTC', amount: '0.01' }))).toBe(10007);
  });
});

describe('futures spread', () => {
  interface Instrument {
    symbol: string;
    baseCoin: string;
    legSymbol1: string;
    legProductType1: string;
    legSymbol2: string;
    legProductType2: string;
  }
  interface SpreadOrder extends Instrument {
    orderId: string;
    side: string;
    legSide1: string;
    legSide2: string;
  }
  const instruments = async () =>
    trader.result<{ list: Instrument[] }>(await trader.get('/combination/api/instruments')).list;
  const open = async () => trader.result<{ list: SpreadOrder[] }>(await trader.get('/combination/api/order/list')).list;
  const place = async (symbol: string, side: 'Buy' | 'Sell') => {
    const r = await trader.post('/combination/api/order/create', { symbol, side, price: '-12.5', qty: '0.01' });
    expect(code(r)).toBe(0);
    return trader.result<SpreadOrder>(r);
  };

  test('an order carries both legs: a future and the spot pair, on opposite sides', async () => {
    const [btc] = await instruments();
    expect(btc).toMatchObject({ baseCoin: 'BTC', legProductType1: 'Futures', legProductType2: 'Spot' });
    const o = await place(btc!.symbol, 'Buy');
    expect(o).toMatchObject({ legSide1: 'Buy', legSide2: 'Sell', baseCoin: 'BTC', legSymbol2: 'BTCUSDT' });
    expect((await open()).map((x) => x.orderId)).toEqual([o.orderId]);
  });

  test('cancel-all cancels the open spread orders (of a symbol when given) and lists them', async () => {
    const [btc, eth] = await instruments();
    const a = await place(btc!.symbol, 'Buy');
    const b = await place(btc!.symbol, 'Sell');
    const c = await place(eth!.symbol, 'Sell');
    const body = { cancel_all: true, contract_type: 'FutureSpread', product_type: 'Combination' };
    const one = await trader.post('/combination/api/order/cancel-all', { ...body, symbol: eth!.symbol });
    expect(trader.result<{ list: { orderId: string }[] }>(one).list.map((x) => x.orderId)).toEqual([c.orderId]);
    const rest = await trader.post('/combination/api/order/cancel-all', body);
    expect(trader.result<{ total: number }>(rest).total).toBe(2);
    expect(
      trader
        .result<{ list: { orderId: string }[] }>(rest)
        .list.map((x) => x.orderId)
        .sort(),
    ).toEqual([a.orderId, b.orderId].sort());
    expect(await open()).toEqual([]);
  });

  test('refuses a bad cancel-all body and an account without spread access, sending nothing', async () => {
    const [btc] = await instruments();
    await place(btc!.symbol, 'Buy');
    expect(code(await trader.post('/combination/api/order/cancel-all', { cancel_all: false }))).toBe(10001);
    expect(code(await trader.post('/combination/api/order/cancel-all', { contract_type: 'Spot' }))).toBe(10001);
    expect(await open()).toHaveLength(1);
    const demo = new Client(sim);
    await demo.login('demo@sim.local', 'demo');
    const r = await demo.post('/combination/api/order/create', {
      symbol: btc!.symbol,
      side: 'Buy',
      price: '1',
      qty: '0.01',
    });
    expect(code(r)).toBe(10001);
  });
});
