import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

// The order panel's record tabs (issue 19) over real sockets: closed orders and closed positions
// fed by real closes, borrowings that follow the wallet, leveraged-token records.
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 28, 6, 0, 0);
let clock = NOW;
let sim: RunningSim;

interface Page<T> {
  list: T[];
  nextPageCursor: string;
}
interface ClosedOrder {
  orderId: string;
  symbol: string;
  side: string;
  closedSize: string;
  closedPnl: string;
}
interface ClosedPosition {
  id: string;
  symbol: string;
  side: string;
  closedSize: string;
  avgEntryPrice: string;
  avgExitPrice: string;
  closedPnl: string;
  fees: string;
  netPnl: string;
  closedAt: number;
}
interface Borrowing {
  coin: string;
  borrowAmount: string;
  interest: string;
  hourlyBorrowRate: string;
  availableToBorrow: string;
}
interface LtRecord {
  id: string;
  type: string;
  ltCoin: string;
  status: string;
}

beforeAll(async () => {
  sim = await withSim({ now: () => clock });
});
afterAll(() => sim.close());

const market = (c: Client, side: 'Buy' | 'Sell', qty: string, symbol = 'ETHUSDT') =>
  c.post('/contract/v5/order/create', {
    symbol,
    side,
    orderType: 'Market',
    qty,
    timeInForce: 'ImmediateOrCancel',
    positionIdx: 0,
  });
const since = (days: number) => `startTime=${NOW - days * DAY}&endTime=${NOW}`;

describe('P&L: closed orders and closed positions from real closes', () => {
  let c: Client;
  beforeAll(async () => {
    c = new Client(sim);
    await c.login('trader2@sim.local', 'trader2');
    // 10 days ago: open ETHUSDT long 1, close 0.4, then 0.6 (flat); 2 days ago: open and close 0.5
    clock = NOW - 10 * DAY;
    for (const [side, qty] of [
      ['Buy', '1'],
      ['Sell', '0.4'],
      ['Sell', '0.6'],
    ] as const) {
      clock += 1000; // a fill per second: the replay orders fills by time
      expect(code(await market(c, side, qty))).toBe(0);
    }
    clock = NOW - 2 * DAY;
    expect(code(await market(c, 'Sell', '0.5'))).toBe(0);
    clock += 1000;
    expect(code(await market(c, 'Buy', '0.5'))).toBe(0);
    clock = NOW;
  });

  test('each closing order is a closed order; each flat-to-flat life a closed position', async () => {
    const orders = c.result<Page<ClosedOrder>>(await c.get(`/contract/v5/private/pnl/closed-orders?${since(30)}`));
    expect(orders.list.filter((o) => o.symbol === 'ETHUSDT').map((o) => o.closedSize)).toEqual(['0.5', '0.6', '0.4']);
    const positions = c.result<Page<ClosedPosition>>(
      await c.get(`/contract/v5/private/pnl/closed-positions?${since(30)}`),
    );
    const eth = positions.list.filter((p) => p.symbol === 'ETHUSDT');
    expect(eth.map((p) => [p.side, p.closedSize])).toEqual([
      ['Sell', '0.5'],
      ['Buy', '1'],
    ]);
    // net = gross − fees, and the gross is what the two closing orders made
    for (const p of eth) expect(Number(p.netPnl)).toBeCloseTo(Number(p.closedPnl) - Number(p.fees), 8);
    const longOrders = orders.list.filter((o) => o.closedSize !== '0.5');
    const gross = longOrders.reduce((s, o) => s + Number(o.closedPnl), 0);
    expect(Number(eth[1]!.closedPnl)).toBeCloseTo(gross, 6);
  });

  test('the 7-day chip holds only the life closed 2 days ago', async () => {
    const week = c.result<Page<ClosedPosition>>(await c.get(`/contract/v5/private/pnl/closed-positions?${since(7)}`));
    expect(week.list.map((p) => p.closedSize)).toEqual(['0.5']);
  });

  test('paged by cursor: a page of one, then the next', async () => {
    const first = c.result<Page<ClosedOrder>>(
      await c.get(`/contract/v5/private/pnl/closed-orders?${since(30)}&limit=1`),
    );
    expect(first.list).toHaveLength(1);
    expect(first.nextPageCursor).toBe(first.list[0]!.orderId);
    const next = c.result<Page<ClosedOrder>>(
      await c.get(`/contract/v5/private/pnl/closed-orders?${since(30)}&limit=1&cursor=${first.nextPageCursor}`),
    );
    expect(next.list[0]!.orderId).not.toBe(first.list[0]!.orderId);
  });

  test('bad input: a limit out of range or a range over 180 days → 10001', async () => {
    expect(code(await c.get('/contract/v5/private/pnl/closed-orders?limit=0'))).toBe(10001);
    expect(code(await c.get(`/contract/v5/private/pnl/closed-positions?startTime=0&endTime=${NOW}`))).toBe(10001);
    expect(code(await c.get('/contract/v5/private/pnl/closed-positions?cursor=nope'))).toBe(10001);
  });

  test('a demo account has no P&L', async () => {
    const d = new Client(sim);
    await d.login('demotrading@sim.local', 'demotrading');
    expect(code(await market(d, 'Sell', '0.1', 'BTCUSDT'))).toBe(0);
    const r = d.result<Page<ClosedOrder>>(await d.get('/contract/v5/private/pnl/closed-orders'));
    expect(r.list).toEqual([]);
  });
});

describe('borrowings follow the wallet', () => {
  test('the borrower borrows USDT and ETH, interest per whole hour', async () => {
    const b = new Client(sim);
    await b.login('borrower@sim.local', 'borrower');
    const list = b.result<{ list: Borrowing[] }>(await b.get('/unified/v3/private/account/borrowings')).list;
    expect(list.map((x) => [x.coin, x.borrowAmount])).toEqual([
      ['ETH', '0.8'],
      ['USDT', '1500'],
    ]);
    const usdt = list.find((x) => x.coin === 'USDT')!;
    // 1500 × 0.0000025 × 36 h
    expect(usdt.interest).toBe('0.135');
    expect(usdt.availableToBorrow).toBe('48500');
  });

  test('an account that borrows nothing lists nothing', async () => {
    const d = new Client(sim);
    await d.login('demo@sim.local', 'demo');
    expect(d.result<{ list: Borrowing[] }>(await d.get('/unified/v3/private/account/borrowings')).list).toEqual([]);
  });
});

describe('leveraged tokens', () => {
  test('BTC3LUSDT is listed with symbolType LT, and not among the contracts', async () => {
    const c = new Client(sim);
    const lts = c.result<{ list: { symbol: string; symbolType: string }[] }>(await c.get('/spot/v3/public/lt/symbols'));
    expect(lts.list).toContainEqual(expect.objectContaining({ symbol: 'BTC3LUSDT', symbolType: 'LT' }));
    expect(code(await c.get('/v5/market/instruments-info?category=linear&symbol=BTC3LUSDT'))).toBe(3200101);
  });

  test('subscription and redemption records of demo@, by type and range', async () => {
    const d = new Client(sim);
    await d.login('demo@sim.local', 'demo');
    const subs = d.result<Page<LtRecord>>(await d.get(`/spot/v3/private/lt/records?type=subscribe&${since(30)}`));
    expect(subs.list.map((x) => x.id)).toEqual(['lt-s-1', 'lt-s-2']);
    const red = d.result<Page<LtRecord>>(await d.get(`/spot/v3/private/lt/records?type=redeem&ltCoin=BTC3L`));
    expect(red.list.map((x) => [x.id, x.status])).toEqual([
      ['lt-r-2', 'Processing'],
      ['lt-r-1', 'Success'],
    ]);
    expect(code(await d.get('/spot/v3/private/lt/records?type=buy'))).toBe(10001);
    expect(code(await d.get('/spot/v3/private/lt/records?type=redeem&ltCoin=DOGE3L'))).toBe(10001);
  });
});
