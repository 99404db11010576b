import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// Closing positions from the positions table of the composed suite.page (positions.md §2, §4, §5, §7),
// each effect checked in the simulator: a limit close rests as a reduce-only order, a double click
// sends one close, and a market close above maxMarketQty is split and empties the position.

const suite = signedInSuite({ ready: ['remote_positions'] });

interface Envelope<T> {
  ret_code?: number;
  retCode?: number;
  ret_msg?: string;
  result?: T;
}
const codeOf = (e: Envelope<unknown>) => e.ret_code ?? e.retCode;

interface RawOrder {
  orderId: string;
  symbol: string;
  side: string;
  orderType: string;
  qty: string;
  price: string;
  orderStatus: string;
  reduceOnly: boolean;
  closeOnTrigger: boolean;
  createType: string;
  timeInForce: string;
  positionIdx: number;
}

/** The page's own session (its cookies) reading the simulator. */
async function demoGet<T>(path: string): Promise<T> {
  const body = (await (await suite.page.request.get(`${suite.env.simUrl}${path}`)).json()) as Envelope<T>;
  assert.equal(codeOf(body), 0, `${path}: ${body.ret_msg}`);
  return body.result!;
}
async function demoPost<T>(path: string, data: unknown): Promise<T> {
  const res = await suite.page.request.post(`${suite.env.simUrl}${path}`, {
    headers: { platform: 'pc', 'content-type': 'application/json' },
    data,
  });
  const body = (await res.json()) as Envelope<T>;
  assert.equal(codeOf(body), 0, `${path}: ${body.ret_msg}`);
  return body.result!;
}

/** A second trader (another seeded account) on the simulator, from the test process. */
async function otherTrader(email: string, password: string) {
  const login = await fetch(`${suite.env.simUrl}/user/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'pc' },
    body: JSON.stringify({ email, password }),
  });
  const token = ((await login.json()) as Envelope<{ token: string }>).result!.token;
  return async (path: string, data: unknown) => {
    const res = await fetch(`${suite.env.simUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'pc', cookie: `secure-token=${token}` },
      body: JSON.stringify(data),
    });
    const body = (await res.json()) as Envelope<unknown>;
    assert.equal(codeOf(body), 0, `${path}: ${body.ret_msg}`);
    return body.result;
  };
}

const orders = (symbol: string) =>
  demoGet<{ list: RawOrder[] }>(`/contract/v5/order/list?status=all&symbol=${symbol}`).then((r) => r.list);
const positionSize = async (symbol: string) => {
  const { list } = await demoGet<{ list: { s: string; sz: string }[] }>(`/contract/v5/position/list?symbol=${symbol}`);
  return list.find((p) => p.s === symbol)?.sz ?? '0';
};
/** A price in thousandths (SOL's tick), exactly: "150.1234" → 150123n. */
const milli = (price: string): bigint => {
  const [int, frac = ''] = price.split('.');
  return BigInt(int!) * 1000n + BigInt((frac + '000').slice(0, 3));
};
const fromMilli = (m: bigint): string => `${m / 1000n}.${String(m % 1000n).padStart(3, '0')}`;

describe('closing positions from the table', () => {
  it('a limit close rests as a reduce-only CreateByClosing order; a double click sends one', async () => {
    const before = (await orders('BTCUSDT')).length;
    await suite.page.getByTestId('close-limit:BTCUSDT:0').click();
    const dialog = suite.page.getByTestId('close-dialog');
    await dialog.waitFor();
    const price = suite.page.getByTestId('close-price');
    await waitUntil(
      () => price.inputValue(),
      (v) => v !== '',
      'the last price fills the price',
    );
    assert.equal(await suite.page.getByTestId('close-qty').inputValue(), '0.250');
    // above the best bid, so it rests (and passes the risk check: a sell above bid1 − 100 ticks)
    const ticker = await demoGet<{ list: { ask1Price: string }[] }>(
      '/v5/market/tickers?category=linear&symbol=BTCUSDT',
    );
    const ask = ticker.list[0]!.ask1Price;
    const restingPrice = (BigInt(ask.split('.')[0]!) + 500n).toString();
    await price.fill(restingPrice);
    await suite.page.getByTestId('close-confirm').dblclick();
    await dialog.waitFor({ state: 'detached' });

    const placed = await waitUntil(
      () => orders('BTCUSDT'),
      (list) => list.length > before,
      'the close order in the simulator',
    );
    const closes = placed.filter((o) => o.createType === 'CreateByClosing' && o.orderType === 'Limit');
    assert.equal(closes.length, 1, 'one close for a double click');
    assert.deepEqual(
      {
        side: closes[0]!.side,
        qty: closes[0]!.qty,
        price: Number(closes[0]!.price),
        reduceOnly: closes[0]!.reduceOnly,
        closeOnTrigger: closes[0]!.closeOnTrigger,
        timeInForce: closes[0]!.timeInForce,
        orderStatus: closes[0]!.orderStatus,
      },
      {
        side: 'Sell',
        qty: '0.25',
        price: Number(restingPrice),
        reduceOnly: true,
        closeOnTrigger: true,
        timeInForce: 'GoodTillCancel',
        orderStatus: 'New',
      },
    );
    assert.equal(await positionSize('BTCUSDT'), '0.25', 'a resting close leaves the position');
  });

  it('a market close above maxMarketQty is split and empties the position', async () => {
    // maxMarketQty of SOLUSDT is 800: open 850 SOL against a second trader's resting sell
    const uta1 = await otherTrader('uta1@sim.local', 'uta1');
    const quote = await demoGet<{ list: Record<string, { markPrice: string }> }>(
      '/contract/v5/public/support/symbol-price?symbol=SOLUSDT',
    );
    const mark = milli(quote.list.SOLUSDT!.markPrice);
    const above = fromMilli((mark * 1005n) / 1000n);
    const below = fromMilli((mark * 990n) / 1000n);
    await uta1('/contract/v5/order/create', {
      symbol: 'SOLUSDT',
      side: 'Sell',
      orderType: 'Limit',
      qty: '900',
      price: above,
      timeInForce: 'GoodTillCancel',
      leverageE2: '5000',
      positionIdx: 0,
    });
    await demoPost('/contract/v5/order/create', {
      symbol: 'SOLUSDT',
      side: 'Buy',
      orderType: 'Limit',
      qty: '850',
      price: above,
      timeInForce: 'ImmediateOrCancel',
      leverageE2: '5000',
      positionIdx: 0,
    });
    assert.equal(await positionSize('SOLUSDT'), '850');
    // and the bids the close will sell into
    await uta1('/contract/v5/order/create', {
      symbol: 'SOLUSDT',
      side: 'Buy',
      orderType: 'Limit',
      qty: '900',
      price: below,
      timeInForce: 'GoodTillCancel',
      positionIdx: 0,
    });

    const button = suite.page.getByTestId('close-market:SOLUSDT:0');
    await button.waitFor({ timeout: 15_000 });
    await button.click();
    const dialog = suite.page.getByTestId('close-dialog');
    await dialog.waitFor();
    await waitUntil(
      () => suite.page.getByTestId('close-qty').inputValue(),
      (v) => v === '850.0',
      'the whole size',
    );
    await dialog.getByText('Above 800 per order: this close is sent as several orders.').waitFor();
    // the demo account is UTA2: slippage control is offered; off, the exchange's mark band protects
    const slippage = suite.page.getByTestId('close-slippage');
    await slippage.waitFor();
    await slippage.getByRole('checkbox').uncheck();
    await suite.page.getByTestId('close-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await waitUntil(
      () => positionSize('SOLUSDT'),
      (s) => s === '0',
      'the position after the split close',
    );
    const children = (await orders('SOLUSDT')).filter(
      (o) => o.createType === 'CreateByClosing' && o.orderType === 'Market' && o.side === 'Sell',
    );
    assert.deepEqual(children.map((o) => o.qty).sort(), ['50', '800']);
    assert.ok(children.every((o) => o.orderStatus === 'Filled' && o.reduceOnly));
    await suite.page.getByTestId('close-market:SOLUSDT:0').waitFor({ state: 'detached', timeout: 15_000 });
  });
});
